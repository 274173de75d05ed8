import TrellisLayout

/// Random data sources for property tests, from a seeded generator.
enum RandomSpecs {
    /// A random multi-section data source. `hostile` mixes in NaN, infinities and negatives.
    static func dataSource(_ rng: inout SeededGenerator, maxSections: Int = 5, maxItems: Int = 60,
                           hostile: Bool = false) -> TestDataSource {
        let sectionCount = Int.random(in: 0...maxSections, using: &rng)
        let sections = (0..<sectionCount).map { _ -> TestDataSource.Section in
            let style = SectionStyle(
                columns: Bool.random(using: &rng) ? Int.random(in: 1...6, using: &rng) : nil,
                lineSpacing: Bool.random(using: &rng) ? length(&rng, hostile) : nil,
                interitemSpacing: Bool.random(using: &rng) ? length(&rng, hostile) : nil,
                inset: Bool.random(using: &rng)
                    ? EdgeInsets(top: length(&rng, hostile), left: length(&rng, hostile),
                                 bottom: length(&rng, hostile), right: length(&rng, hostile)) : nil,
                itemHeight: Bool.random(using: &rng) ? length(&rng, hostile) : nil,
                headerHeight: Bool.random(using: &rng) ? length(&rng, hostile) : nil,
                footerHeight: Bool.random(using: &rng) ? length(&rng, hostile) : nil,
                background: Bool.random(using: &rng),
                itemOrder: Bool.random(using: &rng) ? ItemOrder.allCases.randomElement(using: &rng) : nil,
                alignment: Bool.random(using: &rng) ? RowAlignment.allCases.randomElement(using: &rng) : nil,
                verticalAlignment: Bool.random(using: &rng) ? VerticalAlignment.allCases.randomElement(using: &rng) : nil,
                itemSize: Bool.random(using: &rng) ? Size(width: size(&rng, hostile), height: size(&rng, hostile)) : nil)
            let items = (0..<Int.random(in: 0...maxItems, using: &rng)).map { _ in
                TestDataSource.Item(width: Double(Int.random(in: 0...30, using: &rng)) / (Bool.random(using: &rng) ? 1 : 4),
                                    height: Bool.random(using: &rng) ? nil : size(&rng, hostile),
                                    fullSpan: Int.random(in: 0..<8, using: &rng) == 0)
            }
            return .init(style: style, items: items)
        }
        return TestDataSource(sections)
    }

    private static func length(_ rng: inout SeededGenerator, _ hostile: Bool) -> Double {
        if hostile, Int.random(in: 0..<5, using: &rng) == 0 {
            return [Double.nan, .infinity, -.infinity, -3, -0.5, 1e308, .leastNonzeroMagnitude].randomElement(using: &rng)!
        }
        return Double(Int.random(in: 0...6, using: &rng)) / (Bool.random(using: &rng) ? 1 : 2)
    }

    private static func size(_ rng: inout SeededGenerator, _ hostile: Bool) -> Double {
        if hostile, Int.random(in: 0..<5, using: &rng) == 0 {
            return [Double.nan, .infinity, -.infinity, -3, 1e300].randomElement(using: &rng)!
        }
        return Double(Int.random(in: 1...40, using: &rng)) / 4
    }

    /// A random rect somewhere over (and a little around) content of the given size.
    static func rect(_ rng: inout SeededGenerator, over size: Size) -> Rect {
        let x = Double.random(in: -5...(size.width + 5), using: &rng)
        let y = Double.random(in: -5...(size.height + 5), using: &rng)
        return Rect(x: x, y: y, width: Double.random(in: 0...(size.width + 10), using: &rng),
                    height: Double.random(in: 0...30, using: &rng))
    }

    /// Every layout over one data source.
    static func layouts(_ data: TestDataSource, defaults: SectionStyle = SectionStyle()) -> [SectionedLayout] {
        [WaterfallLayout(dataSource: data, defaults: defaults), TagLayout(dataSource: data, defaults: defaults),
         GridLayout(dataSource: data, defaults: defaults)]
    }

    /// A fresh layout of the same kind and options over `data`.
    static func sibling(of layout: SectionedLayout, _ data: TestDataSource) -> SectionedLayout {
        let copy: SectionedLayout
        switch layout {
        case is WaterfallLayout: copy = WaterfallLayout(dataSource: data, defaults: layout.defaults)
        case is TagLayout: copy = TagLayout(dataSource: data, defaults: layout.defaults)
        default: copy = GridLayout(dataSource: data, defaults: layout.defaults)
        }
        copy.direction = layout.direction
        copy.scrollDirection = layout.scrollDirection
        copy.sectionHeadersPinToVisibleBounds = layout.sectionHeadersPinToVisibleBounds
        return copy
    }
}

/// The sections and items of a collection view at one moment, as UIKit's
/// `NSDiffableDataSourceSnapshot`: identifiers in order, which a
/// `UICollectionViewDiffableDataSource` turns into the collection view's counts.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(Array(0..<94))
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// Like UIKit's, it traps on a duplicate identifier and on items appended with no section.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var sections: [SectionIdentifierType] = []
    private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    private var reloaded: Set<ItemIdentifierType> = []

    /// An empty snapshot.
    public init() {}

    /// The number of items in every section.
    public var numberOfItems: Int { sectionOfItem.count }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }

    /// The items reloaded since the snapshot was made.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { itemIdentifiers.filter(reloaded.contains) }

    /// The number of items in `identifier`'s section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The items of `identifier`'s section, in order; traps on a section not in the snapshot.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        precondition(items[identifier] != nil, "Invalid section identifier: the snapshot has no section \(identifier)")
        return items[identifier]!
    }

    /// The section holding `identifier`, nil when no section does.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The place of `identifier` among every item, nil when it is not in the snapshot.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    /// The place of `identifier` among the sections, nil when it is not in the snapshot.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex(of: identifier)
    }

    /// Appends `identifiers` to `sectionIdentifier`'s section, or to the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sections.last else {
            preconditionFailure("There are currently no sections in the data source. Please add a section first.")
        }
        precondition(items[section] != nil, "Invalid section identifier: the snapshot has no section \(section)")
        adopt(identifiers, in: section)
        items[section]! += identifiers
    }

    /// Inserts `identifiers` before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, after: false)
    }

    /// Inserts `identifiers` after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, after: true)
    }

    /// Deletes `identifiers` (those in the snapshot).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        for identifier in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: identifier) else { continue }
            items[section]?.removeAll { doomed.contains($0) }
        }
        reloaded.subtract(doomed)
    }

    /// Deletes every item and section.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves `identifier` before `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insertItems([identifier], beforeItem: toIdentifier)
    }

    /// Moves `identifier` after `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insertItems([identifier], afterItem: toIdentifier)
    }

    /// Marks `identifiers` as reloaded.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloaded.formUnion(identifiers.filter { sectionOfItem[$0] != nil })
    }

    /// Marks `identifiers` as reconfigured (the same as reloaded, for counts).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reloadItems(identifiers)
    }

    /// Appends sections.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        adopt(sections: identifiers)
        sections += identifiers
    }

    /// Inserts sections before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let at = sections.firstIndex(of: toIdentifier) else { preconditionFailure("Invalid section identifier: \(toIdentifier)") }
        adopt(sections: identifiers)
        sections.insert(contentsOf: identifiers, at: at)
    }

    /// Inserts sections after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let at = sections.firstIndex(of: toIdentifier) else { preconditionFailure("Invalid section identifier: \(toIdentifier)") }
        adopt(sections: identifiers)
        sections.insert(contentsOf: identifiers, at: at + 1)
    }

    /// Deletes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            for item in items.removeValue(forKey: section) ?? [] {
                sectionOfItem[item] = nil
                reloaded.remove(item)
            }
        }
        let doomed = Set(identifiers)
        sections.removeAll { doomed.contains($0) }
    }

    /// Moves section `identifier` before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        sections.removeAll { $0 == identifier }
        sections.insert(identifier, at: sections.firstIndex(of: toIdentifier) ?? sections.endIndex)
    }

    /// Moves section `identifier` after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        sections.removeAll { $0 == identifier }
        sections.insert(identifier, at: sections.firstIndex(of: toIdentifier).map { $0 + 1 } ?? sections.endIndex)
    }

    /// Marks sections as reloaded (nothing changes in the counts).
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}

    /// Marks sections as reconfigured (nothing changes in the counts).
    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) {}

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        guard let section = sectionOfItem[anchor], let at = items[section]?.firstIndex(of: anchor) else {
            preconditionFailure("Invalid item identifier specified for insert: \(anchor)")
        }
        adopt(identifiers, in: section)
        items[section]!.insert(contentsOf: identifiers, at: after ? at + 1 : at)
    }

    private mutating func adopt(_ identifiers: [ItemIdentifierType], in section: SectionIdentifierType) {
        for identifier in identifiers {
            precondition(sectionOfItem[identifier] == nil, "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(identifier)")
            sectionOfItem[identifier] = section
        }
    }

    private mutating func adopt(sections identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            precondition(items[identifier] == nil, "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(identifier)")
            items[identifier] = []
        }
    }
}

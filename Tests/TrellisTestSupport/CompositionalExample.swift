/// The compositional spec that issue 18 gives as its example, shared by the decoder's tests and
/// the commands' end-to-end tests so the two pin the same text: a horizontal group 6 high of a
/// half-width cell (inset 1 on each side) beside a vertical column of half-height cells, with a
/// header and a footer of 1, insets 1 and 2, and one item per title.
///
/// ```swift
/// let json = CompositionalExample.json(titles: ["a", "b"])
/// ```
public enum CompositionalExample {
    /// The example spec's text with an item titled by each of `titles`, in order.
    public static func json(titles: [String]) -> String {
        let items = titles.map { #"{"title": "\#($0)"}"# }.joined(separator: ", ")
        return """
        {"layout": "compositional",
         "sections": [{
           "group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 6},
                     "subitems": [{"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1},
                                   "insets": {"top": 0, "left": 1, "bottom": 0, "right": 1}},
                                  {"axis": "vertical", "width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1},
                                   "subitems": [{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 0.5}}]}],
                     "interItemSpacing": 0},
           "interGroupSpacing": 1, "inset": {"top": 1, "left": 2, "bottom": 1, "right": 2},
           "scrolling": "none", "header": 1, "footer": 1,
           "items": [\(items)]
         }]}

        """
    }

    /// Issue 23's mistake: a horizontal group (`fractionalWidth` 1, `absolute` 4,
    /// `interItemSpacing` 1) of a 0.6 hero beside a vertical 0.4 group of two 0.5-high items,
    /// which never fits (`0.6·W + 1 + 0.4·W > W`); six items. The pair's slot is on line 9, column 11.
    public static let heroBesidePair = """
        {
          "layout": "compositional",
          "sections": [
            {
              "items": [{}, {}, {}, {}, {}, {}],
              "group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 4}, "interItemSpacing": 1,
                "subitems": [
                  {"width": {"fractionalWidth": 0.6}, "height": {"fractionalHeight": 1}},
                  {"axis": "vertical", "width": {"fractionalWidth": 0.4}, "height": {"fractionalHeight": 1},
                   "subitems": [{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 0.5}}]}
                ]}
            }
          ]
        }
        """
}

extension BidirectionalCollection {
    /// What `prefix`, `suffix`, `dropFirst` or `dropLast` (named by `method`) keeps of the
    /// collection: one rule for a widget's arrays and strings alike.
    func cut(_ method: String, _ count: Int) -> SubSequence {
        switch method {
        case "prefix": prefix(count)
        case "suffix": suffix(count)
        case "dropFirst": dropFirst(count)
        default: dropLast(count)
        }
    }
}

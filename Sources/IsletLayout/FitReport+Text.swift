extension FitReport {
    /// The report as lines for a person, after the board `islet render` prints and under the
    /// previewer's `b` board: the texts a phone cuts, the texts only the terminal's cells cut,
    /// then a warning for each symbol name islet does not know and each
    /// `forEach` the view limit cut short, and each place of the widget's Swift islet could not
    /// draw (the previewer says those in its log instead).
    public func text(on place: String, unknownSymbols: [UnknownSymbol] = [], leftOut: [LeftOutElements] = [], notDrawn: [String] = []) -> String {
        let cuts = Self.warnings(
            terminalCuts, heading: "\(terminalCuts.count) text\(terminalCuts.count == 1 ? "" : "s") the phone shows whole, cut short with \"…\": "
                + "a line has more letters than its region has cells", title: "Terminal only"
        )
        let warnings = Self.warnings(unknownSymbols, heading: "\(unknownSymbols.count) name\(unknownSymbols.count == 1 ? "" : "s") islet does not know", title: "Symbols")
            + Self.warnings(leftOut, heading: "\(leftOut.count) forEach\(leftOut.count == 1 ? "" : "es") cut short", title: "Views")
            + Self.warnings(notDrawn, heading: "\(notDrawn.count) place\(notDrawn.count == 1 ? "" : "s") in the Swift islet could not draw, drawn as placeholders", title: "Not drawn")
        guard !entries.isEmpty else { return "\nFit on \(place): all text fits.\n" + cuts + warnings }
        return "\nFit on \(place): \(entries.count) text\(entries.count == 1 ? "" : "s") would be cut\n"
            + entries.map { "  ! \($0)\n" }.joined() + cuts + warnings
    }

    /// A titled block of warnings, one a line, or nothing when there are none.
    private static func warnings(_ items: [some CustomStringConvertible], heading: String, title: String) -> String {
        items.isEmpty ? "" : "\n\(title): \(heading)\n" + items.map { "  ! \($0)\n" }.joined()
    }
}

extension FitReport {
    /// The report as lines for a person, after the board `islet render` prints and under the
    /// previewer's `b` board, then a warning for each symbol name islet does not know (the
    /// previewer says those in its log instead).
    public func text(on device: DeviceProfile, unknownSymbols: [UnknownSymbol] = []) -> String {
        let symbols = unknownSymbols.map { "  ! \($0)\n" }.joined()
        let warnings = symbols.isEmpty ? "" : "\nSymbols: \(unknownSymbols.count) name\(unknownSymbols.count == 1 ? "" : "s") islet does not know\n" + symbols
        guard !entries.isEmpty else { return "\nFit on \(device.name): all text fits.\n" + warnings }
        return "\nFit on \(device.name): \(entries.count) text\(entries.count == 1 ? "" : "s") would be cut\n"
            + entries.map { "  ! \($0)\n" }.joined() + warnings
    }
}

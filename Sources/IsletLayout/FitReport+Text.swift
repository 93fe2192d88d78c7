extension FitReport {
    /// The report as lines for a person, after the board `islet render` prints and under the
    /// previewer's `b` board.
    public func text(on device: DeviceProfile) -> String {
        guard !entries.isEmpty else { return "\nFit on \(device.name): all text fits.\n" }
        return "\nFit on \(device.name): \(entries.count) text\(entries.count == 1 ? "" : "s") would be cut\n"
            + entries.map { "  ! \($0)\n" }.joined()
    }
}

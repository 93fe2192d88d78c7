import IsletViews

/// The block under `islet render`'s board that lists every read of the App Group the widget's
/// Swift made while drawing this data: each `UserDefaults` suite and key, each container file,
/// and what it read as when `--defaults` or `--files` did not supply it, so a person knows
/// what to give. Empty for a layout file, or a widget that reads nothing.
public enum AppGroupReport {
    /// `reads` are the board's own (`LaidOutSurface.appGroupReads(in:)`): the regions are not run again.
    public static func text(_ reads: [(read: AppGroupRead, supplied: Bool)]) -> String {
        guard !reads.isEmpty else { return "" }
        let missing = reads.filter { !$0.supplied && $0.read.refusal == nil }.count
        let refused = reads.filter { !$0.supplied && $0.read.refusal != nil }.count
        var hint = missing == 0 && refused == 0 ? "all supplied" : ""
        if missing > 0 { hint = "\(missing) not supplied: give \(missing == 1 ? "it" : "them") with --defaults FILE or --files DIR" }
        if refused > 0 { hint += (hint.isEmpty ? "" : "; ") + "\(refused) in --files but not read" }
        let heading = "\(reads.count) read\(reads.count == 1 ? "" : "s") of the App Group while rendering, \(hint)"
        return "\nApp Group: \(heading)\n" + reads.map { "  \($0.supplied ? "-" : "!") \($0.read.report(supplied: $0.supplied))\n" }.joined()
    }
}

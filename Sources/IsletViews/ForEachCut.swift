import IsletInput

/// A `forEach` the resolver stopped early because its region reached
/// `ViewLimits.viewsPerSurface`: the data asked for more than the surface shows, and the
/// person should be told rather than left to count rows.
public struct ForEachCut: Equatable, Sendable {
    /// The layout file path of the `forEach`.
    public let path: JSONPath
    /// Elements whose views were made (the last may be only partly shown).
    public let shown: Int
    /// Elements the data holds.
    public let total: Int

    public init(path: JSONPath, shown: Int, total: Int) {
        self.path = path
        self.shown = shown
        self.total = total
    }
}

import IsletViews

extension LibraryContext {
    /// `.contentMargins(_ edges: = .all, _ length:, for: mode)` on a `DynamicIsland`: kept on the
    /// island as one field per mode and edge (`contentMargins.expanded.leading`), a later call
    /// overriding an earlier one's edges, for `margins(for:of:)` to read back.
    func islandMargins(_ arguments: [ScriptElement], into island: inout ScriptInstance) {
        let unlabelled = arguments.filter { $0.label == nil }.map(\.value)
        guard let mode = argument("for", arguments).flatMap(symbolName), let length = unlabelled.last?.number, length.isFinite, length >= 0 else { return }
        let edges = unlabelled.count > 1 ? edges(of: unlabelled[0]) : ["top", "leading", "bottom", "trailing"]
        for edge in edges { island.fields["contentMargins.\(mode).\(edge)"] = .double(length) }
    }

    /// The content margins `islandMargins` kept on `island` for `mode`.
    func margins(for mode: String, of island: ScriptInstance) -> ContentMargins {
        var margins = ContentMargins()
        for edge in ["top", "leading", "bottom", "trailing"] {
            if let length = island.fields["contentMargins.\(mode).\(edge)"]?.number { _ = margins.set(edge, length) }
        }
        return margins
    }
}

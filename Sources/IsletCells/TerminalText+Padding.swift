extension TerminalText {
    /// Which side of a padded text the spaces go.
    public enum PaddingEdge: Sendable {
        /// Spaces after the text: a left-aligned column.
        case trailing
        /// Spaces before the text: a right-aligned column of figures.
        case leading
    }

    /// `text` with spaces up to `width` cells, measured with the one width table, so columns of
    /// names, keys and figures line up whatever the text holds (a `count` of characters would
    /// misalign after an emoji or a combining mark). Text already as wide is returned as it is.
    public static func padded(_ text: String, toWidth width: Int, spacesOn edge: PaddingEdge = .trailing) -> String {
        let spaces = String(repeating: " ", count: max(0, width - self.width(text)))
        return edge == .trailing ? text + spaces : spaces + text
    }
}

import SwiftSyntax

/// Characters the lexer could not read (a control character, a stray byte-order mark, a
/// replacement character from bytes that were not UTF-8), which it keeps as "unexpected text"
/// trivia. swift-syntax's diagnostics generator traps on some of them (one before `=` asks for a
/// Fix-It with no change, "A Fix-It must have at least one change"), so they are reported here
/// and replaced by as many spaces before that generator runs; positions, lines and columns stay
/// the same.
final class InvalidCharacters: SyntaxRewriter {
    /// Where each invalid character starts.
    private(set) var positions: [AbsolutePosition] = []

    /// Whether the token before had unexpected text in its trailing trivia: the lexer then notes
    /// on this one (an `=` "must have consistent whitespace on both sides") with an empty Fix-It.
    private var afterInvalid = false

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        let leading = cleaned(token.leadingTrivia, startingAt: token.position)
        let trailing = cleaned(token.trailingTrivia, startingAt: token.endPositionBeforeTrailingTrivia)
        defer { afterInvalid = trailing != nil }
        guard leading != nil || trailing != nil || afterInvalid else { return token }
        // A new token: the lexer's note about the text is dropped with it, or the generator would
        // ask for a Fix-It changing text that is no longer there.
        return TokenSyntax(
            token.tokenKind, leadingTrivia: leading ?? token.leadingTrivia, trailingTrivia: trailing ?? token.trailingTrivia, presence: token.presence
        )
    }

    /// The trivia with unexpected text turned into spaces, or nil when it holds none.
    private func cleaned(_ trivia: Trivia, startingAt start: AbsolutePosition) -> Trivia? {
        var offset = 0
        var changed = false
        var pieces: [TriviaPiece] = []
        for piece in trivia {
            if case .unexpectedText(let text) = piece, !text.contains(where: \.isNewline) {
                positions.append(start.advanced(by: offset))
                pieces.append(.spaces(text.utf8.count))
                changed = true
            } else {
                pieces.append(piece)
            }
            offset += piece.sourceLength.utf8Length
        }
        return changed ? Trivia(pieces: pieces) : nil
    }
}

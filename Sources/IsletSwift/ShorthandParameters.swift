import SwiftSyntax

/// The shorthand parameters (`$0`, `$1`) a closure without a signature names, outside the
/// closures nested in it: Swift gives such a closure as many parameters as the highest one
/// names, so `zip(a, b).map { $0 + $1 }` takes each pair apart where `{ $0 }` keeps it whole.
final class ShorthandParameters: SyntaxVisitor {
    private var highest = -1

    /// The names a closure's shorthand parameters take, `$0` up to the highest its statements
    /// use; empty when they use none but `$0` (one parameter, a pair kept whole).
    static func names(in closure: ClosureExprSyntax) -> [String] {
        let visitor = ShorthandParameters(viewMode: .sourceAccurate)
        visitor.walk(closure.statements)
        return visitor.highest < 1 ? [] : (0...visitor.highest).map { "$\($0)" }
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .dollarIdentifier(let text) = token.tokenKind, let position = Int(text.dropFirst()) { highest = max(highest, position) }
        return .visitChildren
    }
}

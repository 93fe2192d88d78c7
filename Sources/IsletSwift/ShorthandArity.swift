import SwiftSyntax

/// The arity Swift gives a closure written without a parameter list: the highest `$n` its
/// body names, plus one (0 when it names none). Closures nested in it count for themselves,
/// so `{ $0.items.map { $0 * 2 } }` takes one. A call is resolved against this arity, so
/// `sorted { $0 < $1 }` binds a two-parameter function and `map { $0 + $1 }` fits no overload.
final class ShorthandArity: SyntaxVisitor {
    private var highest = -1

    /// The arity of `closure`'s body.
    static func of(_ closure: ClosureExprSyntax) -> Int {
        let visitor = ShorthandArity(viewMode: .sourceAccurate)
        visitor.walk(closure.statements)
        return visitor.highest + 1
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if case .dollarIdentifier(let text) = node.baseName.tokenKind, let position = Int(text.dropFirst()) {
            highest = max(highest, position)
        }
        return .skipChildren
    }
}

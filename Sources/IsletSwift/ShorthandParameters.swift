import SwiftSyntax

/// The shorthand parameters (`$0`, `$1`) a closure without a signature names, outside the
/// closures nested in it (they count for themselves): Swift gives such a closure as many
/// parameters as the highest one names, plus one. So `zip(a, b).map { $0 + $1 }` takes each pair
/// apart where `{ $0 }` keeps it whole, `sorted { $0 < $1 }` binds a two-parameter function, and
/// a call is resolved against that arity.
final class ShorthandParameters: SyntaxVisitor {
    private var highest = -1

    /// The names a closure's shorthand parameters take, `$0` up to the highest its statements
    /// use; empty when they use none but `$0` (one parameter, a pair kept whole).
    static func names(in closure: ClosureExprSyntax) -> [String] {
        let highest = highest(in: closure)
        return highest < 1 ? [] : (0...highest).map { "$\($0)" }
    }

    /// The arity of a closure whose body names at most `$0`: 1 when it names `$0`, else 0.
    static func arity(of closure: ClosureExprSyntax) -> Int {
        highest(in: closure) + 1
    }

    /// The highest `$n` the closure's own statements name, or -1 when they name none.
    private static func highest(in closure: ClosureExprSyntax) -> Int {
        let visitor = ShorthandParameters(viewMode: .sourceAccurate)
        visitor.walk(closure.statements)
        return visitor.highest
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .dollarIdentifier(let text) = token.tokenKind, let position = Int(text.dropFirst()) { highest = max(highest, position) }
        return .visitChildren
    }
}

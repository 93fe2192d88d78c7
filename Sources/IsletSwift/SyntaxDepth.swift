import SwiftSyntax

/// How deep a parsed tree goes, measured without recursing: the parser builds chains such as
/// `a.b.b.b…`, `f()()()…`, `x!!!…` or ten thousand chained modifiers in a loop, and folding
/// `1 + 1 + 1 …` makes one node per operator, so a tree can be far deeper than the brackets
/// that `NestingScan` counts. swift-syntax's own walks (a node's first token, the folding) and
/// the lowering recurse once per level, so a tree deeper than `deepest` is refused before any of
/// them sees it (docs/DECISIONS.md, "Fuzzing").
enum SyntaxDepth {
    /// Levels of syntax, counting each operator of a sequence as one; the widgets of
    /// `samples/` reach about 60.
    static let deepest = 600

    /// The first node deeper than `deepest`, as a UTF-8 offset, and why; nil when the tree is
    /// shallow enough to walk.
    static func problem(in tree: some SyntaxProtocol) -> (offset: Int, reason: String)? {
        var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = pending.popLast() {
            guard depth <= deepest else {
                return (node.position.utf8Offset, "nested more than \(deepest) levels of syntax deep (calls, closures, members or operators chained), which islet does not read")
            }
            let inner = depth + 1 + (node.as(SequenceExprSyntax.self).map { $0.elements.count / 2 } ?? 0)
            for child in node.children(viewMode: .sourceAccurate) { pending.append((child, inner)) }
        }
        return nil
    }
}

@_spi(RawSyntax) import SwiftSyntax

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
    /// shallow enough to walk. It walks the raw nodes, adding up their lengths for the offset:
    /// every file is walked once, and making a `Syntax` of each child is a part of parsing's
    /// own cost (docs/DECISIONS.md, "The helper's start and its two threads"). The children are those
    /// `children(viewMode: .sourceAccurate)` gives, in the same order.
    static func problem(in tree: some SyntaxProtocol) -> (offset: Int, reason: String)? {
        var pending: [(node: RawSyntax, offset: Int, depth: Int)] = [(Syntax(tree).raw, tree.position.utf8Offset, 0)]
        while let (node, offset, depth) = pending.popLast() {
            guard depth <= deepest else {
                return (offset, "nested more than \(deepest) levels of syntax deep (calls, closures, members or operators chained), which islet does not read")
            }
            guard let layout = node.layoutView else { continue }
            let inner = depth + 1 + (RawSequenceExprSyntax(node).map { $0.elements.layoutView.children.count / 2 } ?? 0)
            var childOffset = offset
            for child in layout.children {
                guard let child else { continue }
                if SyntaxTreeViewMode.sourceAccurate.shouldTraverse(node: child) { pending.append((child, childOffset, inner)) }
                childOffset += child.byteLength
            }
        }
        return nil
    }
}

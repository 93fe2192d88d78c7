import IsletInput

/// The limits on a layout's view trees (docs/DECISIONS.md, "Limits"): how deep views nest and
/// how many a surface may show once `forEach` and `switch` are expanded. Both keep the work of
/// one frame, and the stack the recursive passes need, bounded whatever a layout or a payload
/// holds.
public enum ViewLimits {
    /// Views nested deeper than this are a layout error. Real widgets nest a handful of stacks;
    /// every pass over a tree (reading, resolving, measuring, placing, painting) recurses once a
    /// level, and this keeps that recursion far from any thread's stack size.
    public static let deepestNesting = 64
    /// Views one surface (the lock screen, a compact island's two sides, the expanded island's
    /// four regions) may show. A lock-screen card is about 160 pt tall: a thousand views is far
    /// past anything legible on it, and laying out a thousand takes well under a millisecond.
    public static let viewsPerSurface = 1000

    /// The views `node` expands to as far as the layout alone decides: every case of a
    /// `cases(...)` loop, the larger branch of an `if` or `switch`, one element for a loop over
    /// an array (the data decides the rest, and the resolver stops at the limit). Saturates
    /// rather than overflowing. A `background` or `overlay` view counts with the view it decorates.
    static func count(_ node: ViewNode) -> Int {
        node.modifiers.layers.reduce(contentCount(node)) { saturatingSum($0, count($1.content)) }
    }

    private static func contentCount(_ node: ViewNode) -> Int {
        switch node.content {
        case .text, .runs, .image, .picture, .spacer, .progress, .timerProgress, .timer, .gauge, .shape, .mark, .color, .divider:
            return 1
        case .chart(let chart):
            return chart.marks.reduce(1) { saturatingSum($0, count($1)) }
        case .stack(_, let children, _, _), .firstFitting(let children, _):
            return children.reduce(1) { saturatingSum($0, count($1)) }
        case .link(_, let content):
            return count(content)
        case .conditional(_, let then, let otherwise):
            return max(count(then), otherwise.map(count) ?? 0)
        case .switchOn(_, let cases, let fallback):
            return cases.reduce(fallback.map(count) ?? 0) { max($0, count($1.content)) }
        case .forEach(let source, _, let content):
            let times = if case .caseList(let schema) = source { schema.rawValues.count } else { 1 }
            let (product, overflow) = times.multipliedReportingOverflow(by: count(content))
            return overflow ? Int.max : product
        }
    }

    /// Refuses a surface whose views can exceed `viewsPerSurface`, naming the innermost view
    /// that alone expands past it (the place to change), or the surface's own path.
    static func check(_ nodes: [ViewNode], surface path: JSONPath) throws(InputError) {
        let total = nodes.reduce(0) { saturatingSum($0, count($1)) }
        guard total > viewsPerSurface else { return }
        var culprit: ViewNode? = nodes.first { count($0) > viewsPerSurface }
        while let node = culprit, let inner = children(of: node).first(where: { count($0) > viewsPerSurface }) {
            culprit = inner
        }
        let views = culprit.map(count) ?? total
        let amount = views == Int.max ? "more views than can be counted" : "up to \(views) views"
        throw InputError(
            path: culprit?.path ?? path,
            "this expands to \(amount); the limit is \(viewsPerSurface) views a surface (a forEach multiplies its content by the cases it walks)"
        )
    }

    private static func children(of node: ViewNode) -> [ViewNode] {
        node.modifiers.layers.map(\.content) + contentChildren(of: node)
    }

    private static func contentChildren(of node: ViewNode) -> [ViewNode] {
        switch node.content {
        case .text, .runs, .image, .picture, .spacer, .progress, .timerProgress, .timer, .gauge, .shape, .mark, .color, .divider: []
        case .chart(let chart): chart.marks
        case .stack(_, let children, _, _), .firstFitting(let children, _): children
        case .link(_, let content), .forEach(_, _, let content): [content]
        case .conditional(_, let then, let otherwise): [then] + (otherwise.map { [$0] } ?? [])
        case .switchOn(_, let cases, let fallback): cases.map(\.content) + (fallback.map { [$0] } ?? [])
        }
    }

    private static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }
}

import IsletViews

/// A resolved view wrapped for one layout pass, remembering the sizes it answered. A stack asks
/// each child for its size at zero, at infinity and at its share, and every enclosing stack
/// asks again, so without this the work grows exponentially with nesting depth.
final class LayoutNode {
    /// What a stack needs to know of a child without copying its view.
    enum Kind {
        case spacer, empty, other
    }

    let view: ResolvedView
    let children: [LayoutNode]
    let kind: Kind
    /// The view's frame and padding, read on every measurement without copying the view.
    let frame: FrameSpec?
    let padding: EdgeInsets?
    /// Answers so far; a node is asked only a handful of proposals, so a list beats hashing.
    private var answers: [(proposal: ProposedSize, size: Size)] = []
    private var unframedNode: LayoutNode?

    init(_ view: ResolvedView) {
        self.view = view
        kind = Self.kind(of: view)
        frame = view.frame
        padding = view.padding
        if case .stack(_, let children, _, _) = view.content {
            self.children = children.map(LayoutNode.init)
        } else {
            self.children = []
        }
    }

    private init(view: ResolvedView, children: [LayoutNode]) {
        self.view = view
        self.children = children
        kind = Self.kind(of: view)
        frame = view.frame
        padding = view.padding
    }

    private static func kind(of view: ResolvedView) -> Kind {
        switch view.content {
        case .spacer: .spacer
        case .empty: .empty
        default: .other
        }
    }

    /// The size for `proposal`, computed once per pass.
    func size(for proposal: ProposedSize, compute: (LayoutNode) -> Size) -> Size {
        for answer in answers where answer.proposal == proposal { return answer.size }
        let size = compute(self)
        answers.append((proposal, size))
        return size
    }

    /// The same node without its frame, sharing its children: what the frame wraps.
    var unframed: LayoutNode {
        if let unframedNode { return unframedNode }
        var view = self.view
        view.frame = nil
        let node = LayoutNode(view: view, children: children)
        unframedNode = node
        return node
    }

    var isSpacer: Bool { kind == .spacer }

    var isEmpty: Bool { kind == .empty }
}

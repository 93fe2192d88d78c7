import IsletViews

/// A resolved view wrapped for one layout pass, remembering the sizes it answered. A stack asks
/// each child for its size at zero, at infinity and at its share, and every enclosing stack
/// asks again, so without this the work grows exponentially with nesting depth.
final class LayoutNode {
    /// What a stack needs to know of a child without copying its view.
    enum Kind {
        case spacer(minLength: Double?), empty, other
    }

    let view: ResolvedView
    let children: [LayoutNode]
    /// The view's `background` and `overlay` views, in the order of `view.layers`.
    let layers: [LayoutNode]
    let kind: Kind
    /// The view's frame and padding, read on every measurement without copying the view.
    let frame: FrameSpec?
    let padding: EdgeInsets?
    /// True inside an `HStack` (directly, or through a `ZStack` in one): a divider there is a
    /// vertical line, elsewhere a horizontal one.
    let upright: Bool
    /// `.layoutPriority`: a stack offers room to higher priorities first.
    let priority: Double
    // The two memos are read on every measurement. A pass runs on one thread and a node's memo
    // is never touched while it is being filled (a node is not inside itself), so their run-time
    // exclusivity checks, a few percent of every board, are left out.
    /// Answers so far; a node is asked only a handful of proposals, so a list beats hashing.
    /// The first few are kept in the node itself: most nodes are asked no more than that in a
    /// pass, and an array of their own cost every node an allocation, its growth and its release.
    @exclusivity(unchecked) private var firstAnswers = (Answer(), Answer(), Answer(), Answer())
    @exclusivity(unchecked) private var firstAnswerCount = 0
    @exclusivity(unchecked) private var moreAnswers: [Answer] = []
    @exclusivity(unchecked) private var wrapFacts: TextFacts?
    @exclusivity(unchecked) private var shownWidths: [Double]?
    /// What this node's size depends on of the height it is offered, once a pass has worked it
    /// out (`LayoutEngine.heightUse`).
    @exclusivity(unchecked) var heightUse: HeightUse?
    /// For a text, the width it takes whole (on one line when broken in this pass, its widest
    /// phone line when it has them) and the lines that takes; read for every offer
    /// (`LayoutEngine.answerKey`). NaN: the text has no such width (a line break, a line limit).
    @exclusivity(unchecked) var wholeWidth = Double.nan
    @exclusivity(unchecked) var wholeLines = 1
    /// For a text, the lines another pass decided it shows (`RegionContent`); nil: break it here.
    var shown: ShownText?
    /// For a `ViewThatFits`, the child its placement showed: kept when the answers are
    /// forgotten, so the terminal's pass shows the child the phone chose, as it shows the
    /// phone's lines (`LayoutEngine.fittingChild`); nil: not placed yet, choose by the offer.
    var placedChoice: Int?
    private var unframedNode: LayoutNode?

    init(_ view: ResolvedView, upright: Bool = false) {
        self.view = view
        self.upright = upright
        kind = Self.kind(of: view)
        frame = view.frame
        padding = view.padding
        priority = view.layoutPriority
        switch view.content {
        case .stack(let axis, let children, _, _):
            let inner = axis == .depth ? upright : axis == .horizontal
            self.children = children.map { LayoutNode($0, upright: inner) }
        case .firstFitting(let children, _):
            self.children = children.map { LayoutNode($0, upright: upright) }
        default:
            self.children = []
        }
        layers = view.layers.isEmpty ? [] : view.layers.map { LayoutNode($0.content) }
    }

    private init(view: ResolvedView, children: [LayoutNode], upright: Bool, layers: [LayoutNode]) {
        self.view = view
        self.children = children
        self.upright = upright
        self.layers = layers
        kind = Self.kind(of: view)
        frame = view.frame
        padding = view.padding
        priority = view.layoutPriority
    }

    private static func kind(of view: ResolvedView) -> Kind {
        switch view.content {
        case .spacer(let minLength): .spacer(minLength: minLength)
        case .empty: .empty
        default: .other
        }
    }

    /// The size for the offer `key` stands for, computed once per pass.
    func size(for key: ProposalKey, compute: (LayoutNode) -> Size) -> Size {
        let inline = Self.inlineAnswers
        let found = withUnsafePointer(to: &firstAnswers) { tuple in
            tuple.withMemoryRebound(to: Answer.self, capacity: inline) { first -> Size? in
                for index in 0..<firstAnswerCount where first[index].key == key { return first[index].size }
                return nil
            }
        }
        if let found { return found }
        for answer in moreAnswers where answer.key == key { return answer.size }
        let size = compute(self)
        if firstAnswerCount < inline {
            withUnsafeMutablePointer(to: &firstAnswers) { tuple in
                tuple.withMemoryRebound(to: Answer.self, capacity: inline) { $0[firstAnswerCount] = Answer(key: key, size: size) }
            }
            firstAnswerCount += 1
        } else {
            moreAnswers.append(Answer(key: key, size: size))
        }
        return size
    }

    /// How many answers `firstAnswers` holds.
    private static let inlineAnswers = 4

    /// One offer and the size answered to it.
    private struct Answer {
        var key = ProposalKey(ProposedSize(width: nil, height: nil))
        var size = Size.zero
    }


    /// For a text, what its wrapping needs whatever it is offered, worked out on first use.
    func textFacts(_ compute: () -> TextFacts) -> TextFacts {
        if let wrapFacts { return wrapFacts }
        let facts = compute()
        wrapFacts = facts
        return facts
    }

    /// For a text with `shown` lines, their widths, measured on first use.
    func shownLineWidths(_ compute: () -> [Double]) -> [Double] {
        if let shownWidths { return shownWidths }
        let widths = compute()
        shownWidths = widths
        return widths
    }

    /// Drops every answer of this node and the nodes inside it, so a pass with other metrics
    /// can use the tree (`RegionContent` measures it for the phone, then the terminal lays it out).
    func forgetAnswers() {
        firstAnswerCount = 0
        moreAnswers.removeAll(keepingCapacity: true)
        wrapFacts = nil
        shownWidths = nil
        heightUse = nil
        wholeWidth = .nan
        unframedNode = nil
        for child in children { child.forgetAnswers() }
        for layer in layers { layer.forgetAnswers() }
    }

    /// The same node without its frame, sharing its children: what the frame wraps.
    var unframed: LayoutNode {
        if let unframedNode { return unframedNode }
        var view = self.view
        view.frame = nil
        let node = LayoutNode(view: view, children: children, upright: upright, layers: layers)
        node.shown = shown
        node.placedChoice = placedChoice
        unframedNode = node
        return node
    }

    var isSpacer: Bool {
        if case .spacer = kind { return true }
        return false
    }

    var isEmpty: Bool {
        if case .empty = kind { return true }
        return false
    }
}

/// A proposal as the bits of its two lengths, so the memo is searched with two integer
/// comparisons per answer. Bits can differ where values are equal (0 and -0) and agree where
/// they are not (NaN); either only misses or finds an answer the same computation would give.
struct ProposalKey: Equatable {
    let width: UInt64
    let height: UInt64

    /// A NaN that no arithmetic produces stands for "unspecified".
    private static let unspecified: UInt64 = 0x7FF0_0000_0000_0ACE

    /// A signaling NaN (no arithmetic makes one) with a payload bit that `unspecified` leaves
    /// clear: a height reduced to what a node tells apart (`HeightUse`), in its low bits.
    static let reducedHeight: UInt64 = 0xFFF4_0000_0000_0000

    init(_ proposal: ProposedSize) {
        width = proposal.width?.bitPattern ?? Self.unspecified
        height = proposal.height?.bitPattern ?? Self.unspecified
    }

    init(width: Double?, heightBits: UInt64) {
        self.init(widthBits: width?.bitPattern ?? Self.unspecified, heightBits: heightBits)
    }

    init(widthBits: UInt64, heightBits: UInt64) {
        width = widthBits
        height = heightBits
    }
}

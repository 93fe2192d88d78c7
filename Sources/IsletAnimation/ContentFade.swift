import IsletCells
import IsletLayout
import IsletViews

/// Fading and moving laid-out content. Laid-out values are immutable, so a frame is built from
/// modified copies; these helpers keep that copying in one place.
extension PlacedView {
    /// Below this opacity content is left out rather than drawn almost invisibly: a terminal
    /// without colour (`NO_COLOR`, monochrome) would otherwise show it at full strength.
    static let visibleOpacity = 0.2

    /// A copy with the given parts replaced.
    func with(
        view: ResolvedView? = nil, lines: [String]? = nil, children: [PlacedView]? = nil, backgrounds: [PlacedView]? = nil, overlays: [PlacedView]? = nil
    ) -> PlacedView {
        PlacedView(
            view: view ?? self.view, frame: frame, contentFrame: contentFrame, lines: lines ?? self.lines,
            isTruncated: isTruncated, naturalWidth: naturalWidth, children: children ?? self.children, isUpright: isUpright,
            backgrounds: backgrounds ?? self.backgrounds, overlays: overlays ?? self.overlays
        )
    }

    /// The opacity from which a view whose glyphs keep their own colours is drawn, whole, in a
    /// fade: half way, so a colour emoji, which a terminal cannot fade, leaves at the midpoint of
    /// a fade out and arrives at the midpoint of a fade in, with the text around it half faded.
    static let wholeGlyphOpacity = 0.5

    /// This view's own content (not its children's) at `alpha` of its opacity, so its colours
    /// blend toward what is behind it; left out when that is too faint to see. A view showing
    /// colour emoji cannot be part faded: it is drawn whole from `wholeFrom` and left out below.
    func fadingSelf(_ alpha: Double, wholeFrom: Double = wholeGlyphOpacity) -> PlacedView {
        var view = view
        let keepsOwnColours = showsColourEmoji
        if alpha < (keepsOwnColours ? wholeFrom : Self.visibleOpacity) {
            view.content = .empty
            view.style.background = nil
            return with(view: view, lines: [])
        }
        guard alpha < 1, !keepsOwnColours else { return self }
        view.style.opacity *= alpha
        view.style.background = view.style.background.map { $0.withOpacity($0.opacity * alpha) }
        return with(view: view)
    }

    /// This view and everything inside it, its layers too, at `alpha` of their opacity.
    func fading(_ alpha: Double, wholeFrom: Double = wholeGlyphOpacity) -> PlacedView {
        fadingSelf(alpha, wholeFrom: wholeFrom).with(
            children: children.map { $0.fading(alpha, wholeFrom: wholeFrom) }, backgrounds: backgrounds.map { $0.fading(alpha, wholeFrom: wholeFrom) },
            overlays: overlays.map { $0.fading(alpha, wholeFrom: wholeFrom) }
        )
    }

    /// Whether this view's own content draws a colour emoji (Emoji_Presentation), which the
    /// terminal paints in its own colours whatever the foreground, or an image's pixels, which
    /// cannot be dimmed either.
    var showsColourEmoji: Bool {
        func isEmoji(_ text: String) -> Bool {
            !text.utf8.allSatisfy { $0 < 0x80 } && text.unicodeScalars.contains { $0.properties.isEmojiPresentation }
        }
        switch view.content {
        case .text: return lines.contains(where: isEmoji)
        case .symbol(_, let glyph): return isEmoji(glyph.text)
        case .placeholder(let name, _): return isEmoji(name)
        case .picture: return true
        case .stack, .spacer, .bar, .gauge, .empty, .shape, .chart, .mark, .color, .divider, .geometry, .firstFitting: return false
        }
    }

    /// The same view `dx` points to the right.
    func shifted(by dx: Double) -> PlacedView {
        PlacedView(
            view: view, frame: frame.offsetBy(dx: dx, dy: 0), contentFrame: contentFrame.offsetBy(dx: dx, dy: 0), lines: lines,
            isTruncated: isTruncated, naturalWidth: naturalWidth, children: children.map { $0.shifted(by: dx) }, isUpright: isUpright,
            backgrounds: backgrounds.map { $0.shifted(by: dx) }, overlays: overlays.map { $0.shifted(by: dx) }
        )
    }
}

extension LaidOutRegion {
    /// A copy showing `placed` instead.
    func with(placed: PlacedView) -> LaidOutRegion {
        LaidOutRegion(name: name, cells: cells, placed: placed, phoneSize: phoneSize, background: background, margins: margins)
    }

    /// The same region and content `columns` to the right.
    func shifted(by columns: Int, projection: CellProjection) -> LaidOutRegion {
        guard columns != 0 else { return self }
        var moved = cells
        moved.column += columns
        return LaidOutRegion(
            name: name, cells: moved, placed: placed.shifted(by: Double(columns) * projection.columnPoints),
            phoneSize: phoneSize, background: background, margins: margins
        )
    }
}

extension Color {
    /// The colour `fraction` of the way from this one to `other`, opacity included: how a
    /// foreground changes colour, or a rim takes on the keyline tint, over a transition.
    func mixed(toward other: Color, _ fraction: Double) -> Color {
        let f = min(max(fraction, 0), 1)
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * f).rounded()) }
        return Color(
            red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
            opacity: opacity + (other.opacity - opacity) * f
        )
    }
}

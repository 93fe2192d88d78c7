import IsletCells
import IsletInput
import IsletLayout
import IsletViews

/// The content of one frame of a content update (same presentation, new state), `progress`
/// (0...1, linear in time) of the way through.
///
/// Views are matched between the old and new trees by their layout path and, for views a
/// `forEach` repeats under one path, by their order. Then, as iOS does: unchanged views stay
/// still; `numericText` digits roll (`DigitRoll`); other changed text and glyphs cross-fade;
/// bars and gauges slide to their new value; a changed colour blends. A terminal cell shows
/// one glyph, so a cross-fade cannot overlap the two: the old value fades toward the
/// background, the new one replaces it at half time and brightens (`swapOpacity`).
struct ContentBlend {
    let progress: Double

    /// What a cross-fading view's opacity dips to at half time: visible, so a frame at any
    /// moment shows one of the values (and monochrome terminals switch cleanly). Colour emoji,
    /// which cannot fade, are drawn whole throughout and switch at half time with the rest.
    static let swapFloor = 0.25

    /// The opacity of whichever value is shown: 1 at both ends, `swapFloor` at half time.
    var swapOpacity: Double { Self.swapFloor + (1 - Self.swapFloor) * abs(1 - 2 * progress) }

    var showsOld: Bool { progress < 0.5 }

    /// `view`'s own content (and, `withChildren`, everything inside it) as the value on show
    /// in a cross-fade: at `swapOpacity`, colour emoji whole.
    private func swapping(_ view: PlacedView, withChildren: Bool = false) -> PlacedView {
        withChildren ? view.fading(swapOpacity, wholeFrom: Self.swapFloor) : view.fadingSelf(swapOpacity, wholeFrom: Self.swapFloor)
    }

    /// The regions of `new`, each blended with the region of the same name in `old`; regions
    /// only one side has fade out (old) or in (new).
    func regions(from old: [LaidOutRegion], to new: [LaidOutRegion]) -> [LaidOutRegion] {
        let leaving = showsOld ? old.filter { region in !new.contains { $0.name == region.name } } : []
        let staying = new.compactMap { region -> LaidOutRegion? in
            guard let previous = old.first(where: { $0.name == region.name }) else {
                return showsOld ? nil : region.with(placed: swapping(region.placed, withChildren: true))
            }
            return region.with(placed: blend(previous.placed, region.placed))
        }
        return leaving.map { $0.with(placed: swapping($0.placed, withChildren: true)) } + staying
    }

    /// A view's identity across two trees: its layout path and how many views before it, depth
    /// first, came from the same path.
    struct Key: Hashable {
        let path: JSONPath
        let occurrence: Int
    }

    /// The new tree with each view blended with its match; views only the old tree has are
    /// drawn fading out, at their old places, before the new children.
    func blend(_ old: PlacedView, _ new: PlacedView) -> PlacedView {
        let olds = old.flattened
        var index: [Key: Int] = [:]
        var seen: [JSONPath: Int] = [:]
        for (position, view) in olds.enumerated() {
            index[key(view, &seen)] = position
        }
        seen = [:]
        var matched = Array(repeating: false, count: olds.count)
        let blended = blend(new, olds: olds, index: index, seen: &seen, matched: &matched)
        guard showsOld else { return blended }
        let leaving = olds.indices.filter { !matched[$0] }.map { swapping(olds[$0].with(children: [], backgrounds: [], overlays: [])) }
        return leaving.isEmpty ? blended : blended.with(children: leaving + blended.children)
    }

    private func key(_ view: PlacedView, _ seen: inout [JSONPath: Int]) -> Key {
        let occurrence = seen[view.view.path, default: 0]
        seen[view.view.path] = occurrence + 1
        return Key(path: view.view.path, occurrence: occurrence)
    }

    private func blend(
        _ new: PlacedView, olds: [PlacedView], index: [Key: Int], seen: inout [JSONPath: Int], matched: inout [Bool]
    ) -> PlacedView {
        // Views are keyed in drawing order, the order of `olds` (`PlacedView.visit`).
        var backgrounds: [PlacedView] = []
        for layer in new.backgrounds {
            backgrounds.append(blend(layer, olds: olds, index: index, seen: &seen, matched: &matched))
        }
        let position = index[key(new, &seen)]
        if let position { matched[position] = true }
        var children: [PlacedView] = []
        for child in new.children {
            children.append(blend(child, olds: olds, index: index, seen: &seen, matched: &matched))
        }
        var overlays: [PlacedView] = []
        for layer in new.overlays {
            overlays.append(blend(layer, olds: olds, index: index, seen: &seen, matched: &matched))
        }
        guard let position else {
            return (showsOld ? new.fadingSelf(0) : swapping(new)).with(children: children, backgrounds: backgrounds, overlays: overlays)
        }
        return own(from: olds[position], to: new).with(children: children, backgrounds: backgrounds, overlays: overlays)
    }

    /// One matched view's own content at this moment (its children are blended separately).
    private func own(from old: PlacedView, to new: PlacedView) -> PlacedView {
        var view = new.view
        view.style = style(from: old.view.style, to: new.view.style)
        let eased = Easing.easeInOut(progress)
        switch (old.view.content, new.view.content) {
        case (.stack, .stack), (.spacer, .spacer), (.empty, .empty), (.divider, .divider), (.geometry, .geometry), (.mark, .mark):
            return new.with(view: view)
        case (.text, .text) where old.lines == new.lines, (.symbol, .symbol) where old.view.content == new.view.content:
            return new.with(view: view)
        case (.text, .text) where new.view.ticks:
            // A running timer ticks on its own every second; it does not animate.
            return new.with(view: view)
        case (.text, .text) where new.view.style.numericTransition:
            guard let lines = DigitRoll.lines(from: old.lines, to: new.lines, progress: progress) else { break }
            return new.with(view: view, lines: lines)
        case (.bar(let a), .bar(let b)):
            view.content = .bar(fraction: a + (b - a) * eased)
            return new.with(view: view)
        case (.gauge(let a), .gauge(let b)):
            view.content = .gauge(fraction: a + (b - a) * eased)
            return new.with(view: view)
        case (.shape(let a), .shape(let b)) where a.outline == b.outline && (a.fill == nil) == (b.fill == nil) && (a.stroke == nil) == (b.stroke == nil):
            // A ring's trim sweeps to its new value as a gauge's does; its paint blends.
            var shape = b
            shape.trim = (a.trim.lowerBound + (b.trim.lowerBound - a.trim.lowerBound) * eased)...(a.trim.upperBound + (b.trim.upperBound - a.trim.upperBound) * eased)
            if let was = a.fill, let now = b.fill { shape.fill = was.mixed(toward: now, eased) }
            if let was = a.stroke, let now = b.stroke { shape.stroke?.color = was.color.mixed(toward: now.color, eased) }
            view.content = .shape(shape)
            return new.with(view: view)
        case (.color(let a), .color(let b)):
            view.content = .color(a.mixed(toward: b, eased))
            return new.with(view: view)
        case (.placeholder, .placeholder) where old.view.content == new.view.content, (.picture, .picture) where old.view.content == new.view.content,
            (.chart, .chart) where old.view.content == new.view.content:
            return new.with(view: view)
        case (.text, _), (.symbol, _), (.picture, _), (.stack, _), (.spacer, _), (.bar, _), (.gauge, _), (.empty, _), (.shape, _), (.chart, _), (.mark, _), (.color, _),
            (.divider, _), (.placeholder, _), (.geometry, _), (.firstFitting, _):
            break  // Anything else cross-fades.
        }
        return swapping(showsOld ? old : new)
    }

    /// A changed colour blends from the old to the new; everything else is the new style.
    private func style(from old: ResolvedStyle, to new: ResolvedStyle) -> ResolvedStyle {
        guard old != new else { return new }
        let eased = Easing.easeInOut(progress)
        var style = new
        style.foreground = old.foreground.mixed(toward: new.foreground, eased)
        if let was = old.background, let now = new.background {
            style.background = was.mixed(toward: now, eased)
        }
        style.opacity = old.opacity + (new.opacity - old.opacity) * eased
        return style
    }
}

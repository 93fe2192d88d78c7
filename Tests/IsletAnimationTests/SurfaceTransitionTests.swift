import Foundation
@testable import IsletAnimation
import IsletLayout
import IsletRaster
import IsletViews
import Testing

/// The island changing presentation, appearing and leaving, on frames at chosen times.
@Suite struct SurfaceTransitionTests {
    let delivery: Bundled
    let compact: LaidOutSurface
    let expanded: LaidOutSurface

    init() throws {
        delivery = try Bundled("delivery")
        compact = try delivery.surface(.compact)
        expanded = try delivery.surface(.expanded)
    }

    var growing: SurfaceTransition { SurfaceTransition(from: compact, to: expanded, start: start, kind: .morph) }

    @Test func aMorphStartsAsTheOldSurfaceAndEndsExactlyAsTheNew() {
        #expect(growing.frame(at: at(-1), geometry: geometry) == compact)
        #expect(growing.frame(at: start, geometry: geometry) == compact)
        #expect(growing.frame(at: at(growing.duration), geometry: geometry) == expanded)
        #expect(growing.frame(at: at(60), geometry: geometry) == expanded)
    }

    @Test func whileMovingTheIslandIsBetweenAndCentredOnTheCamera() throws {
        var widths: [Int] = []
        for fraction in stride(from: 0.06, to: 0.98, by: 0.02) {
            let frame = growing.frame(at: at(fraction, of: growing), geometry: geometry)
            let shape = try #require(island(frame))
            #expect(shape.column * 2 + shape.width == frame.columns, "symmetric around the centre at \(fraction)")
            #expect((shape.width - compact.columns) % 2 == 0, "one column each side at a time")
            widths.append(shape.width)
        }
        #expect(widths.first.map { $0 > compact.columns && $0 < expanded.columns } == true)
        #expect(widths.contains { $0 > expanded.columns }, "the spring swings a little past the expanded width")
        #expect(widths.last == expanded.columns, "and has settled by the end")
        let heights = [0.15, 0.25, 0.4].map { island(growing.frame(at: at($0, of: growing), geometry: geometry))?.height ?? 0 }
        #expect(heights.allSatisfy { $0 > 3 })
    }

    /// As iOS cross-fades a morph's content, the pill is never blank: the old content fades
    /// over the first half and the new brightens over the second (an empty slab for a fifth of
    /// a second read as a glitch in `islet demo`).
    @Test func theOldContentFadesThenTheNewBrightensAndNoFrameIsBlank() throws {
        let fading = growing.frame(at: at(0.08, of: growing), geometry: geometry)
        let styles = fading.regions.flatMap { $0.placed.flattened.filter { !$0.showsColourEmoji }.map(\.view.style.opacity) }
        #expect(!styles.isEmpty && styles.allSatisfy { $0 > 0 && $0 < 1 })
        #expect(fading.regions.map(\.name) == [.compactLeading, .compactTrailing])

        for morph in [growing, SurfaceTransition(from: expanded, to: compact, start: start, kind: .morph)] {
            for fraction in stride(from: 0.0, through: 1, by: 1.0 / 30) {
                let frame = morph.frame(at: at(fraction, of: morph), geometry: geometry)
                #expect(text(frame).contains { $0.isLetter || $0.isNumber }, "content at \(fraction) of \(morph.from?.presentation ?? .compact) to \(morph.to?.presentation ?? .compact)")
            }
        }

        let arriving = growing.frame(at: at(0.9, of: growing), geometry: geometry)
        #expect(arriving.shapes == expanded.shapes)
        #expect(arriving.regions.map(\.name) == expanded.regions.map(\.name))
        let leading = try #require(arriving.regions.first)
        #expect(leading.placed.flattened.filter { !$0.showsColourEmoji }.allSatisfy { $0.view.style.opacity < 1 })
    }

    /// A colour emoji cannot fade: it leaves at the midpoint of the old content's fade and
    /// arrives at the midpoint of the new content's, rather than popping in whole at the start
    /// of the fade in, while the text beside it fades as before.
    @Test func anEmojiLeavesAndArrivesAtTheMidpointOfItsFade() {
        func view(_ text: String) -> ResolvedView { ResolvedView(content: .text(text), style: ResolvedStyle(), path: .root) }
        let pill = SurfaceLayout(geometry: geometry, cache: RenderCache().layout).compact(leading: view("🍕"), trailing: view("5m"))
        let appearing = SurfaceTransition(from: nil, to: pill, start: start, kind: .appear)
        let leaving = SurfaceTransition(from: pill, to: expanded, start: start, kind: .morph)
        func shows(_ transition: SurfaceTransition, _ fraction: Double) -> (emoji: Bool, text: Bool) {
            let shown = text(transition.frame(at: at(fraction, of: transition), geometry: geometry))
            return (shown.contains("🍕"), shown.contains("5m"))
        }
        #expect(shows(leaving, 0.2) == (true, true))
        #expect(shows(leaving, 0.3) == (false, true), "past the midpoint of the fade out the text is still there, faint")
        #expect(shows(appearing, 0.7) == (false, true), "the text fades in first")
        #expect(shows(appearing, 0.8) == (true, true), "the emoji arrives half way through the fade in")
    }

    /// Shrinking, content outside the shrinking island is not shown.
    @Test func collapsingHidesRegionsTheIslandNoLongerCovers() {
        let collapsing = SurfaceTransition(from: expanded, to: compact, start: start, kind: .morph)
        for fraction in stride(from: 0.02, to: 1, by: 0.04) {
            let frame = collapsing.frame(at: at(fraction, of: collapsing), geometry: geometry)
            for region in frame.regions {
                #expect(frame.shapes.contains { $0.cells.contains(region.cells) }, "\(region.name) at \(fraction)")
            }
        }
        #expect(collapsing.frame(at: at(0.5, of: collapsing), geometry: geometry).columns < expanded.columns)
    }

    @Test func anActivityAppearsFromTheRestingIsland() throws {
        let appearing = SurfaceTransition(from: nil, to: compact, start: start, kind: .appear)
        let resting = appearing.frame(at: start, geometry: geometry)
        #expect(resting == geometry.resting(presentation: .compact))
        #expect(resting.regions.isEmpty)
        let first = try #require(island(resting))
        let growingWidth = try #require(island(appearing.frame(at: at(0.2, of: appearing), geometry: geometry))).width
        #expect(growingWidth > first.width && growingWidth <= compact.columns + 2)
        #expect(appearing.frame(at: at(1, of: appearing), geometry: geometry) == compact)
    }

    @Test func anEndedActivityShrinksAwayAndLeavesNoIsland() throws {
        let leaving = SurfaceTransition(from: compact, to: nil, start: start, kind: .disappear)
        let resting = geometry.resting(presentation: .compact)
        let shrinking = try #require(island(leaving.frame(at: at(0.2, of: leaving), geometry: geometry)))
        #expect(shrinking.width < compact.columns && shrinking.width >= resting.columns - 2)
        let end = leaving.frame(at: at(1, of: leaving), geometry: geometry)
        #expect(end.shapes.isEmpty && end.regions.isEmpty)
        #expect(text(end).allSatisfy { $0 == "\n" || $0 == " " })
    }

    /// Two activities: the second's detached circle grows out of nothing beside the island.
    @Test func theDetachedMinimalCircleGrowsFromNothing() throws {
        let minimal = try delivery.surface(.minimal)
        let splitting = SurfaceTransition(from: compact, to: minimal, start: start, kind: .morph)
        let counts = stride(from: 0.0, through: 1, by: 0.05).map { splitting.frame(at: at($0, of: splitting), geometry: geometry).shapes.count }
        #expect(counts.first == 1 && counts.last == 2)
        #expect(splitting.frame(at: at(1, of: splitting), geometry: geometry) == minimal)
    }

    @Test func aMorphBetweenSurfacesOfOneSizeIsAContentUpdate() throws {
        let later = try delivery.surface(.compact, changing: ["driverName": .string("Sam")])
        let same = SurfaceTransition(from: compact, to: later, start: start, kind: .morph)
        #expect(same.duration == SurfaceTransition.contentDuration)
        #expect(same.frame(at: at(0.5, of: same), geometry: geometry).shapes == compact.shapes)
    }

    @Test func everyTransitionIsOverWithinTheSystemsTwoSeconds() {
        let kinds: [SurfaceTransition.Kind] = [.morph, .contentUpdate, .appear, .disappear]
        let pairs: [(LaidOutSurface?, LaidOutSurface?)] = [(compact, expanded), (compact, compact), (nil, compact), (expanded, nil)]
        for kind in kinds {
            for (from, to) in pairs {
                let transition = SurfaceTransition(from: from, to: to, start: start, kind: kind)
                #expect(transition.duration > 0.2 && transition.duration <= 2)
                #expect(transition.isFinished(at: at(2)))
            }
        }
        #expect(growing.duration == SurfaceTransition.morphDuration)
    }

    @Test func isFinishedOnlyFromTheEndOn() {
        #expect(!growing.isFinished(at: at(-1)))
        #expect(!growing.isFinished(at: start))
        #expect(!growing.isFinished(at: at(growing.duration - 0.01)))
        #expect(growing.isFinished(at: at(growing.duration)))
    }
}

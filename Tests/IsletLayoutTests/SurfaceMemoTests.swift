import FoundationEssentials
import IsletBundle
import IsletLayout
import IsletRaster
import IsletViews
import Testing

/// A presentation laid out before is reused only while what it shows is the same: a kept
/// surface never stands in for a changed one.
@Suite struct SurfaceMemoTests {
    /// The board of the bundled layout `name`, laid out with `cache` (the caller's, as the
    /// previewer keeps one for its session).
    static func surfaces(_ name: String, secondsLater: Double = 0, dark: Bool = true, cache: LayoutCache) throws -> [LaidOutSurface] {
        let json = try #require(BundledLayouts.layouts.first { $0.name == name }).json
        let layout = try LayoutReader.read(json, file: "layouts/\(name).json")
        let moment = (layout.previewMoment ?? Date(timeIntervalSinceReferenceDate: 0)).addingTimeInterval(secondsLater)
        return Board(activity: layout, data: try #require(layout.preview), settings: RenderSettings(now: moment, dark: dark), cache: cache).items.map(\.surface)
    }

    /// Every bundled layout's board, laid out again while its surfaces are kept, is the board
    /// laid out from nothing.
    @Test(arguments: BundledLayouts.layouts.map(\.name))
    func aKeptBoardIsTheFreshBoard(_ name: String) throws {
        let cache = RenderCache().layout
        _ = try Self.surfaces(name, cache: cache)
        let kept = try Self.surfaces(name, cache: cache)
        #expect(kept == (try Self.surfaces(name, cache: RenderCache().layout)))
    }

    /// A timer a minute on, or the other appearance, shows what it shows fresh, not the kept
    /// board of the moment before.
    @Test func aChangedTimerOrAppearanceIsLaidOutAgain() throws {
        let cache = RenderCache().layout
        let before = try Self.surfaces("countdown", cache: cache)
        let later = try Self.surfaces("countdown", secondsLater: 61, cache: cache)
        let light = try Self.surfaces("countdown", dark: false, cache: cache)
        #expect(later != before)
        #expect(light != before)
        #expect(later == (try Self.surfaces("countdown", secondsLater: 61, cache: RenderCache().layout)))
        #expect(light == (try Self.surfaces("countdown", dark: false, cache: RenderCache().layout)))
    }
}

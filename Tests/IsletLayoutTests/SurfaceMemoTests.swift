import FoundationEssentials
import IsletBundle
import IsletLayout
import IsletViews
import Testing

/// A presentation laid out before is reused only while what it shows is the same: a kept
/// surface never stands in for a changed one.
@Suite(.serialized) struct SurfaceMemoTests {
    static func surfaces(_ name: String, secondsLater: Double = 0, dark: Bool = true) throws -> [LaidOutSurface] {
        let json = try #require(BundledLayouts.layouts.first { $0.name == name }).json
        let layout = try LayoutReader.read(json, file: "layouts/\(name).json")
        let moment = (layout.previewMoment ?? Date(timeIntervalSinceReferenceDate: 0)).addingTimeInterval(secondsLater)
        return Board(activity: layout, data: try #require(layout.preview), settings: RenderSettings(now: moment, dark: dark)).items.map(\.surface)
    }

    /// Every bundled layout's board, laid out again while its surfaces are kept, is the board
    /// laid out from nothing.
    @Test(arguments: BundledLayouts.layouts.map(\.name))
    func aKeptBoardIsTheFreshBoard(_ name: String) throws {
        _ = try Self.surfaces(name)
        let kept = try Self.surfaces(name)
        SurfaceMemo.shared.forget()
        #expect(kept == (try Self.surfaces(name)))
    }

    /// A timer a minute on, or the other appearance, shows what it shows fresh, not the kept
    /// board of the moment before.
    @Test func aChangedTimerOrAppearanceIsLaidOutAgain() throws {
        let before = try Self.surfaces("countdown")
        let later = try Self.surfaces("countdown", secondsLater: 61)
        let light = try Self.surfaces("countdown", dark: false)
        #expect(later != before)
        #expect(light != before)
        SurfaceMemo.shared.forget()
        #expect(later == (try Self.surfaces("countdown", secondsLater: 61)))
        #expect(light == (try Self.surfaces("countdown", dark: false)))
    }
}

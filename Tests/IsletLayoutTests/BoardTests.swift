import FoundationEssentials
import IsletBundle
import IsletLayout
import IsletRaster
import IsletViews
import Testing

/// What a board holds for each kind of phone.
@Suite struct BoardTests {
    static func board(device id: String, presentations: [Presentation] = Presentation.allCases) throws -> Board {
        let json = try #require(BundledLayouts.layouts.first { $0.name == "delivery" }).json
        let layout = try LayoutReader.read(json, file: "layouts/delivery.json")
        let settings = RenderSettings(device: try #require(DeviceCatalog.device(id: id)), now: layout.previewMoment ?? Date(timeIntervalSinceReferenceDate: 0))
        return Board(activity: layout, data: try #require(layout.preview), settings: settings, cache: RenderCache().layout, presentations: presentations)
    }

    @Test func aPhoneWithAnIslandShowsEveryPresentation() throws {
        #expect(try Self.board(device: DeviceCatalog.defaultID).items.map(\.surface.presentation) == Presentation.allCases)
    }

    /// A phone without a Dynamic Island shows an alert as its lock-screen view in a banner, so
    /// the lock-screen view is all there is to draw on the phone, whatever was asked for.
    @Test(arguments: [[Presentation.compact, .minimal, .expanded, .lock], [.expanded], [.compact, .minimal]])
    func aPhoneWithoutAnIslandShowsTheLockScreenViewAlsoUsedAsTheBanner(_ asked: [Presentation]) throws {
        let board = try Self.board(device: "iphone-16e", presentations: asked)
        #expect(board.items.map(\.surface.presentation) == [.lock])
        #expect(board.items.map(\.title) == ["Lock Screen and alert banner (no Dynamic Island)"])
    }

    /// The watch's Smart Stack does not depend on the phone: asked for, it stays beside the banner.
    @Test func aPhoneWithoutAnIslandStillShowsTheSmartStack() throws {
        let all = try Self.board(device: "iphone-16e")
        #expect(all.items.map(\.surface.presentation) == [.lock, .small])
        #expect(all.items.map(\.title) == ["Lock Screen and alert banner (no Dynamic Island)", "Smart Stack (Apple Watch 45 mm)"])
        #expect(try Self.board(device: "iphone-16e", presentations: [.small]).items.map(\.surface.presentation) == [.small])
    }

    /// The island is dark in either appearance, so its keyline takes a system colour's dark
    /// variant on a light board too, as `.keylineTint(.orange)` does in the island's environment.
    @Test func theKeylineIsTheIslandsDarkColourOnALightBoard() throws {
        let json = try #require(BundledLayouts.layouts.first { $0.name == "delivery" }).json
        let layout = try LayoutReader.read(json, file: "layouts/delivery.json")
        let rims = try [true, false].map { dark in
            let settings = RenderSettings(now: layout.previewMoment ?? Date(timeIntervalSinceReferenceDate: 0), dark: dark)
            let surface = ActivityRenderer(layout: layout, settings: settings, cache: RenderCache().layout).surface(.expanded, data: try #require(layout.preview))
            return surface.shapes.compactMap(\.rim).first
        }
        let orange = ColorName.system("orange").resolved(dark: true).withOpacity(0.6).composited(over: .black)
        #expect(rims == [orange, orange])
    }
}

import IsletLayout
import IsletViews
import Testing

/// The fit report flags text a phone would cut even where the terminal shows all of it
/// (DESIGN.md, "Drawing"), and stays quiet about text that fits.
@Suite struct FitReportTests {
    typealias V = Views

    static let device = DeviceCatalog.device(id: "iphone-16-pro")!
    static let layout = SurfaceLayout(geometry: SurfaceGeometry(device: device, projection: .standard))
    static let largeTitle = Font(size: 34)

    @Test func textThatFitsTheTerminalButNotThePhoneIsFlagged() throws {
        let surface = Self.layout.compact(leading: V.text("12m"), trailing: V.text("Ready", font: Self.largeTitle))
        let trailing = try #require(surface.regions.first { $0.name == .compactTrailing })
        #expect(trailing.placed.lines == ["Ready"] && !trailing.placed.isTruncated, "the terminal shows all of it")

        let report = FitReport.check([surface])
        #expect(report.entries.map(\.region) == [.compactTrailing])
        let entry = try #require(report.entries.first)
        #expect(entry.text == "Ready")
        #expect(entry.fontSize == 34)
        #expect(entry.neededWidth > entry.availableWidth)
        #expect(entry.availableWidth <= Self.device.compactTrailing.width)
        #expect(entry.description.hasPrefix("compactTrailing: "))
    }

    @Test func theSameWordAtBodySizeFits() {
        let surface = Self.layout.compact(leading: V.text("12m"), trailing: V.text("Ready"))
        #expect(FitReport.check([surface]).entries == [])
    }

    @Test func textTheTerminalAlsoCutsIsFlaggedToo() {
        let surface = Self.layout.compact(leading: V.text("a"), trailing: V.text("Delivered at the door"))
        #expect(FitReport.check([surface]).entries.map(\.text) == ["Delivered at the door"])
    }

    @Test func availableWidthIsWhatTheRegionGives() throws {
        let surface = Self.layout.compact(leading: V.text("12m"), trailing: V.text("Ready", font: Self.largeTitle))
        let entry = try #require(FitReport.check([surface]).entries.first)
        // FitReport takes the cut text's width ("R…", about 43 pt) for what the region gives
        // (52.33 pt), so the message under-states the room by up to a glyph.
        withKnownIssue("FitReport.Entry.availableWidth is the ellipsized line's width, not the width offered") {
            #expect(abs(entry.availableWidth - Self.device.compactTrailing.width) < 0.01, "\(entry)")
        }
    }

    @Test func anEntryIsReportedOnceAcrossSurfaces() {
        let surface = Self.layout.compact(leading: V.text("12m"), trailing: V.text("Ready", font: Self.largeTitle))
        #expect(FitReport.check([surface, surface]).entries.count == 1)
    }
}

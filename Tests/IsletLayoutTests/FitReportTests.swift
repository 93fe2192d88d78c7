import IsletLayout
import IsletRaster
import IsletViews
import Testing

/// The fit report flags text a phone would cut even where the terminal shows all of it
/// (DESIGN.md, "Drawing"), and stays quiet about text that fits.
@Suite struct FitReportTests {
    typealias V = Views

    static let device = DeviceCatalog.device(id: "iphone-16-pro")!
    static let layout = SurfaceLayout(geometry: SurfaceGeometry(device: device, projection: .standard), cache: RenderCache().layout)
    /// Larger than any compact side holds "Ready" in, widened to the island's maximum.
    static let huge = Font(size: 64)

    /// The terminal's cells would hold "Ready" (5 of them), but a phone cuts it at 64 pt even in
    /// the widest compact side: the report says so, and the terminal shows the phone's cut.
    @Test func textThatFitsTheTerminalButNotThePhoneIsFlaggedAndCutInBoth() throws {
        let surface = Self.layout.compact(leading: V.text("12m"), trailing: V.text("Ready", font: Self.huge))
        let trailing = try #require(surface.regions.first { $0.name == .compactTrailing })
        #expect(trailing.cells.width >= 5, "the cells would hold the word")
        #expect(trailing.placed.lines == ["R…"] && trailing.placed.isTruncated, "the terminal shows the phone's cut: \(trailing.placed.lines)")

        let report = FitReport.check([surface])
        #expect(report.entries.map(\.region) == [.compactTrailing])
        let entry = try #require(report.entries.first)
        #expect(entry.text == "Ready")
        #expect(entry.fontSize == 64)
        #expect(entry.neededWidth > entry.availableWidth)
        #expect(abs(trailing.phoneSize.width - (Self.device.expandedWidth - Self.device.cameraWidth) / 2) < 0.01, "the side widened to the island's maximum")
        #expect(entry.availableWidth <= trailing.phoneSize.width)
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

    /// What the region offers the text, not the width of its cut line ("R…"):
    /// alone, in a stack that passes the region's width down, or padded.
    @Test(arguments: [
        (V.text("Ready", font: Self.huge), 0.0),
        (V.vstack(V.text("Ready", font: Self.huge)), 0.0),
        (V.zstack(V.text("Ready", font: Self.huge).padding(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))), 8.0),
    ])
    func availableWidthIsWhatTheRegionGives(trailing: ResolvedView, padding: Double) throws {
        let surface = Self.layout.compact(leading: V.text("12m"), trailing: trailing)
        let side = try #require(surface.regions.first { $0.name == .compactTrailing }).phoneSize.width
        let entry = try #require(FitReport.check([surface]).entries.first)
        #expect(abs(entry.availableWidth - (side - padding)) < 0.01, "\(entry)")
        #expect(entry.description.hasSuffix("the region gives \(Int((side - padding).rounded())) pt: a phone cuts it"))
    }

    /// Two texts side by side share the region as SwiftUI shares it: the shorter is offered half
    /// first, and the longer is told what the shorter left it, not the width of its cut line.
    @Test func aTextInAnHStackIsToldWhatIsLeftForIt() throws {
        let trailing = V.hstack(spacing: 0, V.text("Ready", font: Self.huge), V.text("Set", font: Self.huge))
        let surface = Self.layout.compact(leading: V.text("12m"), trailing: trailing)
        let region = try #require(surface.regions.first { $0.name == .compactTrailing }).phoneSize
        let set = LayoutEngine(metrics: PhoneMetrics()).sizeThatFits(V.text("Set", font: Self.huge), ProposedSize(width: region.width / 2, height: region.height))
        let ready = try #require(FitReport.check([surface]).entries.first { $0.text == "Ready" })
        #expect(abs(ready.availableWidth - (region.width - set.width)) < 0.01, "\(ready)")
    }

    @Test func anEntryIsReportedOnceAcrossSurfaces() {
        let surface = Self.layout.compact(leading: V.text("12m"), trailing: V.text("Ready", font: Self.huge))
        #expect(FitReport.check([surface, surface]).entries.count == 1)
    }
}

/// Issue 18, item 12: the fit report measured a long text quadratically (20,000 characters took
/// 175 s), measuring every candidate line and every prefix of a long word afresh. Measured in
/// one pass now, these 22,000 characters take milliseconds; quadratic work would take minutes.
@Suite struct FitReportLongTextTests {
    @Test func aLongTextIsReportedOnceWithItsWholeWidth() throws {
        let text = String(repeating: "delivery ", count: 2_000) + String(repeating: "x", count: 4_000)
        let surface = FitReportTests.layout.lockScreen(Views.text(text), background: .black)
        let entry = try #require(FitReport.check([surface]).entries.first)
        #expect(entry.text == text)
        #expect(entry.neededWidth > 100 * entry.availableWidth)
    }
}

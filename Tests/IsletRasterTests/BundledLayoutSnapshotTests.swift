import IsletBundle
import IsletCells
import IsletLayout
import IsletRaster
import IsletTestSupport
import Testing

/// Every bundled layout, presentation and snapshot device, as text and as a colour mask
/// (STYLE.md, "Snapshots as text, recorded on purpose").
@Suite struct BundledLayoutSnapshotTests {
    static let snapshotDevices = ["iphone-16-pro", "iphone-16-plus"]

    @Test(arguments: BundledRenderCase.all(devices: snapshotDevices))
    func rendersAsRecorded(_ testCase: BundledRenderCase) {
        guard let rendered = renderBundled(testCase) else { return }
        assertSnapshot(TextExporter.export(rendered.buffer), named: testCase.snapshotName)
        assertSnapshot(styleMask(rendered.buffer), named: testCase.snapshotName + ".style")
    }

    /// The music layout's accent is a colour per theme (its Swift twin's colour set), so its
    /// lock screen is recorded light too: the island is dark in either appearance.
    @Test func aColourPerThemeIsRecordedInTheLight() {
        let testCase = BundledRenderCase(layoutName: "music", presentation: .lock, deviceID: "iphone-16-pro")
        guard let rendered = renderBundled(testCase, dark: false) else { return }
        assertSnapshot(TextExporter.export(rendered.buffer), named: testCase.snapshotName + ".light")
        assertSnapshot(styleMask(rendered.buffer), named: testCase.snapshotName + ".light.style")
    }

    @Test func everyBundledLayoutHasSnapshotCases() {
        let cases = BundledRenderCase.all(devices: Self.snapshotDevices)
        #expect(!BundledLayouts.layouts.isEmpty)
        #expect(cases.count == BundledLayouts.layouts.count * Presentation.allCases.count * Self.snapshotDevices.count)
    }
}

/// A region's content never escapes the region, and a region never escapes its surface: the
/// painter clips, but layout must not rely on it (LayoutEngine.place's contract).
@Suite struct BundledLayoutContainmentTests {
    @Test(arguments: BundledRenderCase.all(devices: DeviceCatalog.all.map(\.id)))
    func placedViewsStayInsideTheirRegions(_ testCase: BundledRenderCase) {
        guard let rendered = renderBundled(testCase) else { return }
        let surface = rendered.surface
        let projection = rendered.settings.projection
        let bounds = CellRect(column: 0, row: 0, width: surface.columns, height: surface.rows)
        #expect(!surface.regions.isEmpty)
        for region in surface.regions {
            #expect(bounds.contains(region.cells), "\(region.name) \(region.cells) is outside the surface \(bounds)")
            for placed in region.placed.flattened {
                for (what, rect) in [("frame", placed.frame), ("content", placed.contentFrame)] {
                    let cells = projection.cells(of: rect)
                    // An empty rectangle covers no cells, wherever its corner is.
                    guard cells.width > 0, cells.height > 0 else { continue }
                    #expect(
                        region.cells.contains(cells),
                        "\(region.name): \(placed.view.path) \(what) \(cells) escapes the region \(region.cells)"
                    )
                }
            }
        }
        for shape in surface.shapes {
            #expect(bounds.contains(shape.cells), "shape \(shape.kind) \(shape.cells) is outside the surface \(bounds)")
        }
    }

    @Test(arguments: BundledRenderCase.all(devices: DeviceCatalog.all.map(\.id)))
    func everyRowIsExactlyTheSurfaceWide(_ testCase: BundledRenderCase) {
        guard let rendered = renderBundled(testCase) else { return }
        // A wide glyph that lost its right half, or a right half with no glyph, shows up here.
        for (row, line) in rendered.buffer.textLines.enumerated() {
            #expect(TerminalText.width(line) == rendered.surface.columns, "row \(row): \"\(line)\"")
        }
    }
}

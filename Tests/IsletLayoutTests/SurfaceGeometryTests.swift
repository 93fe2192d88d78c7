import IsletCells
import IsletLayout
import IsletRaster
import IsletViews
import Testing

/// Where the island's regions sit in cells (REFERENCE.md §1 and §2): symmetric around the
/// camera whatever the projection rounds, expanded regions beside and below it, 84 to 160 pt tall.
@Suite struct SurfaceGeometryTests {
    typealias V = Views

    static let islandDevices = DeviceCatalog.all.filter(\.hasIsland)
    static let projections: [CellProjection] = [.standard, .scaled(2), .scaled(1.5), .scaled(0.75)]

    static func layout(_ device: DeviceProfile, _ projection: CellProjection = .standard) -> SurfaceLayout {
        SurfaceLayout(geometry: SurfaceGeometry(device: device, projection: projection), cache: RenderCache().layout)
    }

    static func region(_ name: RegionName, in surface: LaidOutSurface) -> CellRect? {
        surface.regions.first { $0.name == name }?.cells
    }

    @Test func everyPublishedIslandClassIsTested() {
        #expect(Set(Self.islandDevices.map(\.id)).isSuperset(of: ["iphone-16", "iphone-16-pro", "iphone-16-plus", "iphone-16-pro-max"]))
    }

    @Test(arguments: islandDevices, projections)
    func compactPillIsSymmetricAroundTheCamera(device: DeviceProfile, projection: CellProjection) throws {
        let surface = Self.layout(device, projection).compact(leading: V.text("a"), trailing: V.text("b"))
        let pill = try #require(surface.shapes.first).cells
        let leading = try #require(Self.region(.compactLeading, in: surface))
        let trailing = try #require(Self.region(.compactTrailing, in: surface))
        #expect(pill == CellRect(column: 0, row: 0, width: surface.columns, height: surface.rows))
        #expect(leading.column - pill.column == pill.maxColumn - trailing.maxColumn, "leading \(leading), trailing \(trailing) in \(pill)")
        #expect(leading.width == trailing.width)
        #expect(leading.row == trailing.row && leading.height == trailing.height)
        // A side may move one column toward the camera to keep clear of the round end
        // (`ContentClearance`); the camera's cells are black like the rest of the pill.
        let camera = trailing.column - leading.maxColumn
        #expect(camera >= SurfaceGeometry(device: device, projection: projection).cameraColumns - 2, "the camera fits between the sides")
    }

    @Test(arguments: islandDevices, projections)
    func compactContentIsCentredInItsSide(device: DeviceProfile, projection: CellProjection) throws {
        let surface = Self.layout(device, projection).compact(leading: V.text("a"), trailing: V.text("b"))
        for region in surface.regions {
            let content = projection.cells(of: region.placed.contentFrame)
            let left = content.column - region.cells.column, right = region.cells.maxColumn - content.maxColumn
            #expect(abs(left - right) <= 1, "\(region.name): \(content) in \(region.cells)")
        }
    }

    static let fullExpanded = ExpandedRegions(
        leading: V.text("ll"), trailing: V.text("tt"), center: V.text("center"), bottom: V.text("bottom")
    )

    @Test(arguments: islandDevices)
    func expandedRegionsSitBesideAndBelowTheCamera(device: DeviceProfile) throws {
        let geometry = SurfaceGeometry(device: device, projection: .standard)
        let surface = Self.layout(device).expanded(Self.fullExpanded, keyline: nil)
        let island = try #require(surface.shapes.first).cells
        let leading = try #require(Self.region(.expandedLeading, in: surface))
        let trailing = try #require(Self.region(.expandedTrailing, in: surface))
        let center = try #require(Self.region(.expandedCenter, in: surface))
        let bottom = try #require(Self.region(.expandedBottom, in: surface))

        let firstContentRow = island.row + 1
        #expect(leading.row == firstContentRow && trailing.row == firstContentRow)
        #expect(leading.column - island.column == island.maxColumn - trailing.maxColumn, "leading and trailing equidistant from the edges")
        // The camera: the island's middle `cameraColumns` (one more when the parities differ).
        let cameraLeft = (island.width - geometry.cameraColumns) / 2
        #expect(leading.maxColumn <= cameraLeft, "leading \(leading) reaches the camera at column \(cameraLeft)")
        #expect(trailing.column >= island.maxColumn - cameraLeft, "trailing \(trailing) reaches the camera")
        #expect(center.row > firstContentRow, "center is below the camera")
        #expect(center.column >= leading.maxColumn && center.maxColumn <= trailing.column, "center \(center) lies between \(leading) and \(trailing)")
        #expect(bottom.row >= max(leading.maxRow, trailing.maxRow, center.maxRow), "bottom is below everything")
        #expect(bottom.width > center.width)
        let interior = CellRect(column: island.column + 1, row: island.row + 1, width: island.width - 2, height: island.height - 2)
        for region in surface.regions {
            #expect(interior.contains(region.cells), "\(region.name) \(region.cells) is outside the island's interior \(interior)")
        }
        for (a, b) in [(leading, trailing), (leading, center), (trailing, center), (leading, bottom), (center, bottom), (trailing, bottom)] {
            let overlap = a.intersection(b)
            #expect(overlap.width == 0 || overlap.height == 0, "\(a) and \(b) overlap")
        }
    }

    @Test(arguments: islandDevices)
    func expandedSidesWrapBelowTheCameraWithoutMeetingTheCenter(device: DeviceProfile) throws {
        let content = ExpandedRegions(
            leading: V.text("aaaa bbbb cccc dddd eeee"), trailing: V.text("ffff gggg hhhh iiii"), center: V.text("center"), bottom: nil
        )
        let surface = Self.layout(device).expanded(content, keyline: nil)
        let leading = try #require(Self.region(.expandedLeading, in: surface))
        let trailing = try #require(Self.region(.expandedTrailing, in: surface))
        let center = try #require(Self.region(.expandedCenter, in: surface))
        #expect(leading.height > 1 && trailing.height > 1, "the sides wrap onto rows below the camera")
        #expect(leading.intersection(center).width == 0 && trailing.intersection(center).width == 0)
    }

    static let expandedContents: [(String, ExpandedRegions)] = [
        ("nothing", ExpandedRegions(leading: nil, trailing: nil, center: nil, bottom: nil)),
        ("one word", ExpandedRegions(leading: V.text("a"), trailing: nil, center: nil, bottom: nil)),
        ("all four", fullExpanded),
        ("a tall bottom", ExpandedRegions(
            leading: V.text("ll"), trailing: V.text("tt"), center: V.text("center"),
            bottom: ResolvedView(content: .stack(.vertical, (1...20).map { V.text("line \($0)") }, spacing: nil, alignment: .leading), style: ResolvedStyle())
        )),
    ]

    @Test(arguments: islandDevices, [CellProjection.standard, .scaled(2)])
    func expandedHeightStaysWithin84To160Points(device: DeviceProfile, projection: CellProjection) {
        let layout = Self.layout(device, projection)
        // Rims are half a row each, so the outline spans one row less than the surface.
        let allowed = projection.rows(device.expandedHeights.lowerBound)...projection.rows(device.expandedHeights.upperBound)
        var heights: [String: Int] = [:]
        for (name, content) in Self.expandedContents {
            let surface = layout.expanded(content, keyline: nil)
            heights[name] = surface.rows - 1
            #expect(allowed.contains(surface.rows - 1), "\(name): \(surface.rows - 1) rows, allowed \(allowed)")
        }
        #expect(heights["nothing"] == allowed.lowerBound)
        #expect(heights["a tall bottom"] == allowed.upperBound, "content taller than 160 pt is cut at 160 pt")
    }

    @Test(arguments: DeviceCatalog.all)
    func lockScreenHeightStaysWithin84To160Points(device: DeviceProfile) {
        let layout = Self.layout(device)
        let allowed = CellProjection.standard.rows(device.lockScreenHeights.lowerBound)...CellProjection.standard.rows(device.lockScreenHeights.upperBound)
        let short = layout.lockScreen(V.text("a"), background: .black)
        let tall = layout.lockScreen(ResolvedView(content: .stack(.vertical, (1...20).map { V.text("\($0)") }, spacing: nil, alignment: .leading), style: ResolvedStyle()), background: .black)
        #expect(short.rows - 1 == allowed.lowerBound)
        #expect(tall.rows - 1 == allowed.upperBound)
    }
}

import FoundationEssentials
import IsletBundle
import IsletCells
import IsletFeed
import IsletLayout
import IsletRaster
import IsletTestSupport
import IsletViews
import Testing

@testable import IsletApp

/// `islet demo` frame by frame: every bundled layout's stream played through the previewer at
/// the demo's speed, on a phone that keeps the preview activity, so two activities share the
/// island, alerts expand it and endings shrink it away.
@Suite("islet demo's motion, every frame of every transition")
struct DemoMotionTests {
    /// The demo's acts as `islet demo` builds them.
    static let acts: [DemoPlaylist.Act] = BundledLayouts.layouts.map { name, json in
        let layout = try! LayoutReader.read(json, file: "layouts/\(name).json")
        let stream = BundledLayouts.samples.first { $0.name == name }?.ndjson ?? ""
        return DemoPlaylist.Act(name: name, layout: layout, items: StreamParser.items(in: Array(stream.utf8)))
    }

    /// One act on the default device at 40x, stepped as the runtime draws: a frame every 1/30 s
    /// while something moves, else straight to the next moment something will change.
    /// `visit` sees every frame.
    static func play(_ act: DemoPlaylist.Act, device: DeviceProfile, stillLimit: Double = 3, visit: (PreviewScreen) -> Void) throws {
        let clock = ManualClock()
        var playlist = DemoPlaylist(acts: [act], stillLimit: stillLimit)
        let first = playlist.next(after: nil, wall: clock.now)
        var state = try #require(first, "a playlist of one act starts it")
        state.choose(device: device, dark: true)
        state.update(.resize(GridSize(columns: 100, rows: 30)), at: clock.now)
        var screen = PreviewScreen(state: state, wall: clock.now)
        visit(screen)
        while let wait = nextChange(screen) {
            clock.advance(by: .seconds(wait))
            state.update(.tick, at: clock.now)
            screen = PreviewScreen(state: state, wall: clock.now, previous: screen)
            visit(screen)
        }
    }

    /// Seconds until the next frame that may differ: the next push, the end of an alert's
    /// expansion or a change the engine has scheduled (a stale date), as the runtime wakes;
    /// nil once the act has no push left to show and no alert open, when the demo moves on.
    static func nextChange(_ screen: PreviewScreen) -> Double? {
        let wall = screen.wall, state = screen.state
        if screen.isAnimating(at: wall) { return 1.0 / 30 }
        guard !state.pending.isEmpty || state.alertExpansion != nil else { return nil }
        var deadlines: [Date] = []
        if let due = state.pending.first?.due, let wallDue = state.clock.wallTime(reaching: due) { deadlines.append(wallDue) }
        if let alert = state.alertExpansion { deadlines.append(alert.until) }
        for date in state.engine.nextScheduledChanges(after: state.clock.phoneTime(at: wall)) {
            if let wallDate = state.clock.wallTime(reaching: date) { deadlines.append(wallDate) }
        }
        return deadlines.min().map { max(1.0 / 30, $0.timeIntervalSince(wall)) }
    }

    /// The columns the island's shapes cover on screen, from the first to past the last.
    static func extent(_ screen: PreviewScreen) -> (left: Int, right: Int)? {
        guard let island = screen.island, !island.surface.shapes.isEmpty else { return nil }
        let columns = island.surface.shapes.map { island.cells.column + $0.cells.column }
        let ends = island.surface.shapes.map { island.cells.column + $0.cells.maxColumn }
        return (columns.min()!, ends.max()!)
    }

    @Test(
        "every frame keeps the island symmetric about the camera (within half a column) and inside the phone",
        arguments: [DeviceCatalog.defaultID, "iphone-16-pro-max"]
    )
    func islandStaysCentred(_ deviceID: String) throws {
        let device = try #require(DeviceCatalog.all.first { $0.id == deviceID })
        let geometry = SurfaceGeometry(device: device, projection: .standard)
        let phone = PreviewScreen.phoneColumns(geometry)
        let resting = PreviewScreen.place(island: geometry.resting(), geometry: geometry).cells
        // The camera's axis, doubled to stay in whole columns: the resting island is centred on it.
        let camera = 2 * resting.column + resting.width
        for act in Self.acts {
            var frames = 0, transitions = 0, measured = 0
            var worst: (offset: Int, at: String)?
            try Self.play(act, device: device) { screen in
                frames += 1
                if screen.isAnimating(at: screen.wall) { transitions += 1 }
                // A frame without an island (the act between activities) has nothing to centre.
                guard let (left, right) = Self.extent(screen) else { return }
                measured += 1
                let offset = abs(left + right - camera)
                let moment = "\(act.name) at \(screen.wall.timeIntervalSince1970)s, columns \(left)..<\(right) for a camera at \(Double(camera) / 2), \(screen.island!.surface.presentation) \(screen.island!.surface.shapes.map(\.cells))"
                #expect(left >= 0 && right <= phone, "inside the phone (\(phone) columns): \(moment)")
                if offset > (worst?.offset ?? 1) { worst = (offset, moment) }
            }
            #expect(worst == nil, "off-centre by \(worst?.offset ?? 0) half-columns: \(worst?.at ?? "")")
            #expect(transitions > 10, "\(act.name) animates (\(frames) frames)")
            #expect(measured > 0, "\(act.name) shows its island in some of its \(frames) frames")
        }
    }

    /// Whether the island on screen is larger than the resting one yet draws nothing but its
    /// pill: an empty slab the phone never shows (an ended activity's island shrinking away
    /// aside). Painted alone, the island looks the same with its content as without.
    static func isBlankSlab(_ screen: PreviewScreen, resting: CellRect) -> Bool {
        guard let island = screen.island, let shape = island.surface.shapes.first,
              shape.cells.width > resting.width || shape.cells.height > resting.height,
              screen.transitions[.island]?.kind != .disappear
        else { return false }
        let surface = island.surface
        let painter = SurfacePainter(projection: screen.state.projection, palette: screen.state.palette, cache: screen.state.cache)
        func painted(_ surface: LaidOutSurface) -> CellBuffer {
            var buffer = CellBuffer(width: surface.columns, height: surface.rows)
            painter.paint(surface, into: &buffer, column: 0, row: 0)
            return buffer
        }
        let pill = LaidOutSurface(presentation: surface.presentation, columns: surface.columns, rows: surface.rows, shapes: surface.shapes, regions: [])
        return painted(surface) == painted(pill)
    }

    @Test("no frame of any act draws the island as an empty slab: content fades across a morph, never leaving a blank pill")
    func noBlankIsland() throws {
        let device = DeviceCatalog.defaultDevice
        let geometry = SurfaceGeometry(device: device, projection: .standard)
        let resting = PreviewScreen.place(island: geometry.resting(), geometry: geometry).cells
        for act in Self.acts {
            var blank: [String] = []
            try Self.play(act, device: device) { screen in
                if Self.isBlankSlab(screen, resting: resting) {
                    blank.append("\(screen.wall.timeIntervalSince1970)s \(screen.island!.surface.presentation)")
                }
            }
            #expect(blank.isEmpty, "\(act.name): \(blank.count) blank frames, first \(blank.first ?? "")")
        }
    }

    /// The demo's timeline: each act's length in wall seconds, and the longest it shows nothing new
    /// (nothing new in the log, no alert holding the island open, nothing moving) while pushes
    /// are still to come.
    static func timeline(_ act: DemoPlaylist.Act, stillLimit: Double) throws -> (length: Double, stillest: Double) {
        var first: Date?, last: Date?, lastChange: Date?, stillest = 0.0, logged = -1
        try play(act, device: DeviceCatalog.defaultDevice, stillLimit: stillLimit) { screen in
            first = first ?? screen.wall
            last = screen.wall
            let count = screen.state.log.count
            guard count != logged || screen.state.alertExpansion != nil || screen.isAnimating(at: screen.wall) else { return }
            if let lastChange { stillest = max(stillest, screen.wall.timeIntervalSince(lastChange)) }
            lastChange = screen.wall
            logged = count
        }
        return (last!.timeIntervalSince(first!), stillest)
    }

    @Test("the demo skips dead time: no act waits more than its still limit for its next change, and each is short")
    func demoPacingSkipsDeadTime() throws {
        var lengths: [String] = []
        for act in Self.acts {
            let paced = try Self.timeline(act, stillLimit: 3)
            lengths.append("\(act.name) \(Int(paced.length.rounded())) s")
            // The limit counts from the moment the alert closes; the frame before is at most a collapse earlier.
            #expect(paced.stillest <= 3.6, "\(act.name) waits \(paced.stillest) s with nothing new")
            #expect(paced.length < 45, "\(act.name) lasts \(paced.length) s")
        }
        // The same acts at the stream's own pace, which the limit shortens: the test can fail.
        let unpaced = try Self.acts.map { try Self.timeline($0, stillLimit: .infinity) }
        #expect(unpaced.contains { $0.stillest > 10 }, "some act had dead time to skip")
        print("demo timeline: \(lengths.joined(separator: ", ")); unpaced \(unpaced.map { Int($0.length.rounded()) }) s")
    }
}

import FoundationEssentials
import IsletApp
import IsletBundle
import IsletCells
import IsletFeed
import IsletLayout
import IsletModel
import IsletRaster
import IsletTestSupport
import IsletViews

/// A previewer on the delivery layout with a wall clock that tests move by hand. Like the
/// runtime, it makes the screen once after each message, from the frame before.
final class PreviewFixture {
    static let delivery = try! LayoutReader.read(BundledLayouts.layouts.first { $0.name == "delivery" }!.json)
    static let countdown = try! LayoutReader.read(BundledLayouts.layouts.first { $0.name == "countdown" }!.json)
    /// 2025-11-28 11:00 UTC, the delivery sample's first timestamp.
    static let streamStart: Double = 1_764_327_600

    let clock = ManualClock()
    var state: PreviewState
    private(set) var screen: PreviewScreen

    var wall: Date { clock.now }

    /// - Parameters:
    ///   - companions: the app's other activity types, as Swift sources give them.
    ///   - policy: `.replay` as `islet preview` uses it; a recorded stream in `replaying` waits for its time.
    ///   - dark: the appearance chosen at the start, as `--light` does.
    ///   - speed: how much faster than the wall the phone's clock runs, as `--speed` sets it.
    ///   - locale: the phone's language and region, as `--locale` sets it.
    init(
        layout: ActivityLayout = delivery, companions: [ActivityLayout] = [], size: GridSize = GridSize(columns: 160, rows: 40),
        policy: ReplayPolicy = .replay, replaying items: [StreamItem] = [], source: String = "s.ndjson", dark: Bool = true,
        speed: Double = 1, locale: PhoneLocale = .standard
    ) {
        state = PreviewState(
            layout: layout, companions: companions, size: size, wall: clock.now, phone: layout.previewMoment ?? clock.now, policy: policy,
            replaying: items, source: source, speed: speed
        )
        state.choose(device: DeviceCatalog.defaultDevice, dark: dark)
        state.locale = locale
        screen = PreviewScreen(state: state, wall: clock.now)
    }

    func send(_ message: PreviewMessage) {
        state.update(message, at: wall)
        screen = PreviewScreen(state: state, wall: wall, previous: screen)
    }

    /// A mouse button at a cell, as the runtime hands it over: resolved against the screen on display.
    func click(column: Int, row: Int, pressed: Bool) {
        send(screen.message(for: .mouse(column: column, row: row, pressed: pressed)))
    }

    /// Moves the wall clock and lets the previewer see the time pass, as the runtime's tick does.
    func advance(_ seconds: Double) {
        clock.advance(by: .seconds(seconds))
        send(.tick)
    }

    var text: String { TextExporter.export(screen.render()) }

    /// A push as a stream line would carry it.
    static func push(_ json: String, line: Int = 1) -> StreamItem {
        StreamParser.items(in: Array(json.utf8)).first.map { item in
            guard case .entry(let entry) = item else { return item }
            return .entry(StreamEntry(line: line, delivery: entry.delivery, path: entry.path, headers: entry.headers))
        }!
    }

    static func update(timestamp: Double, driver: String, step: String = "delivering", progress: String = "0.7", extra: String = "") -> StreamItem {
        push(#"{"aps": {"timestamp": \#(Int(timestamp)), "event": "update", "content-state": {"driverName": "\#(driver)", "eta": [786020100, 786021120], "step": "\#(step)", "progress": \#(progress)}\#(extra)}}"#)
    }
}

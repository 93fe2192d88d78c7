import IsletCells
import IsletLayout
import IsletRaster
import IsletViews

/// Renders a board of presentations for the commands that print one (`render`, `demo`).
enum BoardRendering {
    static func render(layout: ActivityLayout, data: ActivityData, settings: RenderSettings, presentations: [Presentation]) -> (buffer: CellBuffer, surfaces: [LaidOutSurface]) {
        let renderer = ActivityRenderer(layout: layout, settings: settings)
        let device = settings.device
        // A phone without an island shows the expanded view only as an alert banner, and the card.
        let presentations = device.hasIsland ? presentations : presentations.filter { $0 == .expanded || $0 == .lock }
        let surfaces = presentations.map { renderer.surface($0, data: data) }
        let header = "\(layout.activity) · \(device.name) · \(Int(device.screen.width))×\(Int(device.screen.height)) pt · \(settings.dark ? "dark" : "light")"
        let items = zip(presentations, surfaces).map { presentation, surface in
            Board.Item(title: !device.hasIsland && presentation == .expanded ? "Alert banner (no Dynamic Island)" : presentation.title, surface: surface)
        }
        let board = Board(header: header, items: items)
        let label = settings.dark ? Color(hex: 0xD0D4DC) : Color(hex: 0x30343C)
        return (board.render(painter: SurfacePainter(projection: settings.projection), wallpaper: settings.wallpaper, label: label), surfaces)
    }

    /// The fit report as lines for a person.
    static func describe(_ report: FitReport, device: DeviceProfile) -> String {
        guard !report.entries.isEmpty else { return "\nFit on \(device.name): all text fits.\n" }
        return "\nFit on \(device.name): \(report.entries.count) text\(report.entries.count == 1 ? "" : "s") would be cut\n"
            + report.entries.map { "  ! \($0)\n" }.joined()
    }
}

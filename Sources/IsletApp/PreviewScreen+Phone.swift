import FoundationEssentials
import IsletCells
import IsletLayout
import IsletRaster
import IsletViews

extension PreviewScreen {
    /// The phone's places as the plan lays them out, each on its wallpaper with its name under it.
    func drawPhones(into buffer: inout CellBuffer) {
        let wallpaper = RenderSettings(device: state.device, projection: state.projection, now: phone, dark: state.dark).wallpaper
        for (place, _) in plan.places {
            guard let area = plan.area(of: place) else { continue }
            buffer.fillBackground(area, wallpaper)
            switch place {
            case .home: drawHome(in: area, wallpaper: wallpaper, into: &buffer)
            case .lock: drawLock(in: area, into: &buffer)
            }
            let caption = place.title
            buffer.write(caption, column: area.column + (area.width - TerminalText.width(caption)) / 2, row: area.maxRow - 1, clip: area, foreground: captionColor)
        }
    }

    var statusColor: Color { state.dark ? .white : .black }

    /// The wallpaper's secondary text (captions, notes): quieter than the status bar, and still
    /// over 4.5:1 on the wallpaper (5.7:1 dark, 5.8:1 light) rather than left to the terminal's dim.
    var captionColor: Color { state.dark ? Color(hex: 0xA8B0C2) : Color(hex: 0x3A4560) }

    /// The island's shapes on screen, which the status bar keeps clear of.
    private func covered(by placed: Placed?) -> [CellRect] {
        guard let placed else { return [] }
        return placed.surface.shapes.map {
            CellRect(column: placed.cells.column + $0.cells.column, row: placed.cells.row + $0.cells.row, width: $0.cells.width, height: $0.cells.height)
        }
    }

    /// The home screen: the status bar with the island on its line, and on a phone without an
    /// island the banner of an alert, or a line saying there is no island.
    private func drawHome(in area: CellRect, wallpaper: Color, into buffer: inout CellBuffer) {
        let rasterizer = ShapeRasterizer(projection: state.projection, cache: state.cache)
        for shape in HomeScreen.shapes(columns: area.width, rows: area.height - 1, projection: state.projection, wallpaper: wallpaper, dark: state.dark) {
            rasterizer.draw(shape, into: &buffer, column: area.column, row: area.row)
        }
        let time = ValueFormatter(now: phone, utcOffsetSeconds: state.utcOffsetSeconds).format(.date(phone), as: .time24)
        StatusBar.draw(time: time, in: area, covered: covered(by: island) + covered(by: banner), geometry: geometry, color: statusColor, into: &buffer)
        let painter = SurfacePainter(projection: state.projection, palette: state.palette, cache: state.cache)
        if let island { painter.paint(island.surface, into: &buffer, column: island.cells.column, row: island.cells.row) }
        if let banner { painter.paint(banner.surface, into: &buffer, column: banner.cells.column, row: banner.cells.row) }
        if !state.device.hasIsland && banner == nil {
            let lines = ["\(state.device.name) has no Dynamic Island:", "an alert shows as a banner up here"]
            for (index, line) in lines.enumerated() {
                buffer.write(line, column: area.column + (area.width - TerminalText.width(line)) / 2, row: StatusBar.row(geometry) + 1 + index, clip: area, foreground: captionColor)
            }
        }
    }

    /// The lock screen: the status bar without the time, the island at rest, the big clock,
    /// and the cards stacked at the foot, newest on top.
    private func drawLock(in area: CellRect, into buffer: inout CellBuffer) {
        StatusBar.draw(time: nil, in: area, covered: covered(by: restingIsland), geometry: geometry, color: statusColor, into: &buffer)
        let painter = SurfacePainter(projection: state.projection, palette: state.palette, cache: state.cache)
        if let restingIsland {
            painter.paint(restingIsland.surface, into: &buffer, column: restingIsland.cells.column, row: restingIsland.cells.row)
        }
        if let row = stack?.clockRow {
            let clock = CellRect(column: area.column, row: row, width: area.width, height: LockScreenClock.height)
            LockScreenClock.draw(phone, utcOffsetSeconds: state.utcOffsetSeconds, locale: state.locale, in: clock, color: statusColor, resolution: state.projection.shapes, into: &buffer)
        }
        if LockScreenChrome.fits(phoneRows: area.height) {
            let wallpaper = RenderSettings(device: state.device, projection: state.projection, now: phone, dark: state.dark).wallpaper
            LockScreenChrome.draw(in: area, projection: state.projection, wallpaper: wallpaper, dark: state.dark, ink: statusColor, cache: state.cache, into: &buffer)
        }
        for card in cards {
            painter.paint(card.surface, into: &buffer, column: card.cells.column, row: card.cells.row)
        }
        if let stack, let row = stack.noteRow {
            buffer.write(stack.note, column: area.column + (area.width - TerminalText.width(stack.note)) / 2, row: row, clip: area, foreground: captionColor)
        }
        if cards.isEmpty {
            let text = "no activity on the lock screen"
            buffer.write(text, column: area.column + (area.width - TerminalText.width(text)) / 2, row: area.maxRow - 3, clip: area, foreground: captionColor)
        }
    }
}

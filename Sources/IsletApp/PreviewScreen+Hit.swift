import IsletCells

extension PreviewScreen {
    /// The message for an input on this screen: a click becomes a tap on what is drawn under
    /// it, so the state never has to lay the screen out again to know what was tapped.
    public func message(for event: InputEvent) -> PreviewMessage {
        switch event {
        case .key(let key): .key(key)
        case .mouse(let column, let row, let pressed): .mouse(target(column: column, row: row), pressed: pressed)
        case .resize(let size): .resize(size)
        case .hangup: .terminalClosed
        }
    }

    /// What a click at a cell reaches: a `Link` under it (expanded island and card only, as on
    /// the phone), else the `widgetURL` of the presentation clicked; nil off the island, banner and cards.
    func target(column: Int, row: Int) -> TapTarget? {
        let stacked: [(Slot, Placed?)] = zip(stack?.cards ?? [], cards).map { (.card($0.id), $1) }
        let candidates: [(Slot, Placed?)] = [(.banner, banner), (.island, island)] + stacked
        for case let (slot, placed?) in candidates where placed.covers(column: column, row: row) {
            var link: String?
            var widgetURL: String?
            let linksWork = placed.surface.presentation == .expanded || placed.surface.presentation == .lock
            for region in placed.surface.regions {
                region.placed.visit { view in
                    if widgetURL == nil { widgetURL = view.view.widgetURL }
                    guard linksWork, let url = view.view.link else { return }
                    let cells = state.projection.cells(of: view.frame)
                    let hit = CellRect(column: cells.column + placed.cells.column, row: cells.row + placed.cells.row, width: cells.width, height: cells.height)
                    if hit.contains(column: column, row: row) { link = url }
                }
            }
            return TapTarget(slot: slot, url: link ?? widgetURL)
        }
        return nil
    }
}

extension PreviewScreen.Placed {
    /// Whether a cell is on what is drawn: the island's canvas is wider than its shapes
    /// (centred on the camera), and a click on the wallpaper beside it is not a tap.
    func covers(column: Int, row: Int) -> Bool {
        surface.shapes.contains { shape in
            CellRect(column: cells.column + shape.cells.column, row: cells.row + shape.cells.row, width: shape.cells.width, height: shape.cells.height)
                .contains(column: column, row: row)
        }
    }
}

extension CellRect {
    func contains(column: Int, row: Int) -> Bool {
        column >= self.column && column < maxColumn && row >= self.row && row < maxRow
    }
}

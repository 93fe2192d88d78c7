import IsletCells
import Testing

/// A layout file whose lock screen is `view`, with a content state of one `Int` (`state.count`,
/// 3 in the preview) and a `String` (`state.name`, "Ada"): the smallest layout a modifier test
/// needs around the view it is about.
func lockScreenLayout(_ view: String) -> String {
    #"""
    {
      "activity": "ModifierAttributes",
      "bundleId": "com.example.modifiers",
      "attributes": {},
      "contentState": { "count": "Int", "name": "String" },
      "preview": { "at": 786020400, "attributes": {}, "contentState": { "count": 3, "name": "Ada" } },
      "lockScreen": \#(view),
      "dynamicIsland": { "compactLeading": { "text": "L" }, "compactTrailing": { "text": "T" }, "minimal": { "text": "M" } }
    }
    """#
}

/// What the terminal shows of a lock screen written as `view`, placed at the top leading corner
/// of the lock-screen region and rendered as `islet render` does (dark, iPhone 16 Pro, standard
/// projection): the first `columns` x `rows` cells of the region. `rows` are their text;
/// `backgrounds` has one letter a cell, "." for the card's own background and the letters of
/// `legend` for the colours it names ("?" for any other).
func lockScreenCells(
    _ view: String, columns: Int = 10, rows: Int = 1, legend: [Character: Color] = [:], sourceLocation: SourceLocation = #_sourceLocation
) -> (rows: [String], backgrounds: [String], cells: [[Cell]]) {
    let corner = #"{"vstack": [\#(view)], "frame": {"maxWidth": "infinity", "maxHeight": "infinity", "alignment": "topLeading"}}"#
    guard let rendered = renderPreview(
        layoutJSON: lockScreenLayout(corner), file: "modifiers.json", presentation: .lock, deviceID: "iphone-16-pro", sourceLocation: sourceLocation
    ), let region = rendered.surface.regions.first(where: { $0.name == .lockScreen }) else { return ([], [], []) }
    let cells = region.cells
    let card = region.background
    var text: [String] = [], backgrounds: [String] = [], grid: [[Cell]] = []
    for row in cells.row..<min(cells.maxRow, cells.row + rows) {
        var line = "", mask = "", cellsRow: [Cell] = []
        for column in cells.column..<min(cells.maxColumn, cells.column + columns) {
            let cell = rendered.buffer[column, row]
            cellsRow.append(cell)
            line += cell.text
            if cell.background == card {
                mask += "."
            } else {
                mask += legend.first { $0.value == cell.background }.map { String($0.key) } ?? "?"
            }
        }
        text.append(line)
        backgrounds.append(mask)
        grid.append(cellsRow)
    }
    return (text, backgrounds, grid)
}

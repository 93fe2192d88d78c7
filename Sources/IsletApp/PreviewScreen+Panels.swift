import FoundationEssentials
import IsletCells
import IsletLayout
import IsletModel
import IsletViews

extension PreviewScreen {
    /// The panels right of the phone: the shown activity's state, then the event log, newest
    /// last. A broken layout's error sits above them in red until the file is fixed.
    func drawPanels(into buffer: inout CellBuffer, from column: Int) {
        let width = state.size.columns - column - 1
        guard width >= 20 else { return }
        let area = CellRect(column: column, row: 0, width: width, height: state.size.rows - 1)
        ink.paint(CellRect(column: column - 1, row: 0, width: state.size.columns - column + 1, height: area.height), in: &buffer)
        var row = 0
        if let error = state.layoutError {
            // A layout file's error names the file or a JSON path; the Swift's (a syntax error,
            // types that do not check) names neither, and was titled a layout's.
            let inLayout = error.path != nil || error.file?.hasSuffix(".json") == true
            let title = inLayout ? "Layout error (showing the last good layout)" : "Swift error (showing the last good code)"
            buffer.write(title, column: column, row: row, clip: area, foreground: ink.ignored, bold: true)
            row += 1
            for line in TerminalMetrics.lines(of: error.description, columns: width).prefix(4) {
                buffer.write(line, column: column, row: row, clip: area, foreground: ink.ignored)
                row += 1
            }
            row += 1
        }
        row = drawEndpointPanel(into: &buffer, area: area, row: row)
        row = drawStatePanel(into: &buffer, area: area, row: row)
        drawLog(into: &buffer, area: area, from: row + 1)
    }

    /// Where to push and the token that starts an activity, for `islet serve`.
    private func drawEndpointPanel(into buffer: inout CellBuffer, area: CellRect, row start: Int) -> Int {
        guard !state.endpointAddresses.isEmpty else { return start }
        var row = start
        buffer.write("APNs endpoint", column: area.column, row: row, clip: area, foreground: ink.text, bold: true)
        row += 1
        for address in state.endpointAddresses where row < area.maxRow {
            buffer.write(fitted(address, width: area.width - 1), column: area.column + 1, row: row, clip: area, foreground: ink.text)
            row += 1
        }
        for token in state.engine.pushToStartTokens.sorted(by: { $0.key < $1.key }).map(\.value) where row < area.maxRow {
            buffer.write(fitted("start token \(token)", width: area.width - 1), column: area.column + 1, row: row, clip: area, foreground: ink.dim)
            row += 1
        }
        return row + 1
    }

    private func drawStatePanel(into buffer: inout CellBuffer, area: CellRect, row start: Int) -> Int {
        var row = start
        guard let activity = state.primaryActivity else {
            buffer.write("No activity", column: area.column, row: row, clip: area, foreground: ink.text, bold: true)
            return row + 1
        }
        var phase = "active"
        if case .ended = activity.phase { phase = "ended" }
        if activity.isStale { phase += ", stale" }
        if state.showsHeldActivity { phase += " · layout preview" }
        let layout = state.layout(of: activity)
        buffer.write(fitted("\(layout.activity) #\(activity.id) · \(phase)", width: area.width), column: area.column, row: row, clip: area, foreground: ink.text, bold: true)
        row += 1
        let formatter = ValueFormatter(now: phone, utcOffsetSeconds: state.utcOffsetSeconds)
        guard case .record(let record) = activity.contentState else { return row }
        for field in layout.contentState.fields where row < area.maxRow {
            let value = record[field.name].map { describe($0, formatter) } ?? "nil"
            let text = "\(field.name): \(value)"
            buffer.write(fitted(text, width: area.width - 1), column: area.column + 1, row: row, clip: area, foreground: ink.text)
            row += 1
        }
        if let token = activity.pushToken, row < area.maxRow {
            buffer.write(fitted("push token \(token)", width: area.width - 1), column: area.column + 1, row: row, clip: area, foreground: ink.dim)
            row += 1
        }
        return row
    }

    private func describe(_ value: StateValue, _ formatter: ValueFormatter) -> String {
        switch value {
        case .null: "nil"
        case .string(let text): "\"\(text)\""
        case .record: "{…}"
        default: formatter.format(value, as: .automatic)
        }
    }

    /// The log's latest entries that fit, each a line with its reasons indented below.
    private func drawLog(into buffer: inout CellBuffer, area: CellRect, from start: Int) {
        guard start < area.maxRow else { return }
        buffer.write("Events", column: area.column, row: start, clip: area, foreground: ink.text, bold: true)
        let available = area.maxRow - start - 1
        guard available > 0 else { return }
        var lines: [(text: String, color: Color?, indent: Int)] = []
        let formatter = ValueFormatter(now: phone, utcOffsetSeconds: state.utcOffsetSeconds)
        for entry in state.log.suffix(available) {
            let color = ink.color(of: entry.tone)
            let time = formatter.format(.date(entry.time), as: .time24)
            lines.append((fitted("\(time) \(entry.source) \(entry.summary)", width: area.width), color, 0))
            for detail in entry.details {
                lines += TerminalMetrics.lines(of: detail, columns: area.width - 2).map { ($0, ink.dim, 2) }
            }
        }
        for (offset, line) in lines.suffix(available).enumerated() {
            buffer.write(line.text, column: area.column + line.indent, row: start + 1 + offset, clip: area, foreground: line.color)
        }
    }

    /// `text` cut to `width` cells, ending in "…" when it had to be cut.
    func fitted(_ text: String, width: Int) -> String {
        TerminalText.truncated(text, toWidth: max(1, width)).map(\.text).joined()
    }
}

import IsletCells

/// A buffer's colours as text, one letter a cell, with a legend: the colour half of a
/// snapshot, kept apart from the text so a failure reads as a plain diff.
///
/// Each distinct (foreground, background, attributes) gets the next letter in reading order.
/// A blank cell's foreground and weight are invisible, so they are left out of its style; the
/// right half of a wide glyph repeats the letter of its left half.
public func styleMask(_ buffer: CellBuffer) -> String {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    var letters: [MaskStyle: Character] = [:]
    var legend: [String] = []
    var rows: [String] = []
    for row in 0..<buffer.height {
        var line = ""
        var previous: Character = "?"
        for column in 0..<buffer.width {
            let cell = buffer[column, row]
            if cell.isContinuation {
                line.append(previous)
                continue
            }
            let blank = cell.text == " "
            let style = MaskStyle(
                foreground: blank ? nil : cell.foreground, background: cell.background,
                attributes: blank ? [] : cell.attributes
            )
            let letter: Character
            if let known = letters[style] {
                letter = known
            } else {
                letter = letters.count < alphabet.count ? alphabet[letters.count] : "?"
                letters[style] = letter
                legend.append("\(letter) = " + describe(style))
            }
            line.append(letter)
            previous = letter
        }
        rows.append(line)
    }
    return legend.joined(separator: "\n") + "\n\n" + rows.joined(separator: "\n") + "\n"
}

private func describe(_ style: MaskStyle) -> String {
    var parts = ["fg " + (style.foreground.map(hex) ?? "none"), "bg " + (style.background.map(hex) ?? "none")]
    let names: [(CellAttributes, String)] = [(.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.strikethrough, "strikethrough"), (.underline, "underline"), (.raised, "raised")]
    parts += names.filter { style.attributes.contains($0.0) }.map(\.1)
    return parts.joined(separator: ", ")
}

private func hex(_ color: Color) -> String {
    color.opacity < 1 ? "\(color.hexString)@\(color.opacity)" : color.hexString
}

/// What a cell of the mask shows apart from its text.
private struct MaskStyle: Hashable {
    let foreground: Color?
    let background: Color?
    let attributes: CellAttributes
}

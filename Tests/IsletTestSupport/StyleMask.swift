import IsletCells

/// A buffer's colours as text, one letter a cell, with a legend: the colour half of a
/// snapshot, kept apart from the text so a failure reads as a plain diff.
///
/// Each distinct (foreground, background, bold, dim) gets the next letter in reading order.
/// A blank cell's foreground and weight are invisible, so they are left out of its style; the
/// right half of a wide glyph repeats the letter of its left half.
public func styleMask(_ buffer: CellBuffer) -> String {
    struct Style: Hashable {
        let foreground: Color?
        let background: Color?
        let bold: Bool
        let dim: Bool
    }
    let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    var letters: [Style: Character] = [:]
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
            let style = Style(
                foreground: blank ? nil : cell.foreground, background: cell.background,
                bold: blank ? false : cell.bold, dim: blank ? false : cell.dim
            )
            let letter: Character
            if let known = letters[style] {
                letter = known
            } else {
                letter = letters.count < alphabet.count ? alphabet[letters.count] : "?"
                letters[style] = letter
                legend.append("\(letter) = " + describe(style.foreground, style.background, style.bold, style.dim))
            }
            line.append(letter)
            previous = letter
        }
        rows.append(line)
    }
    return legend.joined(separator: "\n") + "\n\n" + rows.joined(separator: "\n") + "\n"
}

private func describe(_ foreground: Color?, _ background: Color?, _ bold: Bool, _ dim: Bool) -> String {
    var parts = ["fg " + (foreground.map(hex) ?? "none"), "bg " + (background.map(hex) ?? "none")]
    if bold { parts.append("bold") }
    if dim { parts.append("dim") }
    return parts.joined(separator: ", ")
}

private func hex(_ color: Color) -> String {
    color.opacity < 1 ? "\(color.hexString)@\(color.opacity)" : color.hexString
}

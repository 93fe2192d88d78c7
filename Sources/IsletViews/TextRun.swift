import IsletCells

/// One styled part of a text, as `Text("12").bold() + Text(" min").font(.caption)` and a styled
/// `Text` inside an interpolation make: SwiftUI draws each part in its own font and colour on
/// the same lines, so a text keeps its parts (`ResolvedView.runs`) through layout and painting.
public struct TextRun: Equatable, Sendable {
    public var text: String
    public var font: Font
    public var foreground: Color
    public var monospacedDigit: Bool
    public var strikethrough: Bool
    public var underline: Bool

    public init(text: String, font: Font, foreground: Color, monospacedDigit: Bool = false, strikethrough: Bool = false, underline: Bool = false) {
        self.text = text
        self.font = font
        self.foreground = foreground
        self.monospacedDigit = monospacedDigit
        self.strikethrough = strikethrough
        self.underline = underline
    }

    /// This run's style on other text: a line's piece of it, or the "…" that ends it.
    public func with(text: String) -> TextRun {
        var run = self
        run.text = text
        return run
    }

    /// True when `other` draws its text as this run does: all but the text the same.
    func hasStyle(of other: TextRun) -> Bool {
        font == other.font && foreground == other.foreground && monospacedDigit == other.monospacedDigit && strikethrough == other.strikethrough && underline == other.underline
    }

    /// This run with its font `factor` times the size: a text shrunk by `.minimumScaleFactor`.
    public func scaled(by factor: Double) -> TextRun {
        var run = self
        run.font = font.with(size: font.size * factor)
        return run
    }

    /// `lines` (the text of `runs` broken, the spaces at the breaks dropped, perhaps cut with
    /// "…") as the runs their characters come from, so each piece is drawn in its part's style.
    /// Every character of a line is found in order in the text; a "…" the cut put in takes the
    /// style of the character before it, and the characters after it are the text's last ones.
    public static func lines(_ lines: [String], of runs: [TextRun]) -> [[TextRun]] {
        var source: [(character: Character, run: Int)] = []
        for (index, run) in runs.enumerated() {
            for character in run.text { source.append((character, index)) }
        }
        var cursor = 0
        return lines.map { line in
            var pieces: [TextRun] = []
            // The run the last piece took its style from: a character joins that piece when its
            // own run has the same style, compared without copying a run for each character.
            var pieceRun = 0
            var previous = 0
            let characters = Array(line)
            for (offset, character) in characters.enumerated() {
                var run = previous
                if let found = source[cursor...].firstIndex(where: { $0.character == character }), character != "…" || found == cursor {
                    run = source[found].run
                    cursor = found + 1
                } else if character == "…" {
                    // Cut at the head or in the middle: what follows is the end of the text.
                    cursor = max(cursor, source.count - (characters.count - offset - 1))
                }
                previous = run
                if !pieces.isEmpty, runs[run].hasStyle(of: runs[pieceRun]) {
                    pieces[pieces.count - 1].text.append(character)
                } else {
                    pieces.append(runs[run].with(text: String(character)))
                    pieceRun = run
                }
            }
            return pieces
        }
    }
}

/// A part of a text as read, before it is resolved: its text and the text modifiers set on
/// it alone (font and its traits, colour, strikethrough, monospaced digits), which win over
/// the ones set on the whole text, as the innermost do in SwiftUI's environment.
public struct TextRunNode: Equatable, Sendable {
    public let text: Template
    public let modifiers: ViewModifiers

    public init(text: Template, modifiers: ViewModifiers = ViewModifiers()) {
        self.text = text
        self.modifiers = modifiers
    }
}

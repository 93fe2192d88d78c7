/// The digit slide of a `numericText` text (REFERENCE.md §2, `.contentTransition(.numericText())`):
/// only the digits that changed move, each old digit sliding out and the new one sliding in,
/// upward when the number grew and downward when it shrank; unchanged digits stay still. No
/// value in between is shown: 25% → 62% never passes through 36%.
///
/// A terminal cell cannot show half a glyph, so the slide is drawn with the raised and lowered
/// forms of the digit (superscript and subscript): for an increase the old digit rises (²) and
/// leaves, the new one arrives from below (₆) and settles, each for a quarter of the time.
/// Texts of different lengths are aligned on the right: a digit gained arrives, a digit lost
/// leaves, the same way. A change that is not a change of digits (letters, a moved colon) does
/// not slide: the caller cross-fades it instead.
enum DigitRoll {
    /// The lines shown `progress` (0...1) of the way from `old` to `new`, or nil when they do not
    /// slide (a different number of lines, or a change that is not only digits).
    static func lines(from old: [String], to new: [String], progress: Double) -> [String]? {
        guard old.count == new.count else { return nil }
        var rolled: [String] = []
        for (a, b) in zip(old, new) {
            guard let line = a == b ? b : line(from: a, to: b, progress: progress) else { return nil }
            rolled.append(line)
        }
        return rolled
    }

    /// One line `progress` of the way from `old` to `new`, or nil when the change is not a slide.
    static func line(from old: String, to new: String, progress: Double) -> String? {
        let width = max(old.count, new.count)
        let a = Array(repeating: nil, count: width - old.count) + old.map(Optional.some)
        let b = Array(repeating: nil, count: width - new.count) + new.map(Optional.some)
        var changesDigit = false
        for (x, y) in zip(a, b) where x != y {
            guard (x.flatMap(digit) != nil || x == nil) && (y.flatMap(digit) != nil || y == nil) else { return nil }
            changesDigit = true
        }
        guard changesDigit else { return nil }
        let phase = Phase(progress)
        let up = isIncrease(from: old, to: new)
        var shown = ""
        for (x, y) in zip(a, b) {
            if x == y {
                if let x { shown.append(x) }
            } else if let character = phase.showsOld ? x : y {
                shown.append(phase.isMoving ? shifted(character, raised: phase.showsOld == up) : character)
            }
        }
        return shown
    }

    /// Where a changed digit is at a moment: still old, old and leaving, new and arriving, new.
    private struct Phase {
        let showsOld: Bool
        let isMoving: Bool

        init(_ progress: Double) {
            showsOld = progress < 0.5
            isMoving = progress >= 0.25 && progress < 0.75
        }
    }

    /// Superscript digits 0-9: a digit on its way up.
    static let raised: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
    /// Subscript digits 0-9: a digit on its way down.
    static let lowered: [Character] = ["₀", "₁", "₂", "₃", "₄", "₅", "₆", "₇", "₈", "₉"]

    /// `character`, a digit, drawn above or below its line.
    private static func shifted(_ character: Character, raised up: Bool) -> Character {
        guard let value = digit(character) else { return character }
        return up ? raised[value] : lowered[value]
    }

    private static func digit(_ character: Character) -> Int? {
        character.isASCII ? character.wholeNumberValue : nil
    }

    /// Whether the number made of `new`'s digits is at least the one made of `old`'s.
    private static func isIncrease(from old: String, to new: String) -> Bool {
        func value(_ text: String) -> [Int] { Array(text.compactMap(digit).drop { $0 == 0 }) }
        let a = value(old), b = value(new)
        return a.count != b.count ? b.count > a.count : !b.lexicographicallyPrecedes(a)
    }
}

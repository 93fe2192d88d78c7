/// Odometer-style rolling of a `numericText` text's digits (REFERENCE.md §2,
/// `.contentTransition(.numericText())`): each changed digit steps through the digits between
/// its old and new value, counting up when the number grew and down when it shrank, wrapping
/// past 9 as an odometer does (so 09 → 10 moves each wheel one step).
///
/// Texts of different lengths are aligned on the right. A position that gains or loses a
/// character switches at half time. A change that is not a change of digits (letters, a moved
/// colon) does not roll: the caller cross-fades it instead.
enum DigitRoll {
    /// The lines shown `progress` (0...1) of the way from `old` to `new`, or nil when they do not
    /// roll (a different number of lines, or a change that is not only digits).
    static func lines(from old: [String], to new: [String], progress: Double) -> [String]? {
        guard old.count == new.count else { return nil }
        var rolled: [String] = []
        for (a, b) in zip(old, new) {
            guard let line = a == b ? b : line(from: a, to: b, progress: progress) else { return nil }
            rolled.append(line)
        }
        return rolled
    }

    /// One line `progress` of the way from `old` to `new`, or nil when the change is not a roll.
    static func line(from old: String, to new: String, progress: Double) -> String? {
        let width = max(old.count, new.count)
        let a = Array(repeating: nil, count: width - old.count) + old.map(Optional.some)
        let b = Array(repeating: nil, count: width - new.count) + new.map(Optional.some)
        var changesDigit = false
        for (x, y) in zip(a, b) where x != y {
            let xDigit = x.flatMap(digit), yDigit = y.flatMap(digit)
            guard (xDigit != nil || x == nil) && (yDigit != nil || y == nil) else { return nil }
            changesDigit = true
        }
        guard changesDigit else { return nil }
        let up = isIncrease(from: old, to: new)
        var shown = ""
        for (x, y) in zip(a, b) {
            if let x, let y, let from = digit(x), let to = digit(y) {
                let steps = ((up ? to - from : from - to) + 10) % 10
                let moved = Int(saturating: (progress * Double(steps)).rounded())
                shown.append(Character(String(((from + (up ? moved : -moved)) % 10 + 10) % 10)))
            } else if let character = progress < 0.5 ? x : y {
                shown.append(character)
            }
        }
        return shown
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

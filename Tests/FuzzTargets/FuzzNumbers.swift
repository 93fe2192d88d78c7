/// The input of the `shapes` target: numbers separated by spaces, commas or newlines, read in a
/// fixed order. Text, so a finding reads as what it is, and so the dictionary's edge numbers
/// (`1e+300`, `-0`, `1e400`) and words such as `nan` and `inf` mutate straight into it. A word
/// that is no number reads as 0; past the end every number is 0.
struct FuzzNumbers {
    private let words: [Substring]
    private var index = 0

    init(_ input: [UInt8]) {
        words = String(decoding: input, as: UTF8.self).split { $0 == " " || $0 == "," || $0.isNewline || $0 == "\t" }
    }

    /// The next number, whatever it is: NaN, an infinity, huge, negative or zero.
    mutating func next() -> Double {
        defer { index += 1 }
        guard index < words.count else { return 0 }
        return Double(words[index]) ?? 0
    }

    /// The next number as a whole number within `range` (NaN: the lower bound).
    mutating func whole(_ range: ClosedRange<Int>) -> Int {
        let value = next()
        guard !value.isNaN else { return range.lowerBound }
        return Int(max(Double(range.lowerBound), min(Double(range.upperBound), value.rounded(.down))))
    }

    /// The next number as a yes or no: anything but 0 is yes.
    mutating func flag() -> Bool {
        next() != 0
    }
}

import IsletModel

/// The slips an editor makes in a widget's Swift between two saves (a line gone, a block pasted
/// twice, two words in each other's place), made from a seeded generator so a failing mutation
/// is the same on every run and can be written back out to look at.
enum SourceMutation: String, CaseIterable {
    case deleteLine = "delete a line"
    case duplicateBlock = "duplicate a block"
    case swapTokens = "swap two tokens"

    /// `text` with this one edit; unchanged when it has nothing to edit (no lines, one token).
    func apply(to text: String, using random: inout SplitMix64) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard !lines.isEmpty else { return text }
        switch self {
        case .deleteLine:
            lines.remove(at: Int.random(in: 0..<lines.count, using: &random))
        case .duplicateBlock:
            let start = Int.random(in: 0..<lines.count, using: &random)
            let end = min(lines.count, start + Int.random(in: 1...12, using: &random))
            lines.insert(contentsOf: lines[start..<end], at: end)
        case .swapTokens:
            return Self.swappingTwoTokens(of: text, using: &random)
        }
        return lines.joined(separator: "\n")
    }

    /// A token is a run of letters, digits and `_`, or one other character that is not a space.
    private static func swappingTwoTokens(of text: String, using random: inout SplitMix64) -> String {
        var tokens: [Range<String.Index>] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isWhitespace {
                index = text.index(after: index)
            } else if character.isLetter || character.isNumber || character == "_" {
                let end = text[index...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? text.endIndex
                tokens.append(index..<end)
                index = end
            } else {
                tokens.append(index..<text.index(after: index))
                index = text.index(after: index)
            }
        }
        guard tokens.count > 1 else { return text }
        let picks = [Int.random(in: 0..<tokens.count, using: &random), Int.random(in: 0..<tokens.count, using: &random)].sorted()
        let (first, second) = (tokens[picks[0]], tokens[picks[1]])
        guard first != second else { return text }
        return String(text[..<first.lowerBound]) + text[second] + text[first.upperBound..<second.lowerBound] + text[first] + text[second.upperBound...]
    }
}

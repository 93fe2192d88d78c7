/// What the toolchain's parser cannot be handed, found in the text before it is: its nesting
/// limit (256) counts brackets, but its look-ahead does not, and takes time doubling with each
/// `[` nested in another (16 of them: seconds; 20: minutes); generic arguments and ternaries
/// nested a few thousand deep overflow its stack (docs/DECISIONS.md, "Fuzzing"), and so do
/// `#if` blocks nested about 3,000 deep, whatever their clauses hold. The scan is
/// rough on purpose: brackets inside strings and comments count too, but a closer drops every
/// opener above its own, so a stray `(` in a string cannot pile up. Limits far above any widget.
enum NestingScan {
    /// Brackets of any kind open at once; the parser stops at 256 itself.
    static let deepestBrackets = 200
    /// `[` open at once: an array literal or type inside another.
    static let deepestSquareBrackets = 8
    /// Generic argument lists open at once on one line (`Array<Array<…`).
    static let deepestAngleBrackets = 32
    /// Ternaries nested in the middle of another (`a ? b ? … : … : …`).
    static let deepestTernaries = 64
    /// `#if` blocks open at once, each closed by its `#endif`.
    static let deepestConditionals = 64

    private enum Opener: UInt8 {
        case round = 40, square = 91, curly = 123, angle = 60, ternary = 63, conditional = 35
    }

    /// The bytes `#if` and `#endif`, as the last bytes before a byte that ends a word.
    private static let conditionalOpener: UInt64 = 0x23_69_66, conditionalCloser: UInt64 = 0x23_65_6E_64_69_66

    /// The first place nested deeper than the limits, as a UTF-8 offset, and why; nil when the
    /// parser can be given the text.
    static func problem(in text: String) -> (offset: Int, reason: String)? {
        var stack: [Opener] = []
        var counts: [Opener: Int] = [:]
        var previous: UInt8 = 10
        /// The last six bytes, the latest lowest.
        var window: UInt64 = 0
        for (offset, byte) in text.utf8.enumerated() {
            defer {
                previous = byte
                window = (window << 8 | UInt64(byte)) & 0xFFFF_FFFF_FFFF
            }
            if !isWordByte(byte) {
                if window & 0xFF_FFFF == conditionalOpener {
                    stack.append(.conditional)
                    counts[.conditional, default: 0] += 1
                    if let reason = reason(stack.count, counts[.conditional] ?? 0, .conditional) { return (offset - 3, reason) }
                } else if window == conditionalCloser, let index = stack.lastIndex(of: .conditional) {
                    pop(&stack, &counts, to: index)
                }
            }
            let opener: Opener?
            switch byte {
            case 40, 91, 123: opener = Opener(rawValue: byte)
            case 60: opener = isWordByte(previous) ? .angle : nil
            case 63 where previous == 63:
                // `??` is no ternary: drop the mark its first `?` made.
                if stack.last == .ternary { pop(&stack, &counts, to: stack.count - 1) }
                opener = nil
            case 63: opener = previous == 32 || previous == 10 || previous == 9 ? .ternary : nil
            case 41, 93, 125:
                let match = Opener(rawValue: byte == 41 ? 40 : byte - 2)
                if let index = stack.lastIndex(where: { $0 == match }) { pop(&stack, &counts, to: index) }
                opener = nil
            case 62:
                if previous != 45, stack.last == .angle { pop(&stack, &counts, to: stack.count - 1) }
                opener = nil
            case 58:
                if stack.last == .ternary { pop(&stack, &counts, to: stack.count - 1) }
                opener = nil
            case 10:
                while stack.last == .angle { pop(&stack, &counts, to: stack.count - 1) }
                opener = nil
            default: opener = nil
            }
            guard let opener else { continue }
            stack.append(opener)
            counts[opener, default: 0] += 1
            if let reason = reason(stack.count, counts[opener] ?? 0, opener) { return (offset, reason) }
        }
        return nil
    }

    private static func reason(_ depth: Int, _ count: Int, _ opener: Opener) -> String? {
        if depth > deepestBrackets { return "nested more than \(deepestBrackets) brackets deep, which islet does not read" }
        let (limit, what) = switch opener {
        case .square: (deepestSquareBrackets, "`[` brackets")
        case .angle: (deepestAngleBrackets, "generic argument lists")
        case .ternary: (deepestTernaries, "ternaries")
        case .conditional: (deepestConditionals, "`#if` blocks")
        case .round, .curly: (Int.max, "")
        }
        return count > limit ? "more than \(limit) \(what) nested in each other, which islet does not read" : nil
    }

    private static func pop(_ stack: inout [Opener], _ counts: inout [Opener: Int], to index: Int) {
        for opener in stack[index...] { counts[opener, default: 0] -= 1 }
        stack.removeSubrange(index...)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == 95 || byte >= 128
    }
}

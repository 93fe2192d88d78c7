/// Unicode's bidirectional algorithm (UAX #9) reduced to what one line of cells needs: no
/// explicit embeddings, isolates or bracket pairs. Arabic and Hebrew text stays in logical order
/// in the model, the layout and the vector pictures (whose viewers reorder it themselves), and
/// is put in the order a reader sees only where it becomes cells, because xterm and tmux draw
/// cells left to right and reorder nothing.
public enum VisualOrder {
    /// `text` in display order: its right-to-left runs reversed grapheme by grapheme (a mark stays
    /// on its letter), numbers inside them left to right, mirrored brackets swapped. Text without
    /// a right-to-left letter is returned as it is, after a scan of its bytes.
    public static func line(_ text: String) -> String {
        guard mayHoldRightToLeft(text) else { return text }
        let characters = Array(text)
        var classes = characters.map(bidiClass)
        guard let paragraph = classes.first(where: { $0 == .l || $0 == .r || $0 == .al }), paragraph != .l || classes.contains(where: { $0 == .r || $0 == .al }) else {
            return text
        }
        let base = paragraph == .l ? 0 : 1
        resolveWeak(&classes, base: base)
        resolveNeutral(&classes, base: base)
        let levels = classes.map { type -> Int in
            switch (base, type) {
            case (0, .r): 1
            case (0, .en), (0, .an): 2
            case (1, .l), (1, .en), (1, .an): 2
            default: base
            }
        }
        var order = Array(characters.indices)
        for level in stride(from: levels.max() ?? base, through: max(1, base), by: -1) {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else { start += 1; continue }
                var end = start
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
        }
        return String(order.map { levels[$0] % 2 == 1 ? mirrored(characters[$0]) : characters[$0] })
    }

    /// The bidirectional classes the reduced algorithm tells apart; every other class is `.on`.
    enum BidiClass: Equatable {
        case l, r, al, en, an, es, et, cs, on
    }

    /// True when `text` may hold a scalar from a right-to-left block: U+0580-U+08FF,
    /// U+FB00-U+FEFF, U+10000-U+10FFF and U+1E800-U+1EFFF (a superset: the classes decide).
    private static func mayHoldRightToLeft(_ text: String) -> Bool {
        // Walks the bytes in place (a frame writes many lines; copying each would allocate).
        var lead: UInt8 = 0
        for byte in text.utf8 {
            switch (lead, byte) {
            case (_, 0xD6...0xDF), (0xE0, 0xA0...0xA3), (0xEF, 0xAC...0xBB), (0xF0, 0x90), (0xF0, 0x9E): return true
            default: lead = byte
            }
        }
        return false
    }

    /// The class of a grapheme's first scalar, from the blocks and categories that decide it.
    static func bidiClass(_ character: Character) -> BidiClass {
        guard let scalar = character.unicodeScalars.first else { return .on }
        switch scalar.value {
        case 0x30...0x39, 0x06F0...0x06F9, 0xB2, 0xB3, 0xB9, 0xFF10...0xFF19: return .en
        case 0x0660...0x0669, 0x066B, 0x066C, 0x0600...0x0605, 0x06DD: return .an
        case 0x2B, 0x2D, 0x2212: return .es
        case 0x23...0x25, 0xA2...0xA5, 0xB0, 0xB1, 0x066A, 0x2030...0x2034, 0x20A0...0x20CF: return .et
        case 0x2C, 0x2E, 0x2F, 0x3A, 0xA0, 0x060C, 0x202F: return .cs
        case 0x200E: return .l
        case 0x200F, 0x0590...0x05FF, 0x07C0...0x085F, 0xFB1D...0xFB4F, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return .r
        case 0x0600...0x07BF, 0x0860...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return .al
        default:
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .spacingMark: return .l
            default: return .on
            }
        }
    }

    /// Rules W2-W7: numbers after Arabic letters are Arabic numbers, a separator between two
    /// numbers joins them, a terminator beside a European number is one, and a European number
    /// after a left-to-right letter reads as one.
    private static func resolveWeak(_ classes: inout [BidiClass], base: Int) {
        let start: BidiClass = base == 0 ? .l : .r
        var strong = start
        for index in classes.indices {
            switch classes[index] {
            case .l, .r, .al: strong = classes[index]
            case .en where strong == .al: classes[index] = .an
            default: break
            }
        }
        for index in classes.indices where classes[index] == .al { classes[index] = .r }
        for index in classes.indices.dropFirst().dropLast() {
            let before = classes[index - 1], after = classes[index + 1]
            if classes[index] == .es, before == .en, after == .en { classes[index] = .en }
            if classes[index] == .cs, before == after, before == .en || before == .an { classes[index] = before }
        }
        for index in classes.indices where classes[index] == .et {
            var left = index, right = index
            while left > 0, classes[left - 1] == .et { left -= 1 }
            while right < classes.count - 1, classes[right + 1] == .et { right += 1 }
            if (left > 0 && classes[left - 1] == .en) || (right < classes.count - 1 && classes[right + 1] == .en) {
                for other in left...right { classes[other] = .en }
            }
        }
        strong = start
        for index in classes.indices {
            switch classes[index] {
            case .es, .et, .cs: classes[index] = .on
            case .l, .r: strong = classes[index]
            case .en where strong == .l: classes[index] = .l
            default: break
            }
        }
    }

    /// Rules N1-N2: a run of neutrals between two letters of one direction (numbers count as
    /// right-to-left) takes it, any other the paragraph's.
    private static func resolveNeutral(_ classes: inout [BidiClass], base: Int) {
        let edge: BidiClass = base == 0 ? .l : .r
        let direction = { (type: BidiClass) -> BidiClass in type == .l ? .l : .r }
        var index = 0
        while index < classes.count {
            guard classes[index] == .on else { index += 1; continue }
            var end = index
            while end < classes.count, classes[end] == .on { end += 1 }
            let before = index > 0 ? direction(classes[index - 1]) : edge
            let after = end < classes.count ? direction(classes[end]) : edge
            for neutral in index..<end { classes[neutral] = before == after ? before : edge }
            index = end
        }
    }

    /// A bracket in a right-to-left run is drawn facing the other way (rule L4).
    private static func mirrored(_ character: Character) -> Character {
        let pairs: [Character: Character] = ["(": ")", ")": "(", "[": "]", "]": "[", "{": "}", "}": "{", "<": ">", ">": "<", "«": "»", "»": "«", "‹": "›", "›": "‹"]
        return pairs[character] ?? character
    }
}

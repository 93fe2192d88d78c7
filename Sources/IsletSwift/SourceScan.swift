/// A cheap look at a file's bytes before it is parsed: whether a name occurs in it as a whole
/// word, or where a declaration or extension of that name could be. Both answers err only
/// towards yes, so a file the scan passes over cannot hold what the parse would have found
/// (docs/DECISIONS.md, "Reading only the Swift that matters").
struct SourceScan {
    private let bytes: [UInt8]
    /// Whether the word `typealias` occurs: such a file may give a needed type another name.
    private(set) var mayAlias = false

    /// The keywords a declared or extended type's name follows, as `TypeCatalog` collects them
    /// (`actor` besides, which costs nothing).
    private static let declarationKeywords: Set<[UInt8]> = Set(
        ["struct", "class", "enum", "protocol", "typealias", "extension", "actor"].map { Array($0.utf8) }
    )
    /// Bytes that end a token a declared name can never follow.
    private static let neverBeforeDeclaredName: Set<UInt8> = Set(Array(":,()[]<>={}&?!\"\\;+-*|^~%'$".utf8))

    init(_ text: String) {
        bytes = Array(text.utf8)
        mayAlias = mentions("typealias")
    }

    /// Whether `word` occurs with no identifier character (ASCII letter, digit, `_`) on either
    /// side: in code, a comment or a string alike. Bytes of other characters count as a boundary.
    func mentions(_ word: String) -> Bool {
        firstOccurrence(of: word) { _ in true }
    }

    /// Whether `word` occurs where a declaration or extension could name it: after one of the
    /// declaration keywords, after a `.` (`extension Outer.Status`), or where a comment or a
    /// character the scan cannot judge may stand between the two.
    func mayDeclare(_ word: String) -> Bool {
        firstOccurrence(of: word, where: mayBeDeclaredName(at:))
    }

    /// Keywords whose next word a declaration names: the type keywords, and those of members,
    /// functions, globals and cases, which a file may add to a type declared elsewhere.
    private static let memberKeywords: Set<[UInt8]> = declarationKeywords.union(["func", "var", "let", "case"].map { Array($0.utf8) })

    /// Every word that follows a declaration keyword (`struct`, `extension`, `func`, `var`,
    /// `let`, `case`, …) across white space and backticks, each part of a dotted `extension A.B`, and
    /// every word of a `let (a, b)` pattern; nil when a keyword is followed by something the scan
    /// cannot judge (a comment), so the caller parses the file whatever it wants.
    func declaredWords() -> Set<String>? {
        var words: Set<String> = []
        var index = 0
        while index < bytes.count {
            guard Self.isIdentifierByte(bytes[index]), index == 0 || !Self.isIdentifierByte(bytes[index - 1]) else {
                index += 1
                continue
            }
            let end = wordEnd(from: index)
            guard Self.memberKeywords.contains(Array(bytes[index..<end])) else {
                index = end
                continue
            }
            var next = end
            while next < bytes.count, bytes[next] <= 0x20 || bytes[next] == UInt8(ascii: "`") { next += 1 }
            guard next < bytes.count else { break }
            if bytes[next] == UInt8(ascii: "/") { return nil }
            if bytes[next] == UInt8(ascii: "(") {
                // `let (a, b) = …`: every word up to the closing parenthesis.
                next += 1
                while next < bytes.count, bytes[next] != UInt8(ascii: ")") {
                    if Self.isIdentifierByte(bytes[next]) {
                        let wordEnd = wordEnd(from: next)
                        words.insert(String(decoding: bytes[next..<wordEnd], as: UTF8.self))
                        next = wordEnd
                    } else {
                        next += 1
                    }
                }
            }
            // A word, then more after dots (`extension Outer.Inner`, harmless after the others).
            while next < bytes.count, Self.isIdentifierByte(bytes[next]) {
                let wordEnd = wordEnd(from: next)
                words.insert(String(decoding: bytes[next..<wordEnd], as: UTF8.self))
                next = wordEnd
                guard next + 1 < bytes.count, bytes[next] == UInt8(ascii: ".") else { break }
                next += 1
            }
            // The words taken are scanned again: `class func name` names `name` too.
            index = end
        }
        return words
    }

    private func wordEnd(from start: Int) -> Int {
        var end = start
        while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
        return end
    }

    private func firstOccurrence(of word: String, where accept: (Int) -> Bool) -> Bool {
        let pattern = Array(word.utf8)
        guard let first = pattern.first, pattern.count <= bytes.count else { return false }
        let last = bytes.count - pattern.count
        var index = 0
        while index <= last {
            if bytes[index] == first, Self.matches(pattern, in: bytes, at: index),
               index == 0 || !Self.isIdentifierByte(bytes[index - 1]),
               index == last || !Self.isIdentifierByte(bytes[index + pattern.count]),
               accept(index) {
                return true
            }
            index += 1
        }
        return false
    }

    private static func matches(_ pattern: [UInt8], in bytes: [UInt8], at start: Int) -> Bool {
        var offset = 1
        while offset < pattern.count {
            if bytes[start + offset] != pattern[offset] { return false }
            offset += 1
        }
        return true
    }

    /// Looks back from a name at `start` over spaces, backticks and any byte that is not ASCII
    /// punctuation or a letter (a lexer's invalid character is trivia there too).
    private func mayBeDeclaredName(at start: Int) -> Bool {
        var index = start - 1
        var crossedLine = false
        while index >= 0, Self.isSkippedBefore(bytes[index]) {
            if bytes[index] == UInt8(ascii: "\n") { crossedLine = true }
            index -= 1
        }
        guard index >= 0 else { return false }
        let before = bytes[index]
        if crossedLine && lineHasComment(endingAt: index) { return true }
        if Self.isIdentifierByte(before) {
            var wordStart = index
            while wordStart > 0, Self.isIdentifierByte(bytes[wordStart - 1]) { wordStart -= 1 }
            return Self.declarationKeywords.contains(Array(bytes[wordStart...index]))
        }
        return !Self.neverBeforeDeclaredName.contains(before)
    }

    /// Whether the line ending at `end` holds `//`: a line comment may then stand between a
    /// keyword and the name on a later line.
    private func lineHasComment(endingAt end: Int) -> Bool {
        var index = end
        while index > 0, bytes[index - 1] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "/"), bytes[index - 1] == UInt8(ascii: "/") { return true }
            index -= 1
        }
        return false
    }

    private static func isSkippedBefore(_ byte: UInt8) -> Bool {
        byte <= 0x20 || byte == 0x7F || byte >= 0x80 || byte == UInt8(ascii: "`")
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }
}

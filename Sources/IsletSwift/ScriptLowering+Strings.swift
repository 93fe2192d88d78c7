import IsletProgram
import SwiftSyntax

extension ScriptLowering {
    /// A string literal's pieces as the program sees them: escapes resolved (`\n`, `\u{…}`, a raw
    /// string's `\#(…)`), a multi-line literal's indentation and line continuations removed, and
    /// interpolations with their labelled arguments (`\(value, specifier: "%.1f")`).
    func string(_ literal: StringLiteralExprSyntax) -> [ScriptStringPart] {
        let delimiter = literal.openingPounds?.text ?? ""
        var parts: [ScriptStringPart] = []
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece): text += segmentText(piece, delimiter: delimiter)
            case .expressionSegment(let interpolation):
                if !text.isEmpty { parts.append(.text(text)) }
                text = ""
                parts.append(.interpolation(interpolation.expressions.map(argument)))
            @unknown default: continue
            }
        }
        if !text.isEmpty || parts.isEmpty { parts.append(.text(text)) }
        return parts
    }

    /// One segment's text with its escapes resolved. The parser leaves a multi-line literal's
    /// indentation in the segment's leading trivia, so the content token is the text itself.
    func segmentText(_ segment: StringSegmentSyntax, delimiter: String) -> String {
        StringEscapes.resolve(segment.content.text, delimiter: delimiter)
    }
}

/// Swift's string escapes, resolved: `\0 \\ \t \n \r \" \' \u{1F600}`, written `\#n` in a raw
/// string with one `#` (and so on), and a backslash ending a line of a multi-line literal, which
/// joins the lines. An escape Swift would refuse is kept as written (the parser reports it).
enum StringEscapes {
    static func resolve(_ text: String, delimiter: String) -> String {
        guard text.contains("\\") else { return text }
        let introducer = Array("\\" + delimiter)
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            guard characters[index] == "\\", characters.count - index > introducer.count,
                  Array(characters[index..<index + introducer.count]) == introducer else {
                result.append(characters[index])
                index += 1
                continue
            }
            let escape = index + introducer.count
            switch characters[escape] {
            case "0": result.append("\0")
            case "\\": result.append("\\")
            case "t": result.append("\t")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "\"": result.append("\"")
            case "'": result.append("'")
            case "u":
                if let (scalar, end) = unicode(characters, from: escape + 1) {
                    result.unicodeScalars.append(scalar)
                    index = end
                    continue
                }
                result += String(characters[index...escape])
            case "\n", "\r", " ", "\t":
                // A line continuation: the backslash, trailing spaces and the newline vanish.
                var next = escape
                while next < characters.count, characters[next] == " " || characters[next] == "\t" { next += 1 }
                if next < characters.count, characters[next] == "\n" || characters[next] == "\r\n" || characters[next] == "\r" {
                    index = next + 1
                    continue
                }
                result += String(characters[index...escape])
            case "\r\n":
                index = escape + 1
                continue
            default: result += String(characters[index...escape])
            }
            index = escape + 1
        }
        return result
    }

    /// `{1F600}` at `start`: the scalar and the index after the closing brace.
    private static func unicode(_ characters: [Character], from start: Int) -> (Unicode.Scalar, Int)? {
        guard start < characters.count, characters[start] == "{" else { return nil }
        var end = start + 1
        var digits = ""
        while end < characters.count, characters[end] != "}", digits.count <= 8 {
            digits.append(characters[end])
            end += 1
        }
        guard end < characters.count, let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, end + 1)
    }
}

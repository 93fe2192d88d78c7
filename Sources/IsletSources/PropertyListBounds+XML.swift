import IsletInput

/// An XML property list read tag by tag, with no tree built: each element's nesting and path
/// (the `<key>` before a dictionary's value, an array item's position) are followed so that a
/// list nested too deep or holding too many values is refused at the line and path where it
/// goes too far. Text, comments, CDATA and the document type are stepped over.
struct PropertyListXMLScan {
    private let bytes: [UInt8]
    private var at = 0, line = 1, lineStart = 0
    /// An open element: its path, what it is, and where its next child goes.
    private struct Frame {
        enum Kind {
            /// `<plist>` and `<key>`: their content sits at their own path.
            case plist, key
            case dictionary, other
        }

        let path: JSONPath
        let kind: Kind
        var index = 0
        var key: String?

        /// Where a child element's value sits.
        var childPath: JSONPath {
            switch kind {
            case .plist, .key: path
            case .dictionary: path.appending(key ?? "")
            case .other: path.appending(index: index)
            }
        }
    }

    private var open: [Frame] = []
    private var values = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func run() throws(PropertyListBounds.Refusal) {
        try refuseMalformedUTF8()
        while let next = find(UInt8(ascii: "<"), from: at) {
            move(to: next)
            if starts(with: "<?") {
                skip(past: "?>")
            } else if starts(with: "<!--") {
                skip(past: "-->")
            } else if starts(with: "<![CDATA[") {
                skip(past: "]]>")
            } else if starts(with: "<!") {
                skipDeclaration()
            } else if starts(with: "</") {
                skip(past: ">")
                if let closed = open.popLast(), closed.kind != .key { finishChild() }
            } else {
                try element()
            }
        }
    }

    /// Refuses bytes that are not UTF-8 at the line and column of the first bad sequence:
    /// FoundationEssentials' XML reader traps on one (a cut four-byte sequence inside an
    /// `<integer>` stopped islet with SIGILL), and every XML list Apple's tools write is UTF-8.
    private mutating func refuseMalformedUTF8() throws(PropertyListBounds.Refusal) {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return
            case .error:
                move(to: offset)
                let place = SourceLocation(line: line, column: at - lineStart + 1)
                throw located(PropertyListBounds.Refusal(path: .root, message: "not UTF-8 at byte \(offset)"), place)
            }
        }
    }

    /// An element's start tag at `at`: a value counted and, unless it closes itself, opened.
    private mutating func element() throws(PropertyListBounds.Refusal) {
        let place = SourceLocation(line: line, column: at - lineStart + 1)
        var end = at + 1
        while end < bytes.count, ![UInt8(ascii: " "), 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: ">")].contains(bytes[end]) { end += 1 }
        let name = String(decoding: bytes[(at + 1)..<end], as: UTF8.self)
        let closesItself = skipTag()
        let path = open.last?.childPath ?? .root
        if name == "key" {
            guard !open.isEmpty else { return }
            open[open.count - 1].key = closesItself ? "" : keyText()
            if !closesItself { open.append(Frame(path: path, kind: .key)) }
            return
        }
        if name != "plist" {
            values += 1
            guard values <= PropertyListBounds.maximumValues else { throw located(PropertyListBounds.tooMany(at: path), place) }
        }
        if closesItself {
            finishChild()
            return
        }
        guard open.count < PropertyListBounds.maximumDepth else { throw located(PropertyListBounds.tooDeep(at: path), place) }
        open.append(Frame(path: path, kind: name == "plist" ? .plist : name == "dict" ? .dictionary : .other))
    }

    /// After a value in the innermost open element: an array moves to its next position, a
    /// dictionary waits for its next key.
    private mutating func finishChild() {
        guard !open.isEmpty else { return }
        open[open.count - 1].index += 1
        if open[open.count - 1].kind == .dictionary { open[open.count - 1].key = nil }
    }

    /// The text of a `<key>` just opened, up to the next tag, with XML's five named entities.
    private func keyText() -> String? {
        guard let end = find(UInt8(ascii: "<"), from: at) else { return nil }
        var text = String(decoding: bytes[at..<end], as: UTF8.self)
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&")] {
            text = text.replacing(entity, with: character)
        }
        return text
    }

    /// Steps past a start tag's attributes (quoted values may hold `>`); whether it ends `/>`.
    private mutating func skipTag() -> Bool {
        var quote: UInt8?
        var end = at
        while end < bytes.count {
            let byte = bytes[end]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                break
            }
            end += 1
        }
        let closes = end > at && bytes[end - 1] == UInt8(ascii: "/")
        move(to: min(bytes.count, end + 1))
        return closes
    }

    /// Steps past `<!DOCTYPE …>`, over an internal subset in brackets.
    private mutating func skipDeclaration() {
        guard let close = find(UInt8(ascii: ">"), from: at) else { return move(to: bytes.count) }
        if let bracket = find(UInt8(ascii: "["), from: at), bracket < close, let end = find(UInt8(ascii: "]"), from: bracket) {
            move(to: end)
        }
        skip(past: ">")
    }

    private mutating func skip(past marker: String) {
        let pattern = Array(marker.utf8)
        var end = at
        while end + pattern.count <= bytes.count, !bytes[end..<(end + pattern.count)].elementsEqual(pattern) { end += 1 }
        move(to: min(bytes.count, end + pattern.count))
    }

    private func starts(with marker: String) -> Bool {
        bytes[at...].starts(with: marker.utf8)
    }

    private func find(_ byte: UInt8, from start: Int) -> Int? {
        bytes[start...].firstIndex(of: byte)
    }

    /// Moves to `end`, counting the lines passed.
    private mutating func move(to end: Int) {
        while at < end {
            if bytes[at] == 0x0A {
                line += 1
                lineStart = at + 1
            }
            at += 1
        }
    }

    private func located(_ refusal: PropertyListBounds.Refusal, _ location: SourceLocation) -> PropertyListBounds.Refusal {
        var copy = refusal
        copy.location = location
        return copy
    }
}

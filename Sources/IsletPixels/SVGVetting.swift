import IsletCells
import IsletInput

/// What an SVG must be before librsvg draws it, directly (a custom symbol) or through
/// gdk-pixbuf's SVG loader (an SVG in an image set): small, and only what a symbol or an icon
/// is made of. librsvg's time grows with what the document asks for, not with its size in
/// bytes: an embedded image is decoded at whatever size it claims, a filter or a `use` chain
/// multiplies the drawing, a `foreignObject` is another document. Xcode compiles a custom
/// symbol from its paths, so a document with those elements is refused with a reason (a
/// placeholder on the board) instead of being drawn slowly or unfaithfully.
enum SVGVetting {
    /// As much as a custom symbol's file may hold: an SVG in an image set is held to it too.
    static let mostBytes = ReadLimit.customSymbol.bytes
    /// Elements in the document; a template with all its weights and guides has a few hundred.
    static let mostElements = 20_000
    static let refusedElements: Set<String> = ["image", "filter", "use", "foreignObject"]

    /// Whether the bytes start, after a byte-order mark and white space, with `<`: an SVG (or
    /// another XML document, which gdk-pixbuf would hand to its SVG loader too).
    static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "<")
    }

    /// Refuses an SVG over the limits above or with an element librsvg should not be given.
    static func check(_ bytes: [UInt8]) throws(PixelImage.Failure) {
        guard bytes.count <= mostBytes else {
            throw PixelImage.Failure("an SVG of \(bytes.count) bytes, more than the \(mostBytes >> 20) MB islet draws")
        }
        var elements = 0
        var at = 0
        while let open = bytes[at...].firstIndex(of: UInt8(ascii: "<")) {
            at = open + 1
            guard at < bytes.count, ![UInt8(ascii: "/"), UInt8(ascii: "!"), UInt8(ascii: "?")].contains(bytes[at]) else { continue }
            elements += 1
            guard elements <= mostElements else { throw PixelImage.Failure("an SVG of more than \(mostElements) elements, more than islet draws") }
            var end = at
            while end < bytes.count, !isNameEnd(bytes[end]) { end += 1 }
            // A prefixed name (`svg:image`) is judged by its local part.
            let name = String(decoding: bytes[at..<end], as: UTF8.self).split(separator: ":").last.map(String.init) ?? ""
            if refusedElements.contains(name) {
                throw PixelImage.Failure("the SVG has an <\(name)> element, which islet does not draw (a symbol or an icon is paths and shapes)")
            }
        }
    }

    private static func isNameEnd(_ byte: UInt8) -> Bool {
        [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: ">")].contains(byte)
    }
}

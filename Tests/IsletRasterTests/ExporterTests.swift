import IsletCells
import IsletLayout
import IsletRaster
import IsletTestSupport
import Testing

private let red = Color(hex: 0xFF0000)
private let blue = Color(hex: 0x0000FF)
private let esc = "\u{1B}"

/// A layout whose preview data carries an SGR, an OSC title change, a C1 CSI and a bell: what a
/// hostile or careless payload could send.
private let hostileLayout = #"""
{
  "activity": "HostileAttributes",
  "bundleId": "com.example.hostile",
  "contentState": { "label": "String" },
  "preview": { "at": 786020400, "contentState": { "label": "A\u001b[31mB\u001b]0;pwn\u0007C\u009b2J<b>&amp;" } },
  "lockScreen": { "text": "{state.label}" },
  "dynamicIsland": {
    "expanded": { "leading": { "text": "{state.label}" }, "bottom": { "text": "{state.label}" } },
    "compactLeading": { "text": "{state.label}" },
    "compactTrailing": { "text": "{state.label}" },
    "minimal": { "text": "{state.label}" }
  }
}
"""#

/// The offsets in `output` where an escape sequence that islet did not write starts: islet's
/// only sequences are SGRs that begin with a reset, `ESC [ 0 (; n)* m`.
private func foreignEscapes(in output: String) -> [Int] {
    let scalars = Array(output.unicodeScalars)
    var foreign: [Int] = []
    var index = 0
    while index < scalars.count {
        let scalar = scalars[index]
        if scalar == "\u{07}" || (0x80..<0xA0).contains(scalar.value) {
            foreign.append(index)
        } else if scalar == "\u{1B}" {
            var end = index + 1
            let isSGR: Bool = {
                guard end + 1 < scalars.count, scalars[end] == "[", scalars[end + 1] == "0" else { return false }
                end += 2
                while end < scalars.count, scalars[end] == ";" || ("0"..."9").contains(scalars[end]) { end += 1 }
                return end < scalars.count && scalars[end] == "m"
            }()
            if !isSGR { foreign.append(index) } else { index = end }
        }
        index += 1
    }
    return foreign
}

@Suite struct ANSIExporterTests {
    @Test func eachRunOpensWithAnSGRAndEachLineEndsWithAReset() {
        var buffer = CellBuffer(width: 3, height: 2)
        buffer.fillBackground(CellRect(column: 0, row: 0, width: 3, height: 1), blue)
        let clip = CellRect(column: 0, row: 0, width: 3, height: 2)
        buffer.write("ab", column: 0, row: 0, clip: clip, foreground: .white, bold: true)
        let lines = ANSIExporter.export(buffer).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines == [
            "\(esc)[0;1;38;2;255;255;255;48;2;0;0;255mab\(esc)[0;48;2;0;0;255m \(esc)[0m",
            "\(esc)[0m   \(esc)[0m",
            "",
        ])
    }

    @Test("blocks that fill a cell's bottom edge go out so the background fills it (a font's █ and ▄ stop a pixel short): █ as a blank on its colour, ▄ as ▀ with the colours swapped; without colour they stay")
    func bottomFillingBlocksAreSentThroughTheBackground() {
        var buffer = CellBuffer(width: 3, height: 1)
        buffer.fillBackground(CellRect(column: 0, row: 0, width: 3, height: 1), .black)
        for (column, glyph) in ["█", "▀", "▄"].enumerated() {
            buffer[column, 0].text = glyph
            buffer[column, 0].foreground = red
        }
        #expect(ANSIExporter.export(buffer, palette: .indexed256)
            == "\(esc)[0;38;5;196;48;5;196m \(esc)[0;38;5;196;48;5;16m▀\(esc)[0;38;5;16;48;5;196m▀\(esc)[0m\n")
        #expect(ANSIExporter.export(buffer, palette: .none) == "\(esc)[0m█▀▄\(esc)[0m\n")
    }

    @Test func indexedPaletteWritesXterm256Codes() {
        var buffer = CellBuffer(width: 1, height: 1)
        buffer.write("x", column: 0, row: 0, clip: CellRect(column: 0, row: 0, width: 1, height: 1), foreground: red)
        buffer.fillBackground(CellRect(column: 0, row: 0, width: 1, height: 1), .black)
        #expect(ANSIExporter.export(buffer, palette: .indexed256) == "\(esc)[0;38;5;196;48;5;16mx\(esc)[0m\n")
    }

    @Test func ansiPalettesWriteTheShortCodes() {
        var buffer = CellBuffer(width: 2, height: 1)
        let clip = CellRect(column: 0, row: 0, width: 2, height: 1)
        buffer.fillBackground(clip, .black)
        buffer.write("x", column: 0, row: 0, clip: clip, foreground: Color(hex: 0x34C759))
        buffer.write("y", column: 1, row: 0, clip: clip, foreground: .white)
        #expect(ANSIExporter.export(buffer, palette: .ansi16) == "\(esc)[0;32;40mx\(esc)[0;97;40my\(esc)[0m\n")
        #expect(ANSIExporter.export(buffer, palette: .ansi8) == "\(esc)[0;32;40mx\(esc)[0;37;40my\(esc)[0m\n")
        #expect(ANSIExporter.export(buffer, palette: .none) == "\(esc)[0mxy\(esc)[0m\n")
    }

    @Test("text whose colour would not read on its background is drawn in one that does, a blank with the same colours is not")
    func illegibleTextIsReplaced() {
        var buffer = CellBuffer(width: 2, height: 1)
        let clip = CellRect(column: 0, row: 0, width: 2, height: 1)
        buffer.fillBackground(clip, .white)
        buffer.write("x", column: 1, row: 0, clip: clip, foreground: Color(hex: 0xFF9500))
        buffer[0, 0].foreground = Color(hex: 0xFF9500)
        let output = ANSIExporter.export(buffer, palette: .trueColor)
        #expect(output.hasPrefix("\(esc)[0;38;2;255;149;0;48;2;255;255;255m \(esc)[0;38;2;"), "the blank keeps its colours: \(output.debugDescription)")
        #expect(!output.contains("38;2;255;149;0;48;2;255;255;255mx"), "orange text on white is darkened")
    }

    @Test func escapeSequencesInDataNeverReachTheOutput() throws {
        for presentation in Presentation.allCases {
            let rendered = try #require(renderPreview(
                layoutJSON: hostileLayout, file: "hostile.json", presentation: presentation, deviceID: "iphone-16-plus"
            ))
            let text = TextExporter.export(rendered.buffer)
            #expect(text.contains("A␛"), "\(presentation): the ESC is drawn as a visible ␛")
            if presentation == .lock {
                #expect(text.contains("A␛[31mB␛]0;pwn␇C\u{FFFD}2J<b>&amp;"), "every control character has its placeholder")
            }
            for palette in TerminalPalette.allCases {
                let output = ANSIExporter.export(rendered.buffer, palette: palette)
                #expect(foreignEscapes(in: output).isEmpty, "\(presentation) \(palette): \(output.debugDescription)")
            }
        }
    }

    @Test func foreignEscapeScannerFindsRawSequences() {
        #expect(foreignEscapes(in: "\(esc)[0;1mok\(esc)[0m") == [])
        #expect(foreignEscapes(in: "a\(esc)[31mb") == [1])
        #expect(foreignEscapes(in: "\(esc)]0;title\u{07}") == [0, 9])
        #expect(foreignEscapes(in: "x\u{9B}2J") == [1])
    }
}

@Suite struct SVGExporterTests {
    @Test func svgHasOneRectPerBackgroundRunAndEscapedText() throws {
        var buffer = CellBuffer(width: 6, height: 2)
        buffer.fillBackground(CellRect(column: 0, row: 0, width: 3, height: 1), red)
        buffer.fillBackground(CellRect(column: 3, row: 0, width: 2, height: 1), blue)
        buffer.fillBackground(CellRect(column: 0, row: 1, width: 6, height: 1), red)
        buffer.write("<a&b>", column: 0, row: 1, clip: CellRect(column: 0, row: 0, width: 6, height: 2), foreground: .white)
        let svg = SVGExporter.export(buffer)
        let elements = try XMLChecker.elements(of: svg)
        #expect(elements.first?.name == "svg")
        let runs = elements.filter { $0.name == "rect" && $0.attributes["width"] != "100%" }.map {
            [$0.attributes["x"] ?? "?", $0.attributes["y"] ?? "?", $0.attributes["width"] ?? "?", $0.attributes["fill"] ?? "?"]
        }
        #expect(runs == [["0", "0", "27", "#ff0000"], ["27", "0", "18", "#0000ff"], ["0", "19", "54", "#ff0000"]])
        #expect(elements.filter { $0.name == "text" }.map(\.text) == ["<", "a", "&", "b", ">"])
        #expect(svg.contains(">&lt;</text>") && svg.contains(">&amp;</text>") && svg.contains(">&gt;</text>"))
    }

    @Test(arguments: Presentation.allCases)
    func svgOfHostileDataIsWellFormed(_ presentation: Presentation) throws {
        let rendered = try #require(renderPreview(
            layoutJSON: hostileLayout, file: "hostile.json", presentation: presentation, deviceID: "iphone-16-pro"
        ))
        let elements = try XMLChecker.elements(of: SVGExporter.export(rendered.buffer))
        let texts = elements.filter { $0.name == "text" }.map(\.text).joined()
        #expect(!texts.contains(esc))
        if presentation == .lock {
            #expect(texts.contains("<b>&amp;"), "the card is wide enough to show the markup from data, escaped")
        }
    }

    @Test func checkerRejectsMalformedXML() {
        let malformed = [
            "<a><b></a></b>", "<a>x & y</a>", "<a x=1/>", "<a x=\"<\"/>", "<a>", "<a/><b/>", "<a>&bogus;</a>", "<a/>trailing",
        ]
        for document in malformed {
            #expect(throws: XMLChecker.Failure.self, "\(document)") { try XMLChecker.elements(of: document) }
        }
        #expect((try? XMLChecker.elements(of: "<?xml version=\"1.0\"?>\n<a k='v'><b>&lt;&#65;</b></a>"))?.last?.text == "<A")
    }
}

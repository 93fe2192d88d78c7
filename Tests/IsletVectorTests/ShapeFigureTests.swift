import Foundation
import IsletCells
import IsletLayout
import IsletRaster
import IsletTestSupport
@testable import IsletVector
import IsletViews
import Testing

/// Shape views in the vector pictures are true figures: a circle is a `circle`, a ring's trim an
/// arc from the right angle through the right sweep, with the layout's exact colours, and cairo
/// paints the same figure the SVG describes.
@Suite struct ShapeFigureTests {
    /// The lock screen of a layout whose card is `view`, with a progress of 0.7.
    func drawing(_ view: String) throws -> VectorDrawing {
        let json = #"""
        {"activity": "RingAttributes", "bundleId": "com.example.ring", "contentState": {"progress": "Double"},
         "preview": {"at": 786020400, "contentState": {"progress": 0.7}},
         "lockScreen": \#(view),
         "dynamicIsland": {"compactLeading": {"text": "L"}, "compactTrailing": {"text": "T"}, "minimal": {"text": "M"}}}
        """#
        let layout = try LayoutReader.read(json, file: "ring.json")
        let settings = RenderSettings(now: Date(timeIntervalSinceReferenceDate: 786_020_400))
        return VectorBoard(board: Board(activity: layout, data: try #require(layout.preview), settings: settings, cache: RenderCache().layout, presentations: [.lock])).drawing()
    }

    private static let ring = #"""
    {"zstack": [
      {"shape": "circle", "stroke": "gray", "lineWidth": 4},
      {"shape": "circle", "trim": [0, "state.progress"], "stroke": "green", "lineWidth": 4, "rotation": -90}
    ], "frame": {"width": 54, "height": 54}}
    """#

    func number(_ element: XMLChecker.Element, _ name: String) throws -> Double {
        try #require(element.attributes[name].flatMap(Double.init), "\(element.name) has no number \(name)")
    }

    @Test func aRingIsATrackCircleAndAnArcFromTwelveOClockThroughSevenTenthsOfATurn() throws {
        let elements = try XMLChecker.elements(of: SVGWriter.svg(try drawing(Self.ring)))
        let track = try #require(elements.first { $0.name == "circle" && $0.attributes["stroke"] == "#8e8e93" })
        let (cx, cy, r) = (try number(track, "cx"), try number(track, "cy"), try number(track, "r"))
        #expect(r == 27, "the 54 pt circle's outline, which a centred stroke straddles")
        #expect(track.attributes["fill"] == "none" && track.attributes["stroke-width"] == "4")
        let arc = try #require(elements.first { $0.name == "path" && $0.attributes["stroke"] == "#30d158" })
        #expect(arc.attributes["fill"] == "none" && arc.attributes["stroke-width"] == "4")
        let parts = try #require(arc.attributes["d"]).split(separator: " ")
        try #require(parts.count == 11 && parts[0] == "M" && parts[3] == "A", "\(parts)")
        let numbers = parts.compactMap { Double($0) }
        // Starts at twelve o'clock: the -90° rotation moved the trim's start from three.
        #expect(abs(numbers[0] - cx) < 0.01 && abs(numbers[1] - (cy - r)) < 0.01)
        // Radii, rotation, the large-arc flag (0.7 > half a turn) and the clockwise sweep.
        #expect(Array(numbers[2...6]) == [r, r, 0, 1, 1])
        // Ends 0.7 of a turn on, clockwise: 252° from twelve o'clock.
        let end = (-90.0 + 252) * Double.pi / 180
        #expect(abs(numbers[7] - (cx + r * cos(end))) < 0.01 && abs(numbers[8] - (cy + r * sin(end))) < 0.01)
    }

    @Test func aRoundCappedRingSaysSoAndAButtOneDoesNot() throws {
        let round = Self.ring.replacingOccurrences(of: "\"rotation\"", with: "\"lineCap\": \"round\", \"rotation\"")
        let capped = try XMLChecker.elements(of: SVGWriter.svg(try drawing(round))).first { $0.name == "path" && $0.attributes["stroke"] == "#30d158" }
        #expect(capped?.attributes["stroke-linecap"] == "round")
        let butt = try XMLChecker.elements(of: SVGWriter.svg(try drawing(Self.ring))).first { $0.name == "path" && $0.attributes["stroke"] == "#30d158" }
        #expect(butt != nil && butt?.attributes["stroke-linecap"] == nil)
    }

    @Test func cairoPaintsTheArcWhereTheSVGPutsIt() throws {
        let drawing = try drawing(Self.ring)
        let elements = try XMLChecker.elements(of: SVGWriter.svg(drawing))
        let track = try #require(elements.first { $0.name == "circle" && $0.attributes["stroke"] == "#8e8e93" })
        let (cx, cy, r) = (try number(track, "cx"), try number(track, "cy"), try number(track, "r"))
        let image = try RasterImage(drawing, scale: 2)
        func pixel(clockwiseFromTop degrees: Double) -> Color {
            let angle = (degrees - 90) * Double.pi / 180
            return image.pixel(x: Int(((cx + r * cos(angle)) * 2).rounded()), y: Int(((cy + r * sin(angle)) * 2).rounded()))
        }
        let green = Color(hex: 0x30D158), gray = Color(hex: 0x8E8E93)
        for degrees in [10.0, 90, 180, 240] {
            #expect(pixel(clockwiseFromTop: degrees) == green, "\(degrees)° from twelve o'clock is lit")
        }
        for degrees in [270.0, 300, 345] {
            #expect(pixel(clockwiseFromTop: degrees) == gray, "\(degrees)° from twelve o'clock is the track")
        }
    }

    @Test func fillsAreCirclesAndRectanglesInTheirColours() throws {
        let view = #"""
        {"hstack": [
          {"shape": "circle", "fill": "orange", "frame": {"width": 30, "height": 40}},
          {"shape": "roundedRectangle", "cornerRadius": 6, "fill": "#123456", "frame": {"width": 50, "height": 20}},
          {"color": "blue", "frame": {"width": 10, "height": 10}}
        ]}
        """#
        let elements = try XMLChecker.elements(of: SVGWriter.svg(try drawing(view)))
        let circle = try #require(elements.first { $0.name == "circle" })
        #expect(circle.attributes["fill"] == "#ff9f0a" && circle.attributes["r"] == "15")
        let rounded = try #require(elements.first { $0.attributes["fill"] == "#123456" })
        #expect(rounded.name == "rect" && rounded.attributes["rx"] == "6" && rounded.attributes["width"] == "50")
        let color = try #require(elements.first { $0.attributes["fill"] == "#0a84ff" })
        #expect(color.name == "rect" && color.attributes["width"] == "10" && color.attributes["height"] == "10")
    }

    @Test func aDividerIsAOnePointLineAcrossItsStack() throws {
        let drawing = try drawing(#"{"vstack": [{"text": "Above"}, {"divider": {}}, {"text": "Below"}]}"#)
        let lines = drawing.shapes(.background).filter { $0.box.rect.height == 1 }
        #expect(lines.count == 1 && (lines.first?.box.rect.width ?? 0) > 300, "\(lines)")
    }

    /// A placeholder reads as one in SVG and PNG as on the terminal (issue 28, item 6): a box in
    /// the placeholder's tint with a border, hatched with `╱` stripes cut at its edge, and its
    /// name on a patch of the box's colour when the name fits; without room, the hatching alone.
    @Test func aPlaceholderIsAHatchedBoxWithItsNameWhenItFits() throws {
        func items(width: Double) -> [VectorItem] {
            let frame = Rect(x: 0, y: 0, width: width, height: 40)
            let view = ResolvedView(content: .placeholder(name: "Chart", reason: "Swift Charts are not drawn"), style: ResolvedStyle())
            return VectorContent(pictograms: nil).items(PlacedView(view: view, frame: frame, contentFrame: frame), region: frame, background: .black)
        }
        func stripes(_ items: [VectorItem]) -> [VectorPolygon] {
            items.flatMap { item -> [VectorPolygon] in
                guard case .clipped(_, let inner) = item else { return [] }
                return inner.compactMap { if case .polygon(let stripe) = $0 { stripe } else { nil } }
            }
        }
        let wide = items(width: 120)
        let box = try #require(wide.compactMap { if case .shape(let shape) = $0, shape.stroke != nil { shape } else { nil } }.first)
        #expect(box.fill == Color(hex: 0x8E8E93).withOpacity(0.3) && box.box.rect.width == 120)
        let hatch = stripes(wide)
        #expect(hatch.count >= 120 / 6, "a stripe every 6 pt along the box: \(hatch.count)")
        let rising = try #require(hatch.first?.points)
        #expect(rising[1] == 40 && rising[5] == 0 && rising[4] > rising[0], "each stripe rises to the right, ╱: \(rising)")
        #expect(wide.contains { if case .text(let text) = $0 { text.text == "Chart" } else { false } })
        let narrow = items(width: 20)
        #expect(!narrow.contains { if case .text = $0 { true } else { false } }, "no room for the name: the hatched box alone")
        #expect(!stripes(narrow).isEmpty)

        let svg = SVGWriter.svg(VectorDrawing(size: Size(width: 120, height: 40), background: .black, items: wide))
        let elements = try XMLChecker.elements(of: svg)
        #expect(elements.filter { $0.name == "clipPath" }.count == 1 && elements.filter { $0.name == "path" }.count == hatch.count, "\(svg.prefix(400))")
        #expect(elements.contains { $0.name == "text" && $0.text == "Chart" })
    }
}

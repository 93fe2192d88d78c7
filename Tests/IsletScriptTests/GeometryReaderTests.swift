import IsletCells
import IsletTestSupport
import Testing

/// `GeometryReader { proxy in … }`: its closure sees the size layout proposes, and what it
/// builds is placed at its top-leading corner.
@Suite struct GeometryReaderTests {
    /// `GeometryReader { proxy in Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))") }
    /// .frame(width: 96, height: 36)`: the closure reads the frame's size (twelve columns, two rows).
    @Test func theClosureSeesTheProposedSize() {
        let size = str(interpolated(id("Int").call(arg(id("proxy").dot("size").dot("width")))), text("x"), interpolated(id("Int").call(arg(id("proxy").dot("size").dot("height")))))
        let reader = view("GeometryReader", arg(closure(["proxy"], expr(view("Text", arg(size)))))).modifier("frame", arg("width", int(96)), arg("height", int(36)))
        let fixture = ScriptFixture(lockScreen: [expr(reader)])
        #expect(fixture.cells() == ["96x36"])
        #expect(fixture.region().placeholders.isEmpty)
    }

    /// `HStack(spacing: 0) { GeometryReader { proxy in Color.orange.frame(width: proxy.size.width / 4) }; Text("|") }
    /// .frame(width: 168)`: the reader takes the room the text leaves (160 pt, twenty columns),
    /// and the colour a quarter of it (five columns) at its leading edge.
    @Test func contentIsPlacedTopLeadingInAllTheRoomOffered() {
        let bar = id("Color").dot("orange").modifier("frame", arg("width", op("/", id("proxy").dot("size").dot("width"), int(4))), arg("height", int(18)))
        let row = view("HStack", arg("spacing", int(0)), content: [
            expr(view("GeometryReader", arg(closure(["proxy"], expr(bar))))),
            expr(textView("|")),
        ]).modifier("frame", arg("width", int(168)), arg("height", int(18)))
        let buffer = ScriptFixture(lockScreen: [expr(row)]).paint().buffer
        guard let bar = buffer.firstCell(showing: "|").map({ _ in buffer }), let row = (0..<bar.height).first(where: { row in (0..<bar.width).contains { bar[$0, row].text == "|" } }) else {
            Issue.record("no row with the text")
            return
        }
        let cells = (0..<buffer.width).map { buffer[$0, row] }
        let orange = cells.indices.filter { cells[$0].background == Color(hex: 0xFF9F0A) }
        let mark = cells.firstIndex { $0.text == "|" } ?? 0
        #expect(orange.count == 5)
        #expect(orange.first == mark - 20, "the colour starts at the reader's leading edge, twenty columns before the text")
    }

    /// `proxy.frame(in: .local).maxX` is the width, and an unknown view inside the closure is
    /// listed under the board as any other.
    @Test func frameInLocalAndPlaceholdersInside() {
        let maxX = view("Text", arg(str(interpolated(id("Int").call(arg(id("proxy").modifier("frame", arg("in", dot("local"))).dot("maxX")))))))
        let content = view("VStack", arg("alignment", dot("leading")), content: [expr(maxX), expr(view("Map"))])
        let reader = view("GeometryReader", arg(closure(["proxy"], expr(content)))).modifier("frame", arg("width", int(64)), arg("height", int(36)))
        let fixture = ScriptFixture(lockScreen: [expr(reader)])
        #expect(fixture.cells().first == "64")
        #expect(fixture.region().placeholders.map(\.name) == ["Map"])
    }
}

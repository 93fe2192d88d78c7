import IsletCells
import IsletLayout
import IsletViews
import Testing

/// A text of styled parts (`Text("B12").font(.title) + Text(" in 25 min")`) is measured and
/// broken with each part at its own size on the phone, so a small unit after a large number
/// stays on the line the phone keeps it on, and each line knows the parts it shows.
@Suite struct TextRunLayoutTests {
    static let phone = PhoneMetrics()
    static let small = Font(size: 13), large = Font(size: 28, weight: .bold)
    static let runs = [
        TextRun(text: "Boarding ", font: small, foreground: .white),
        TextRun(text: "B12", font: large, foreground: Color(red: 48, green: 209, blue: 88)),
        TextRun(text: " in 25 min", font: small, foreground: .white),
    ]

    static var view: ResolvedView {
        var view = ResolvedView(content: .text(runs.map(\.text).joined()), style: ResolvedStyle(font: large))
        view.runs = runs
        return view
    }

    static func width(_ text: String, _ font: Font) -> Double {
        phone.textWidth(text, font: font, monospacedDigit: false)
    }

    /// On one line the text is as wide as its parts, each in its own font: far narrower than
    /// the whole of it in the large font, which is what one style a text measured.
    @Test func oneLineIsAsWideAsItsPartsInTheirFonts() {
        let size = LayoutEngine(metrics: Self.phone).sizeThatFits(Self.view, .unspecified)
        let parts = Self.width("Boarding ", Self.small) + Self.width("B12", Self.large) + Self.width(" in 25 min", Self.small)
        #expect(abs(size.width - parts) < 1e-9)
        #expect(size.width < Self.width("Boarding B12 in 25 min", Self.large) * 0.7)
        #expect(size.height == Self.phone.lineHeight(Self.large), "as tall as its largest part")
    }

    /// Offered room for "Boarding B12 in" and not "25", the phone breaks after "in"; measured in
    /// the large font alone it would break after "Boarding". The placed lines carry their parts.
    @Test func aSmallPartAndALargePartBreakWhereThePhoneBreaksThem() throws {
        let room = Self.width("Boarding ", Self.small) + Self.width("B12", Self.large) + Self.width(" in ", Self.small)
        #expect(Self.width("Boarding B12", Self.large) > room, "one font would break sooner")
        let placed = LayoutEngine(metrics: Self.phone).place(Self.view, in: Rect(x: 0, y: 0, width: room, height: 200), alignment: .topLeading)
        #expect(placed.lines == ["Boarding B12 in", "25 min"])
        #expect(placed.contentFrame.height == 2 * Self.phone.lineHeight(Self.large))
        let first = try #require(placed.lineRuns.first)
        #expect(first.map(\.text) == ["Boarding ", "B12", " in"])
        #expect(first.map(\.font.size) == [13, 28, 13])
        #expect(placed.lineRuns.last?.map(\.text) == ["25 min"])
        #expect(placed.lineRuns.last?.first?.font == Self.small)
    }

    /// A cut line ends in "…" in the style of the part it cuts, each part keeping its colour.
    @Test func aCutLineKeepsItsPartsAndEndsInTheLastOnesStyle() {
        var view = Self.view
        view.lineLimit = 1
        let room = Self.width("Boarding ", Self.small) + Self.width("B12", Self.large) + Self.width(" in", Self.small)
        let placed = LayoutEngine(metrics: Self.phone).place(view, in: Rect(x: 0, y: 0, width: room, height: 200), alignment: .topLeading)
        #expect(placed.lines.count == 1)
        #expect(placed.lines[0].hasSuffix("…"))
        #expect(placed.lineRuns.first?.map(\.foreground) == Self.runs.prefix(placed.lineRuns.first?.count ?? 0).map(\.foreground))
    }

    /// `TextRun.lines` finds each line's characters in the text: spaces dropped at a break, and
    /// after a "…" cut at the head, the text's last characters.
    @Test func linesAreSplitIntoTheirParts() {
        let runs = [TextRun(text: "ab ", font: Self.small, foreground: .white), TextRun(text: "cd ef", font: Self.large, foreground: .white)]
        #expect(TextRun.lines(["ab", "cd ef"], of: runs).map { $0.map(\.text) } == [["ab"], ["cd ef"]])
        #expect(TextRun.lines(["ab c…"], of: runs).map { $0.map(\.text) } == [["ab ", "c…"]])
        #expect(TextRun.lines(["…ef"], of: runs).map { $0.map(\.text) } == [["…", "ef"]])
    }
}

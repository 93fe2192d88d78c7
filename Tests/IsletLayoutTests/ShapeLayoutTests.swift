import IsletLayout
import IsletViews
import Testing

/// Shapes, colours, dividers and placeholders, by letter fill (STYLE.md): a shape is `#`, a
/// colour `%`, a divider `-` or `|`, a placeholder `?` behind its name; 8 pt a column, 18 pt a row.
@Suite struct ShapeLayoutTests {
    typealias V = Views

    @Test func aShapeTakesWhatItsStackLeaves() {
        #expect(letterFill(V.hstack(V.text("aa"), V.circle), columns: 10, rows: 2) == ["aa #######", "   #######"])
        #expect(letterFill(V.vstack(alignment: .leading, V.text("aa"), V.circle), columns: 4, rows: 3) == ["aa  ", "####", "####"])
    }

    @Test func twoFlexibleViewsShareTheLengthEqually() {
        #expect(letterFill(V.hstack(spacing: 0, V.circle, V.color), columns: 10, rows: 1) == ["#####%%%%%"])
    }

    @Test func aShapeTakesItsFrame() {
        #expect(letterFill(V.circle.frame(width: 24, height: 18), columns: 6, rows: 2) == ["###   ", "      "])
        // Only the height is fixed: the width is what the region offers.
        #expect(letterFill(V.vstack(V.color.frame(height: 18), V.text("a")), columns: 4, rows: 3) == ["%%%%", " a  ", "    "])
    }

    @Test func aShapeAskedForItsIdealSizeAnswersTenPoints() {
        // SwiftUI's shapes answer 10 x 10 when nothing is proposed; a terminal rounds that to a cell.
        #expect(terminalEngine.sizeThatFits(V.circle, .unspecified) == Size(width: 8, height: 18))
        #expect(LayoutEngine(metrics: PhoneMetrics()).sizeThatFits(V.color, .unspecified) == Size(width: 10, height: 10))
    }

    @Test func aDividerInAVStackIsARowAcross() {
        #expect(letterFill(V.vstack(alignment: .leading, V.text("aaa"), V.divider, V.text("bb")), columns: 5, rows: 3) == ["aaa  ", "-----", "bb   "])
    }

    @Test func aDividerInAnHStackIsAColumnDown() {
        #expect(letterFill(V.hstack(V.text("aa"), V.divider, V.text("bb")), columns: 7, rows: 1) == ["aa | bb"])
        let tall = V.hstack(V.vstack(V.text("a"), V.text("a")), V.divider, V.text("b"))
        // An upright divider is as tall as the stack; the one-row text sits at the stack's middle,
        // snapped down to the first row.
        #expect(letterFill(tall, columns: 5, rows: 2) == ["a | b", "a |  "])
    }

    @Test func aDividerTakesItsStacksAxisThroughAZStack() {
        #expect(letterFill(V.hstack(V.text("aa"), V.zstack(V.divider), V.text("bb")), columns: 7, rows: 1) == ["aa | bb"])
        #expect(letterFill(V.zstack(V.divider), columns: 3, rows: 2) == ["---", "   "])
    }

    @Test func aDividerIsAPointThickOnThePhone() {
        let phone = LayoutEngine(metrics: PhoneMetrics())
        let column = V.vstack(spacing: 0, V.text("a"), V.divider, V.text("b"))
        #expect(phone.sizeThatFits(column, ProposedSize(width: 100, height: 100)) == Size(width: 100, height: 2 * 20 + 1))
    }

    /// A placeholder is the size of the text it stands for, never the room it is offered, so
    /// it does not crowd its siblings out (issue 28).
    @Test func aPlaceholderTakesItsLabelNotTheRoomItIsOffered() {
        #expect(letterFill(V.hstack(V.text("aa"), V.placeholder("Chart")), columns: 12, rows: 1) == ["aa Chart??  "])
        #expect(terminalEngine.sizeThatFits(V.placeholder("Chart"), ProposedSize(width: 400, height: 100)) == Size(width: 56, height: 18))
    }

    @Test func aPlaceholderAskedForItsIdealSizeIsItsNameBetweenTwoHatchMarksOnOneLine() {
        #expect(terminalEngine.sizeThatFits(V.placeholder("Chart"), .unspecified) == Size(width: 56, height: 18))
    }

    @Test func aContainerRelativeShapeIsConcentricWithItsContainer() {
        let shape = ResolvedShape(outline: .containerRelative)
        let card = ShapeContainer(outline: Rect(x: 0, y: 0, width: 300, height: 100), cornerRadius: 22)
        // 14 pt in from a 22 pt corner: 8 pt; 30 pt in: square.
        #expect(shape.outline(in: Rect(x: 14, y: 14, width: 272, height: 72), container: card).radius == 8)
        #expect(shape.outline(in: Rect(x: 30, y: 14, width: 100, height: 72), container: card).radius == 8)
        #expect(shape.outline(in: Rect(x: 30, y: 30, width: 100, height: 40), container: card).radius == 0)
        #expect(shape.outline(in: Rect(x: 30, y: 30, width: 100, height: 40), container: nil).radius == 0)
    }

    @Test func aStrokeStraddlesItsOutlineAndAStrokeBorderLiesInside() {
        let frame = Rect(x: 0, y: 0, width: 40, height: 40)
        let stroke = ResolvedShape(outline: .circle, stroke: ResolvedShape.Stroke(color: .white, lineWidth: 4))
        #expect(stroke.layers(in: frame, container: nil).map(\.outer.rect) == [Rect(x: -2, y: -2, width: 44, height: 44)])
        #expect(stroke.layers(in: frame, container: nil).map(\.inner?.rect) == [Rect(x: 2, y: 2, width: 36, height: 36)])
        var border = stroke
        border.stroke?.inside = true
        #expect(border.layers(in: frame, container: nil).map(\.outer.rect) == [frame])
        // A target whose finest mark is 9 pt keeps at least that much of the line.
        #expect(border.layers(in: frame, container: nil, least: 9).map(\.inner?.rect) == [Rect(x: 9, y: 9, width: 22, height: 22)])
    }

    @Test func aTrimOrRotationPastAnyOutlineIsCutToIt() {
        let frame = Rect(x: 0, y: 0, width: 40, height: 40)
        let wild = ResolvedShape(outline: .circle, fill: .white, trim: -Double.infinity...Double.infinity, rotation: .infinity)
        let layer = wild.layers(in: frame, container: nil)[0]
        #expect(layer.trim == 0...1 && layer.isWhole && layer.rotation == 0)
        let turned = ResolvedShape(outline: .circle, fill: .white, trim: 0.5...3, rotation: 720 + 90).layers(in: frame, container: nil)[0]
        #expect(turned.trim == 0.5...1 && turned.rotation == 90)
        // The top half (nine to three o'clock) turned a quarter clockwise: the right half.
        #expect(turned.sweepContains(x: 40, y: 20) && turned.sweepContains(x: 30, y: 37) && !turned.sweepContains(x: 0, y: 20))
    }
}

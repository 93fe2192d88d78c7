import IsletLayout
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

    @Test func aPlaceholderTakesWhatItIsOfferedWithItsNameInside() {
        #expect(letterFill(V.hstack(V.text("aa"), V.placeholder("Chart")), columns: 12, rows: 1) == ["aa Chart????"])
    }

    @Test func aPlaceholderAskedForItsIdealSizeIsItsNameOnOneLine() {
        #expect(terminalEngine.sizeThatFits(V.placeholder("Chart"), .unspecified) == Size(width: 40, height: 18))
    }
}

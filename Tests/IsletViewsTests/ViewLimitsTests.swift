import FoundationEssentials
@testable import IsletViews
import Testing

/// docs/LAYOUTS.md, "Numbers and limits": every number a layout gives is finite and in a range a
/// phone makes sensible, views nest at most 64 deep, and a surface shows at most 1000 views. Each
/// refusal names the file, line, column, JSON path and the limit (issue 13; issue 18, item 13).
@Suite struct ViewLimitsTests {
    private func error(lockScreen view: String) -> String? {
        LayoutFixture.error(LayoutFixture.text(lockScreen: view))
    }

    /// Every numeric field of a view, with `N` where the number goes, and the path it is read at.
    private static let numericFields: [(view: String, path: String)] = [
        (#"{ "text": "Hi", "frame": { "width": N } }"#, "lockScreen.frame.width"),
        (#"{ "text": "Hi", "frame": { "height": N } }"#, "lockScreen.frame.height"),
        (#"{ "text": "Hi", "frame": { "minWidth": N } }"#, "lockScreen.frame.minWidth"),
        (#"{ "text": "Hi", "frame": { "maxWidth": N } }"#, "lockScreen.frame.maxWidth"),
        (#"{ "text": "Hi", "frame": { "minHeight": N, "maxHeight": "infinity" } }"#, "lockScreen.frame.minHeight"),
        (#"{ "text": "Hi", "frame": { "maxHeight": N } }"#, "lockScreen.frame.maxHeight"),
        (#"{ "text": "Hi", "padding": N }"#, "lockScreen.padding"),
        (#"{ "text": "Hi", "padding": { "horizontal": N } }"#, "lockScreen.padding.horizontal"),
        (#"{ "text": "Hi", "padding": { "top": N } }"#, "lockScreen.padding.top"),
        (#"{ "vstack": [{ "text": "Hi" }], "spacing": N }"#, "lockScreen.spacing"),
        (#"{ "spacer": { "minLength": N } }"#, "lockScreen.spacer.minLength"),
        (#"{ "text": "Hi", "font": { "size": N } }"#, "lockScreen.font.size"),
        (#"{ "text": "Hi", "opacity": N }"#, "lockScreen.opacity"),
        (#"{ "text": "Hi", "lineLimit": N }"#, "lockScreen.lineLimit"),
        (#"{ "gauge": "state.progress", "min": N }"#, "lockScreen.min"),
        (#"{ "gauge": "state.progress", "max": N }"#, "lockScreen.max"),
        (#"{ "gauge": "state.progress", "total": N }"#, "lockScreen.total"),
        (#"{ "progress": "state.progress", "total": N }"#, "lockScreen.total"),
        (#"{ "shape": "roundedRectangle", "cornerRadius": N }"#, "lockScreen.cornerRadius"),
        (#"{ "shape": "circle", "stroke": "red", "lineWidth": N }"#, "lockScreen.lineWidth"),
        (#"{ "shape": "circle", "trim": [0, N] }"#, "lockScreen.trim[1]"),
        (#"{ "shape": "circle", "rotation": N }"#, "lockScreen.rotation"),
    ]

    @Test(arguments: ["1e400", "-1e400", "1e300", "-1e300"])
    func everyNumberIsFiniteAndInItsRange(number: String) {
        for field in Self.numericFields {
            let view = field.view.replacingFirst("N", with: number)
            let found = error(lockScreen: view)
            #expect(found?.hasPrefix("x.json:7:") == true && found?.contains(": \(field.path): \(number) is out of range: ") == true, "\(field.path) = \(number): \(found ?? "read")")
        }
    }

    @Test func theHugeFrameTheFuzzerFoundNamesItsLimit() {
        let view = #"{ "text": "Hi", "frame": { "minHeight": 1e+300, "maxHeight": "infinity" } }"#
        #expect(error(lockScreen: view) == "x.json:7:57: lockScreen.frame.minHeight: 1e+300 is out of range: a length is from 0 to 2000 points")
    }

    @Test func aBoundTooLongForDigitsIsWrittenAsAPowerOfTen() {
        #expect(error(lockScreen: #"{ "gauge": "state.progress", "max": 1e16 }"#) == "x.json:7:53: lockScreen.max: 1e16 is out of range: a gauge or progress bound is from -10^15 to 10^15")
    }

    @Test func numbersInsideTheRangesRead() {
        let view = #"""
        { "vstack": [{ "text": "Hi", "font": { "size": 400 }, "opacity": 0, "lineLimit": 1000, "padding": 2000 },
                     { "gauge": "state.progress", "min": -1e15, "max": 1e15 }], "spacing": 0, "frame": { "maxWidth": 2000 } }
        """#
        #expect(error(lockScreen: view) == nil)
    }

    @Test func eightNestedLoopsOverAnEnumAreRefusedAtTheLoopThatPassesTheLimit() {
        var view = #"{ "text": "x" }"#
        for level in 0..<8 { view = #"{ "forEach": "cases(state.step)", "as": "s\#(level)", "content": \#(view) }"# }
        let found = error(lockScreen: #"{ "vstack": [\#(view)] }"#)
        // Five cases: 5^4 = 625 views fit, 5^5 = 3125 do not; the fifth loop from the inside is named.
        let expected = "lockScreen.vstack[0].content.content.content: this expands to up to 3125 views; the limit is 1000 views a surface (a forEach multiplies its content by the cases it walks)"
        #expect(found?.hasPrefix("x.json:7:") == true && found?.hasSuffix(expected) == true, "\(found ?? "read")")
    }

    @Test func viewsOnOneSurfaceAreCountedTogether() {
        let loop = #"{ "forEach": "cases(state.step)", "as": "s", "content": { "forEach": "cases(state.step)", "as": "t", "content": { "forEach": "cases(state.step)", "as": "u", "content": { "text": "x" } } } }"#
        let both = LayoutFixture.text(compactLeading: loop, compactTrailing: loop.replacing(#""text": "x""#, with: #""hstack": [{ "text": "x" }, { "text": "y" }]"#))
        // 125 views on the leading side and 375 on the trailing one fit; 125 + 3 * 125 * 2 do not.
        #expect(LayoutFixture.error(both) == nil)
        let wide = LayoutFixture.text(compactLeading: loop, compactTrailing: loop.replacing(#""text": "x""#, with: #""hstack": [\#(Array(repeating: #"{ "text": "x" }"#, count: 7).joined(separator: ", "))]"#))
        #expect(LayoutFixture.error(wide) == "x.json:8:20: dynamicIsland: this expands to up to 1125 views; the limit is 1000 views a surface (a forEach multiplies its content by the cases it walks)")
    }

    @Test func viewsNestSixtyFourDeepAndNoDeeper() {
        func nested(_ depth: Int) -> String {
            String(repeating: #"{"vstack": ["#, count: depth - 1) + #"{"text": "x"}"# + String(repeating: "]}", count: depth - 1)
        }
        #expect(error(lockScreen: nested(64)) == nil)
        let found = error(lockScreen: nested(65))
        let path = "lockScreen" + String(repeating: ".vstack[0]", count: 64)
        #expect(found == "x.json:7:\(17 + 12 * 64): \(path): views are nested more than 64 deep here; the limit on view nesting is 64")
    }

    @Test func aLoopOverTheDataStopsAtTheLimitOnViewsASurface() throws {
        let view = #"{ "vstack": [{ "forEach": "state.stops", "as": "a", "content": { "forEach": "state.stops", "as": "b", "content": { "text": "{a.name}{b.name}" } } }] }"#
        let (layout, node) = try LayoutFixture.lockScreen(view)
        let stops = (0..<200).map { #"{ "name": "\#($0)", "done": false }"# }.joined(separator: ", ")
        let state = LayoutFixture.contentStateJSON.replacingFirst(#"[{ "name": "Luigi's", "done": true }, { "name": "Home", "done": false }]"#, with: "[\(stops)]")
        let scope = EvaluationScope(attributes: layout.preview!.attributes, state: try LayoutFixture.state(state, for: layout), isStale: false)
        let resolved = ViewResolver(formatter: ValueFormatter(now: LayoutFixture.previewMoment), dark: true, pictures: PictureShelf()).resolve(node, in: scope, inheriting: ResolvedStyle())
        // 40,000 texts asked for; the stack and the first 999 of them made.
        #expect(resolved.allViews.count == ViewLimits.viewsPerSurface)
        #expect(resolved.allViews.last?.content == .text("4198"))
        // The inner loop stopped in its fifth pass after 199 of 200; the outer one after 5 of 200.
        #expect(resolved.cuts.map { "\($0.path): \($0.shown) of \($0.total)" } == [
            "lockScreen.vstack[0].content: 199 of 200", "lockScreen.vstack[0]: 5 of 200",
        ])
    }

    @Test func aLoopThatFitsIsNotReportedAsCut() throws {
        let (layout, node) = try LayoutFixture.lockScreen(#"{ "forEach": "state.stops", "as": "a", "content": { "text": "{a.name}" } }"#)
        func cuts(_ count: Int) throws -> [ForEachCut] {
            let stops = (0..<count).map { #"{ "name": "\#($0)", "done": false }"# }.joined(separator: ", ")
            let state = LayoutFixture.contentStateJSON.replacingFirst(#"[{ "name": "Luigi's", "done": true }, { "name": "Home", "done": false }]"#, with: "[\(stops)]")
            let scope = EvaluationScope(attributes: layout.preview!.attributes, state: try LayoutFixture.state(state, for: layout), isStale: false)
            return ViewResolver(formatter: ValueFormatter(now: LayoutFixture.previewMoment), dark: true, pictures: PictureShelf()).resolve(node, in: scope, inheriting: ResolvedStyle()).cuts
        }
        #expect(try cuts(1000).isEmpty, "a top-level loop may make the whole limit")
        #expect(try cuts(1001) == [ForEachCut(path: node.path, shown: 1000, total: 1001)])
    }
}

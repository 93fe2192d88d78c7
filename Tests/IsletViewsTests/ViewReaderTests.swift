import Testing
@testable import IsletViews

/// DESIGN.md, "Layout files": a view object holds exactly one view key, and its other keys are
/// that view's parameters and modifiers. What a designer sees when a key is none of these.
@Suite struct ViewReaderTests {
    private func error(lockScreen view: String) -> String? {
        LayoutFixture.error(LayoutFixture.text(lockScreen: view))
    }

    /// A view of `kind` using every parameter it takes. The switch is exhaustive, so a new view
    /// kind cannot be added without a sample here.
    private static func sample(_ kind: ViewKind) -> String {
        switch kind {
        case .text: #"{ "text": "Hi" }"#
        case .image: #"{ "image": "star", "resizable": true, "aspectRatio": 1, "contentMode": "fit" }"#
        case .imageFile: #"{ "imageFile": "art/cover@2x.png", "dark": "art/cover-dark@2x.png", "scale": 2, "renderingMode": "template", "resizable": true, "aspectRatio": 1.5, "contentMode": "fill" }"#
        case .hstack: #"{ "hstack": [{ "text": "A" }], "spacing": 4, "alignment": "top" }"#
        case .vstack: #"{ "vstack": [{ "text": "A" }], "spacing": 4, "alignment": "leading" }"#
        case .zstack: #"{ "zstack": [{ "text": "A" }], "alignment": "bottom" }"#
        case .spacer: #"{ "spacer": { "minLength": 4 } }"#
        case .progress: #"{ "progress": "state.progress", "total": 2 }"#
        case .timer: #"{ "timer": "state.eta", "countsDown": false, "showsHours": false }"#
        case .gauge: #"{ "gauge": "state.progress", "total": 2, "min": 0, "max": 2 }"#
        case .shape: #"{ "shape": "roundedRectangle", "cornerRadius": 8, "fill": "blue", "stroke": "state.progress > 0.5 ? green : orange", "lineWidth": 4, "strokeBorder": true, "lineCap": "round", "lineJoin": "bevel", "dash": [3, 1], "trim": [0, "state.progress"], "rotation": -90 }"#
        case .path: #"{ "path": [["move", 0, 1], ["arc", 0.5, 0.5, 0.5, 180, 360], ["curve", 1, 1, 1, 0.6, 0.9, 1], ["close"]], "fill": "blue", "stroke": "orange", "lineWidth": 2, "strokeBorder": false, "lineCap": "round", "lineJoin": "round", "dash": [4, 2], "trim": [0, "state.progress"], "rotation": 45 }"#
        case .chart: #"{ "chart": [{ "mark": "rule", "y": 1 }], "xAxis": false, "yAxis": true, "xDomain": [0, 90], "yDomain": [0, 2], "legend": false, "seriesColors": {"Home": "red"} }"#
        case .mark: #"{ "chart": [{ "mark": "line", "x": "state.progress", "y": 2, "foregroundStyle": "green", "lineWidth": 2, "interpolation": "catmullRom", "symbolSize": 20, "yStart": 1, "series": "'Home'" }] }"#
        case .color: ##"{ "color": "#FF9500" }"##
        case .divider: #"{ "divider": {} }"#
        case .link: #"{ "link": "pizza://order", "content": { "text": "Open" } }"#
        case .if: #"{ "if": "isStale", "then": { "text": "Old" }, "else": { "text": "Live" } }"#
        case .switch: #"{ "switch": "state.step", "cases": { "delivered": { "text": "Here" } }, "default": { "text": "Soon" } }"#
        case .forEach: #"{ "forEach": "state.stops", "as": "stop", "content": { "text": "{stop.name}" } }"#
        case .label: #"{ "label": "Hi", "systemImage": "star" }"#
        case .viewThatFits: #"{ "viewThatFits": [{ "text": "Longer" }, { "text": "Hi" }], "in": "horizontal" }"#
        }
    }

    /// `{"text": [RUN, ...]}`: a text of styled runs. A run takes its text and the text
    /// modifiers only; an error names the file, the run's JSON path and why.
    @Test func textRunsAreReadAndTheirErrorsNamed() throws {
        #expect(error(lockScreen: #"{ "text": ["Hi ", { "text": "{state.driverName}", "bold": true, "foreground": "green", "font": "caption" }], "font": "title" }"#) == nil)
        let padded = try #require(error(lockScreen: #"{ "text": ["a", { "text": "b", "padding": 4 }] }"#))
        #expect(padded.hasPrefix("x.json:7:"))
        #expect(padded.contains(#"lockScreen.text[1].padding: unknown run key "padding""#), "\(padded)")
        #expect(try #require(error(lockScreen: #"{ "text": [] }"#)).contains("lockScreen.text: expected a string, or a non-empty array of runs"))
        #expect(try #require(error(lockScreen: #"{ "text": ["a", 4] }"#)).contains("lockScreen.text[1]: expected a run"))
        #expect(try #require(error(lockScreen: #"{ "text": [{ "bold": true }] }"#)).contains("lockScreen.text[0]"))
        #expect(try #require(error(lockScreen: #"{ "text": [{ "text": "{state.nope}" }] }"#)).contains("lockScreen.text[0].text"))
    }

    @Test(arguments: ViewKind.allCases)
    func everyViewKindReadsWithEveryParameterItTakes(kind: ViewKind) throws {
        let sample = Self.sample(kind)
        for key in [kind.rawValue] + kind.parameters {
            #expect(sample.contains("\"\(key)\":"), "the \(kind) sample does not use \(key)")
        }
        #expect(error(lockScreen: sample) == nil)
        let withModifier = String(sample.dropLast(2)) + #", "font": "caption", "opacity": 0.5 }"#
        #expect(error(lockScreen: withModifier) == nil)
    }

    // MARK: No view key

    @Test func aLoneKeyThatIsNoViewIsNamedWithTheViewsThereAre() {
        #expect(error(lockScreen: #"{ "blinkenlights": {} }"#) == #"""
        x.json:7:36: lockScreen.blinkenlights: "blinkenlights" is not a view; expected one of text, image, imageFile, hstack, vstack, zstack, spacer, progress, timer, gauge, shape, path, chart, mark, color, divider, link, if, switch, forEach, label, viewThatFits
        """#)
    }

    @Test func aMisspeltViewKeySuggestsTheView() {
        #expect(error(lockScreen: #"{ "txt": "Hi" }"#) == #"x.json:7:26: lockScreen.txt: "txt" is not a view; did you mean "text"?"#)
        #expect(error(lockScreen: #"{ "gauje": "state.progress" }"#) == #"x.json:7:28: lockScreen.gauje: "gauje" is not a view; did you mean "gauge"?"#)
        #expect(error(lockScreen: #"{ "font": "caption", "foreach": "state.stops" }"#) == #"x.json:7:49: lockScreen.foreach: "foreach" is not a view; did you mean "forEach"?"#)
    }

    @Test func theKeyNearestAViewIsTheOneNamed() {
        let view = #"{ "glitzy": "red", "hstak": [] }"#
        #expect(error(lockScreen: view) == #"x.json:7:45: lockScreen.hstak: "hstak" is not a view; did you mean "hstack"?"#)
    }

    @Test func aLoneMisspeltModifierSaysItIsNeither() {
        #expect(error(lockScreen: #"{ "fnt": "caption" }"#) == #"x.json:7:26: lockScreen.fnt: "fnt" is not a view or a modifier; did you mean "font"?"#)
    }

    @Test func modifiersAloneAskForAView() {
        #expect(error(lockScreen: #"{ "font": "caption" }"#) == "x.json:7:17: lockScreen: a view needs exactly one of text, image, imageFile, hstack, vstack, zstack, spacer, progress, timer, gauge, shape, path, chart, mark, color, divider, link, if, switch, forEach, label, viewThatFits")
    }

    // MARK: A view key and more

    @Test func aViewWithTwoViewKeysIsRefused() {
        #expect(error(lockScreen: #"{ "text": "Hi", "image": "star" }"#) == "x.json:7:17: lockScreen: a view has exactly one view key, found text and image")
    }

    @Test func anUnknownKeyBesideAViewIsAModifierError() {
        #expect(error(lockScreen: #"{ "text": "Hi", "fnt": "caption" }"#) == #"x.json:7:40: lockScreen.fnt: unknown modifier "fnt"; did you mean "font"?"#)
        #expect(error(lockScreen: #"{ "text": "Hi", "blinkenlights": true }"#) == #"""
        x.json:7:50: lockScreen.blinkenlights: unknown modifier "blinkenlights"; expected one of \#(Self.modifiers)
        """#)
    }

    @Test func aParameterOfAnotherViewIsRefusedWithWhatThisViewTakes() {
        #expect(error(lockScreen: #"{ "text": "Hi", "spacing": 4 }"#) == #"""
        x.json:7:44: lockScreen.spacing: unknown modifier "spacing"; expected one of \#(Self.modifiers)
        """#)
    }

    /// Every modifier key, in the order errors list them.
    private static let modifiers = "font, foreground, background, padding, frame, lineLimit, monospacedDigit, contentTransition, widgetURL, multilineTextAlignment, opacity, overlay, hidden, offset, clipShape, cornerRadius, fontWeight, bold, fontDesign, fontWidth, italic, tracking, strikethrough, underline, textCase, redacted, layoutPriority, fixedSize, minimumScaleFactor, truncationMode, regionPriority, verticalPlacement"

    @Test func aMisspeltParameterNamesTheViewItBelongsTo() {
        let timer = LayoutFixture.text(compactTrailing: #"{ "timer": "state.eta", "countDown": false }"#)
        #expect(LayoutFixture.error(timer) == #"x.json:10:61: dynamicIsland.compactTrailing.countDown: unknown timer parameter or modifier "countDown"; did you mean "countsDown"?"#)
    }

    /// A chart's series colours are an object of names and colours; anything else, or a colour
    /// islet does not know, names the key it is at.
    @Test func seriesColoursMustBeNamesAndColours() {
        let list = error(lockScreen: #"{ "chart": [{ "mark": "rule", "y": 1 }], "seriesColors": ["red"] }"#) ?? ""
        #expect(list.contains("lockScreen.seriesColors: expected an object of series names and colours"), "\(list)")
        let colour = error(lockScreen: #"{ "chart": [{ "mark": "rule", "y": 1 }], "seriesColors": {"Home": "rouge"} }"#) ?? ""
        #expect(colour.contains("lockScreen.seriesColors.Home"), "\(colour)")
    }
}

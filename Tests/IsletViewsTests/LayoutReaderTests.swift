import FoundationEssentials
import IsletBundle
import IsletModel
import Testing
@testable import IsletViews

/// DESIGN.md, "Layout files": what reads, and for what does not, the one line a designer sees:
/// `file:line:column: JSON path: reason`. Lines follow `LayoutFixture`'s one-region-a-line text.
@Suite struct LayoutReaderTests {
    private func error(lockScreen view: String) -> String? {
        LayoutFixture.error(LayoutFixture.text(lockScreen: view))
    }

    // MARK: What reads

    @Test func theFixtureReadsWithItsSchemaPreviewAndRegions() throws {
        let layout = try LayoutReader.read(LayoutFixture.text(), file: "x.json")
        #expect(layout.activity == "DeliveryAttributes")
        #expect(layout.bundleId == "com.example.delivery")
        #expect(layout.contentState.fields.map(\.name) == ["driverName", "eta", "step", "progress", "stops"])
        #expect(layout.contentState.field(named: "progress")?.type == .optional(.double))
        #expect(layout.previewMoment == LayoutFixture.previewMoment)
        guard case .record(let state)? = layout.preview?.contentState else { Issue.record("no preview state"); return }
        #expect(state["driverName"] == .string("Marco"))
        #expect(state["step"] == .enumCase(raw: .string("delivering"), index: 3))
        #expect(layout.dynamicIsland.compactTrailing.content == .timer(.path(["state", "eta"]), countsDown: true))
        #expect(layout.dynamicIsland.compactTrailing.path.description == "dynamicIsland.compactTrailing")
        #expect(layout.dynamicIsland.expandedBottom == nil)
    }

    @Test func aLayoutWithOnlyTheRequiredKeysReadsWithoutAPreview() throws {
        let text = #"""
        {"activity": "A", "bundleId": "b", "contentState": {}, "lockScreen": {"text": "Hi"},
         "dynamicIsland": {"compactLeading": {"text": "L"}, "compactTrailing": {"text": "T"}, "minimal": {"text": "M"}}}
        """#
        let layout = try LayoutReader.read(text)
        #expect(layout.preview == nil)
        #expect(layout.previewMoment == nil)
        #expect(layout.attributes.fields.isEmpty)
        #expect(layout.lockScreen.content == .text(.literal("Hi")))
    }

    @Test func everyBundledLayoutReads() throws {
        #expect(!BundledLayouts.layouts.isEmpty)
        for (name, json) in BundledLayouts.layouts {
            #expect(throws: Never.self, "\(name).json") { try LayoutReader.read(json, file: "\(name).json") }
        }
    }

    // MARK: The document

    @Test func textThatIsNotJSONIsLocatedByLineAndColumn() {
        #expect(LayoutFixture.error("{\n  \"activity\": \"A\",\n  \"bundleId\": }") == "x.json:3:15: unexpected '}'; expected a value")
        #expect(LayoutFixture.error("") == "x.json:1:1: the text is empty; expected a JSON value")
        #expect(LayoutFixture.error(LayoutFixture.text() + "\n,") == "x.json:14:1: unexpected ',' after the end of the JSON value")
    }

    @Test func aDocumentThatIsNotAnObjectSaysWhatItFound() {
        #expect(LayoutFixture.error("  [1, 2]") == "x.json:1:3: a layout is a JSON object, found an array")
    }

    @Test func anUnknownTopLevelKeySuggestsTheNearestOrListsThemAll() {
        let misspelt = LayoutFixture.text().replacingFirst(#""bundleId""#, with: #""bundleID""#)
        #expect(LayoutFixture.error(misspelt) == #"x.json:3:15: bundleID: unknown layout key "bundleID"; did you mean "bundleId"?"#)
        let unrelated = LayoutFixture.text().replacingFirst(#""bundleId""#, with: #""wallpaper""#)
        #expect(LayoutFixture.error(unrelated) == #"""
        x.json:3:16: wallpaper: unknown layout key "wallpaper"; expected one of activity, bundleId, attributes, contentState, preview, keylineTint, contentMargins, activityBackgroundTint, lockScreen, dynamicIsland, small
        """#)
    }

    @Test func missingRequiredPartsAreNamed() {
        #expect(LayoutFixture.error(#"{"bundleId": "b"}"#) == #"x.json:1:1: missing "activity""#)
        let withoutState = #"{"activity": "A", "bundleId": "b"}"#
        #expect(LayoutFixture.error(withoutState) == #"x.json:1:1: missing "contentState": the ContentState fields and their types"#)
        let withoutIsland = #"{"activity": "A", "bundleId": "b", "contentState": {}, "lockScreen": {"text": "Hi"}}"#
        #expect(LayoutFixture.error(withoutIsland) == #"x.json:1:1: missing "dynamicIsland""#)
        let leadingRemoved = LayoutFixture.text().replacingFirst(#""compactLeading": { "image": "box.truck.fill" },"#, with: "")
        #expect(LayoutFixture.error(leadingRemoved) == #"x.json:8:20: dynamicIsland: missing "compactLeading""#)
    }

    @Test func aMisspeltRegionSuggestsTheRegion() {
        let misspeltLeading = LayoutFixture.text().replacingFirst(#""compactLeading""#, with: #""compactLeding""#)
        #expect(LayoutFixture.error(misspeltLeading) == #"x.json:9:22: dynamicIsland.compactLeding: unknown island region "compactLeding"; did you mean "compactLeading"?"#)
        let expanded = LayoutFixture.text().replacingFirst(#""minimal""#, with: #""expanded": { "centre": { "text": "C" } }, "minimal""#)
        #expect(LayoutFixture.error(expanded) == #"x.json:11:29: dynamicIsland.expanded.centre: unknown expanded region "centre"; did you mean "center"?"#)
    }

    @Test func theActivityMustBeASwiftTypeName() {
        let text = LayoutFixture.text().replacingFirst(#""DeliveryAttributes""#, with: #""delivery attributes""#)
        #expect(LayoutFixture.error(text) == #"x.json:2:15: activity: "delivery attributes" is not a Swift type name"#)
    }

    // MARK: Views and modifiers

    @Test func bindingAnUndeclaredFieldSuggestsTheDeclaredOne() {
        #expect(error(lockScreen: #"{ "text": "{state.driver_name}" }"#) == "x.json:7:27: lockScreen.text: state has no field 'driver_name'; did you mean 'driverName'?")
        #expect(error(lockScreen: #"{ "text": "{attributes.total}" }"#) == "x.json:7:27: lockScreen.text: attributes has no field 'total'; it declares orderNumber")
        let forEach = #"{ "forEach": "state.stops", "as": "stop", "content": { "text": "{stop.nmae}" } }"#
        #expect(error(lockScreen: forEach) == "x.json:7:80: lockScreen.content.text: stop has no field 'nmae'; did you mean 'name'?")
    }

    @Test func aTimerBoundToAStringSaysWhatATimerNeeds() {
        let text = LayoutFixture.text(compactTrailing: #"{ "timer": "state.driverName" }"#)
        #expect(LayoutFixture.error(text) == "x.json:10:35: dynamicIsland.compactTrailing.timer: state.driverName is String; a timer needs a ClosedRange<Date>, a Range<Date> or a Date")
    }

    @Test func aBadEnumCaseInASwitchOrAComparisonListsTheCases() {
        let cases = #""confirmed", "preparing", "pickedUp", "delivering", "delivered""#
        let inSwitch = #"{ "switch": "state.step", "cases": { "pickedup": { "text": "Picked up" } } }"#
        #expect(error(lockScreen: inSwitch) == #"x.json:7:66: lockScreen.cases.pickedup: "pickedup" is not a case of Step; its cases are \#(cases)"#)
        let inComparison = #"{ "if": "state.step >= 'pickedup'", "then": { "text": "On its way" } }"#
        #expect(error(lockScreen: inComparison) == #"x.json:7:25: lockScreen.if: "pickedup" is not a case of Step; its cases are \#(cases)"#)
    }

    @Test func aMisspeltNameInsideAConditionFailsToLoad() {
        #expect(error(lockScreen: #"{ "if": "!isStal", "then": { "text": "Live" } }"#) == "x.json:7:25: lockScreen.if: unknown name 'isStal'; expected state.…, attributes.…, isStale, a forEach name or a 'quoted string'")
        #expect(error(lockScreen: #"{ "if": "state.step == delivered", "then": { "text": "Done" } }"#)?.contains("unknown name 'delivered'") == true)
    }

    @Test func anUnknownColourSuggestsTheNearestName() {
        #expect(error(lockScreen: #"{ "text": "Hi", "foreground": "orang" }"#) == #"x.json:7:47: lockScreen.foreground: unknown colour "orang"; did you mean "orange"?"#)
        let chosen = #"{ "text": "Hi", "foreground": "state.progress >= 1 ? green : blu" }"#
        #expect(error(lockScreen: chosen) == #"x.json:7:47: lockScreen.foreground: unknown colour "blu"; did you mean "blue"?"#)
        #expect(error(lockScreen: #"{ "text": "Hi", "foreground": "isStale ? gray" }"#) == #"""
        x.json:7:47: lockScreen.foreground: "isStale ? gray" is not a colour: in "isStale ? gray" at character 15: expected ':' in a choice (condition ? a : b)
        """#)
        let tint = LayoutFixture.text().replacingFirst(#""lockScreen""#, with: #""keylineTint": "transparent", "lockScreen""#)
        #expect(LayoutFixture.error(tint) == #"""
        x.json:7:18: keylineTint: expected a colour name (bar, black, blue, brown, cyan, gray, green, indigo, mint, orange, pink, primary, purple, red, regularMaterial, secondary, teal, tertiary, thickMaterial, thinMaterial, ultraThickMaterial, ultraThinMaterial, white, yellow) or a hex colour such as "#FF9500", or a colour per theme such as {"light": "#D81B60", "dark": "#FF6F9C"}
        """#)
    }

    /// `contentMargins` gives each island presentation its edges in points, later keys
    /// overriding earlier ones; an unknown presentation or edge is named.
    @Test func contentMarginsAreReadPerPresentation() throws {
        let margins = #""contentMargins": { "expanded": { "all": 4, "leading": 10 }, "compactTrailing": { "horizontal": 2 } }, "lockScreen""#
        let layout = try LayoutReader.read(LayoutFixture.text().replacingFirst(#""lockScreen""#, with: margins), file: "x.json")
        #expect(layout.contentMargins["expanded"] == ContentMargins(top: 4, leading: 10, bottom: 4, trailing: 4))
        #expect(layout.contentMargins["compactTrailing"] == ContentMargins(leading: 2, trailing: 2))
        let preview = try #require(layout.preview)
        let moment = RegionMoment(now: Date(timeIntervalSince1970: 0))
        #expect(layout.content(of: .compactTrailing, data: preview, moment: moment)?.margins == ContentMargins(leading: 2, trailing: 2))
        #expect(layout.content(of: .compactLeading, data: preview, moment: moment)?.margins == ContentMargins())
        let badEdge = LayoutFixture.text().replacingFirst(#""lockScreen""#, with: #""contentMargins": { "minimal": { "sides": 4 } }, "lockScreen""#)
        #expect(LayoutFixture.error(badEdge)?.contains(#"contentMargins.minimal.sides: unknown edge "sides""#) == true)
    }

    @Test func aBadFontNamesTheStyleOrTheOption() {
        #expect(error(lockScreen: #"{ "text": "Hi", "font": "headlin" }"#) == #"x.json:7:41: lockScreen.font: unknown text style "headlin"; did you mean "headline"?"#)
        #expect(error(lockScreen: #"{ "text": "Hi", "font": { "size": 14, "weight": "heavyy" } }"#) == #"x.json:7:65: lockScreen.font.weight: unknown weight "heavyy"; did you mean "heavy"?"#)
        #expect(error(lockScreen: #"{ "text": "Hi", "font": { "size": 0 } }"#) == "x.json:7:51: lockScreen.font.size: 0 is out of range: a font size is from 1 to 400 points")
    }

    @Test func onlyMaximumsMayBeInfinity() {
        #expect(error(lockScreen: #"{ "text": "Hi", "frame": { "width": "infinity" } }"#) == #"x.json:7:53: lockScreen.frame.width: only maxWidth and maxHeight may be "infinity""#)
        #expect(error(lockScreen: #"{ "text": "Hi", "frame": { "maxWidth": "infinity" } }"#) == nil)
    }

    @Test func aLineLimitIsAWholeNumberOfAtLeastOne() {
        #expect(error(lockScreen: #"{ "text": "Hi", "lineLimit": 0 }"#) == "x.json:7:46: lockScreen.lineLimit: 0 is out of range: a line limit is a whole number from 1 to 1000")
        #expect(error(lockScreen: #"{ "text": "Hi", "lineLimit": 1.5 }"#) == "x.json:7:46: lockScreen.lineLimit: 1.5 is not a whole number of lines")
        #expect(error(lockScreen: #"{ "text": "Hi", "lineLimit": 1e300 }"#) == "x.json:7:46: lockScreen.lineLimit: 1e300 is out of range: a line limit is a whole number from 1 to 1000")
    }

    @Test func forEachOverAValueThatIsNotAnArrayIsRefused() {
        let view = #"{ "forEach": "state.driverName", "as": "letter", "content": { "text": "{letter}" } }"#
        #expect(error(lockScreen: view) == "x.json:7:30: lockScreen.forEach: forEach needs an array or cases(enum), and state.driverName is String")
        let reserved = #"{ "forEach": "state.stops", "as": "state", "content": { "text": "Hi" } }"#
        #expect(error(lockScreen: reserved) == #"x.json:7:51: lockScreen.as: expected a name for each element, such as "stop""#)
    }

    // MARK: The schema and the preview

    @Test func anUnknownTypeInTheSchemaListsTheTypesThereAre() {
        let schema = #"{ "driverName": "Strng" }"#
        #expect(LayoutFixture.error(LayoutFixture.text(contentState: schema)) == #"""
        x.json:5:35: contentState.driverName: unknown type "Strng"; did you mean "String"? expected String, Bool, Int (or Int8 … UInt64), Double, Float, Float16, CGFloat, Decimal, Date, URL, UUID, Data, [T], [String: T], [Int: T], Set<T>, ClosedRange<T>, Range<T>, T?, or an object such as {"enum": [...]} or {"struct": {...}}
        """#)
    }

    @Test func aPreviewAPhoneWouldNotDecodeIsNamedByItsPath() {
        let etaAsText = LayoutFixture.contentStateJSON.replacingFirst("[786020100, 786021120]", with: #""soon""#)
        let text = LayoutFixture.text(preview: LayoutFixture.preview(contentState: etaAsText))
        #expect(LayoutFixture.error(text) == "x.json:6:120: preview.contentState.eta: a phone would not decode this: typeMismatch: Expected to decode Array<Any> but found a string instead.")
        let badStop = LayoutFixture.contentStateJSON.replacingFirst(#""done": false"#, with: #""done": 0"#)
        #expect(LayoutFixture.error(LayoutFixture.text(preview: LayoutFixture.preview(contentState: badStop)))?.contains("preview.contentState.stops[1].done: a phone would not decode this: typeMismatch: Expected to decode Bool but found a number instead.") == true)
    }

    @Test func aPreviewMomentIsSecondsSinceTheReferenceDate() {
        let text = LayoutFixture.text(preview: LayoutFixture.preview(at: #""now""#))
        #expect(LayoutFixture.error(text) == "x.json:6:22: preview.at: expected a Date as Swift encodes it: seconds since 2001-01-01 UTC")
    }

    // MARK: One line each

    @Test func anEscapedLineBreakInALayoutKeyIsQuotedEscaped() {
        let text = LayoutFixture.text().replacingFirst(#""bundleId""#, with: #""bundle\nId""#)
        #expect(LayoutFixture.error(text) == #"x.json:3:17: ["bundle\nId"]: unknown layout key "bundle\nId"; did you mean "bundleId"?"#)
    }

    @Test func anEscapedLineBreakInAViewKeyStaysOnTheErrorsOneLine() {
        let description = error(lockScreen: #"{ "te\nxt": "Hi" }"#) ?? ""
        #expect(description == #"x.json:7:29: lockScreen["te\nxt"]: "te\nxt" is not a view; did you mean "text"?"#)
    }

    /// Whatever a layout quotes back (a view or modifier name, a format, a colour, a template, a
    /// case, the activity's name), an escape or line break in it is written escaped, never raw,
    /// so an error line cannot move the cursor or colour the terminal.
    @Test(arguments: [
        #"{ "text": "Hi", "fo\u001b[31mnt": "body" }"#,
        #"{ "blinken\u001blights": {} }"#,
        #"{ "text": "{state.eta|da\u001b[2Jte}" }"#,
        ##"{ "text": "Hi", "foreground": "#12\u001b[0m" }"##,
        #"{ "text": "{state.eta\n" }"#,
        #"{ "text": "{stat\u0007e.eta}" }"#,
        #"{ "forEach": "cases('\u001b[31m')", "as": "step", "content": { "text": "Hi" } }"#,
    ])
    func controlCharactersInAnErrorAreEscaped(lockScreen: String) throws {
        let description = try #require(error(lockScreen: lockScreen))
        #expect(!description.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(description)")
        #expect(description.contains(#"\u001b"#) || description.contains(#"\n"#) || description.contains(#"\u0007"#), "\(description)")
    }
}

extension String {
    /// The text with the first occurrence of `target` replaced, for editing fixtures.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        var edited = self
        edited.replaceSubrange(range, with: replacement)
        return edited
    }
}

import IsletInput
import IsletModel
import Testing

/// A content state the app decodes with its own `init(from:)` is decoded by running that code:
/// the card shows the values the push carries (not `nil nil`), and a push the code refuses
/// gets the `DecodingError` the phone's `JSONDecoder` throws, with its coding path.
@Suite struct AppCodableTests {
    private typealias W = WidgetRendering

    static let state = """
        var driver: String
        var stops: Int
        var phase: Phase

        enum Phase: Codable, Hashable {
            case loading
            case driving(minutes: Int)
        }

        enum CodingKeys: String, CodingKey {
            case driver = "driver_name", stops, phase
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            driver = try container.decode(String.self, forKey: .driver)
            stops = try container.decodeIfPresent(Int.self, forKey: .stops) ?? 1
            phase = try container.decode(Phase.self, forKey: .phase)
            guard stops > 0 else {
                throw DecodingError.dataCorruptedError(forKey: .stops, in: container, debugDescription: "no stops")
            }
        }
        """

    static let widget = W.lockScreen(#"""
        switch context.state.phase {
        case .loading: Text("\(context.state.driver) loading, \(context.state.stops) stops")
        case .driving(let minutes): Text("\(context.state.driver) in \(minutes) min, \(context.state.stops) stops")
        }
        """#, state: state)

    @Test func theAppsOwnDecoderFillsTheCard() {
        let drawn = W(Self.widget, state: #"{"driver_name": "Ana", "phase": {"driving": {"minutes": 7}}}"#)
        #expect(drawn.trimmed.contains("Ana in 7 min, 1 stops"), "\(drawn.trimmed)")
        #expect(drawn.placeholders.isEmpty, "\(drawn.placeholders)")
    }

    @Test func aPushTheAppsCodeRefusesGetsThePhonesError() throws {
        let read = try AppDecodingFixture.declaration(from: [(path: "Widget/Widget.swift", text: Self.widget)])
        try #require(read.appDecodes, "the widget decodes its state with its own init(from:)")
        let judged = read.declaration
        let verdict = { (json: String) -> String in
            do {
                _ = try judged.decodeContentState(try JSONParser.parse(json).value)
                return "ok"
            } catch let failure as DecodingFailure {
                return "\(failure.kind.rawValue) \(failure.codingPath.map { "\($0)" }.joined(separator: "/")) \(failure.missingKey ?? "")"
            } catch {
                return "\(error)"
            }
        }
        #expect(verdict(#"{"driver_name": "Ana", "stops": 2, "phase": {"loading": {}}}"#) == "ok")
        #expect(verdict(#"{"driver": "Ana", "phase": {"loading": {}}}"#) == "keyNotFound  driver_name")
        #expect(verdict(#"{"driver_name": "Ana", "stops": "2", "phase": {"loading": {}}}"#) == #"typeMismatch key("stops") "#)
        #expect(verdict(#"{"driver_name": "Ana", "stops": 0, "phase": {"loading": {}}}"#) == #"dataCorrupted key("stops") "#)
        #expect(verdict(#"{"driver_name": "Ana", "phase": {"driving": {}}}"#) == #"keyNotFound key("phase")/key("driving") minutes"#)
    }
}

/// An enum as the whole `ContentState`: decoded by Swift's synthesized form for enums with
/// associated values, drawn by the widget's `switch`, and refused as the phone refuses it.
@Suite struct EnumContentStateTests {
    static let widget = #"""
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct Order: ActivityAttributes {
            enum ContentState: Codable, Hashable {
                case queued(position: Int)
                case baking(String, minutes: Int)
                case ready
            }
            let name: String
        }

        struct OrderWidget: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: Order.self) { context in
                    switch context.state {
                    case .queued(let position): Text("\(context.attributes.name) is number \(position)")
                    case .baking(let oven, let minutes): Text("\(context.attributes.name) in \(oven), \(minutes) min")
                    case .ready: Text("\(context.attributes.name) is ready")
                    }
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.leading) { Text("E") }
                    } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
                }
            }
        }
        """#

    @Test func theEnumStateIsDecodedAndDrawn() {
        let baking = WidgetRendering(Self.widget, state: #"{"baking": {"_0": "oven 2", "minutes": 9}}"#)
        #expect(baking.trimmed.contains("Margherita in oven 2, 9 min"), "\(baking.trimmed)")
        let ready = WidgetRendering(Self.widget, state: #"{"ready": {}}"#)
        #expect(ready.trimmed.contains("Margherita is ready"), "\(ready.trimmed)")
    }
}

import Testing

/// A `#Preview`'s states are made by the widget's own Swift, the way apps write them: nested
/// structs with `.init(…)`, arrays and optionals of them, enums with raw values, `UUID()`,
/// dates and URLs. Each must become the preview's data, not a refused state.
@Suite struct PreviewStateTests {
    private typealias W = WidgetRendering

    /// An auction whose attributes and state nest structs, enums and Foundation values.
    private static func auction(preview: String, lockScreen: String) -> String {
        """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct Lot: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var bids: [Bid]
                var leader: Bid?
                var standing: Standing
                var closesAt: Date
            }
            struct House: Codable, Hashable {
                let name: String
                let site: URL
            }
            var lotID: UUID
            var house: House
        }

        struct Bid: Codable, Hashable {
            let bidder: String
            let cents: Int
        }

        enum Standing: String, Codable, Hashable {
            case leading = "lead", outbid
        }

        struct LotWidget: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: Lot.self) { context in
                    \(lockScreen)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.leading) { Text("E") }
                    } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
                }
            }
        }

        \(preview)
        """
    }

    @Test func nestedStructsMadeWithInitAreThePreviewsData() {
        let source = Self.auction(
            preview: """
                #Preview("Lot", as: .content, using: Lot(lotID: UUID(), house: .init(name: "Marlowe", site: URL(string: "https://example.com")!))) {
                    LotWidget()
                } contentStates: {
                    Lot.ContentState(
                        bids: [.init(bidder: "k9", cents: 520), Bid(bidder: "you", cents: 510)],
                        leader: .init(bidder: "k9", cents: 520), standing: .init(rawValue: "lead")!, closesAt: .now.addingTimeInterval(60)
                    )
                }
                """,
            lockScreen: #"Text("\(context.attributes.house.name): \(context.state.bids.count) bids, \(context.state.leader?.bidder ?? "-") \(context.state.standing.rawValue)")"#
        )
        let widget = W(source, preview: 1)
        #expect(widget.previewProblems.isEmpty)
        #expect(widget.lines == ["Marlowe: 2 bids, k9 lead"], "the preview's own values, not type-made samples")
    }

    @Test func aUUIDIsItsStringAndTheSameOnEveryRender() {
        let source = Self.auction(
            preview: """
                #Preview("Lot", as: .content, using: Lot(lotID: UUID(), house: .init(name: "M", site: URL(string: "https://example.com")!))) {
                    LotWidget()
                } contentStates: {
                    Lot.ContentState(bids: [], leader: nil, standing: .outbid, closesAt: .now)
                }
                """,
            lockScreen: #"Text("\(context.attributes.lotID.uuidString.count) \(UUID(uuidString: "nonsense") == nil)")"#
        )
        let first = W(source, preview: 1)
        #expect(first.previewProblems.isEmpty)
        #expect(first.lines == ["36 true"], "a UUID's 36-character string; a malformed one is nil")
        let again = W(source, preview: 1)
        #expect(first.result.buffer == again.result.buffer)
    }

    @Test func initMakesTheNestedTypeOfTheTypeThatDeclaresIt() {
        // Several types nest a `Station`; the trip's `.init(code:name:)` is the trip's one,
        // whichever the program's index happens to list first.
        let source = Self.auction(
            preview: """
                struct Charging: ActivityAttributes {
                    struct ContentState: Codable, Hashable { var percent: Int }
                    struct Station: Codable, Hashable { var name: String; var stall: Int }
                    var station: Station
                }
                enum Depot { struct Station: Hashable { var name: String } }
                enum Ferry { struct Station: Hashable { var pier: Int } }
                enum Tram { struct Station: Hashable { var stop: String } }
                struct Trip: Codable, Hashable {
                    struct Station: Codable, Hashable { var code: String; var name: String }
                    var stops: [Station]
                }
                #Preview("Lot", as: .content, using: Lot(lotID: UUID(), house: .init(name: "M", site: URL(string: "https://example.com")!))) {
                    LotWidget()
                } contentStates: {
                    Lot.ContentState(bids: [], leader: nil, standing: .outbid, closesAt: .now)
                }
                """,
            lockScreen: #"Text(Trip(stops: [.init(code: "HBF", name: "Central")]).stops.map { "\($0.code) \($0.name)" }.joined())"#
        )
        let widget = W(source, preview: 1)
        #expect(widget.previewProblems.isEmpty)
        #expect(widget.lines == ["HBF Central"], "the trip's own Station, with its code")
    }

    @Test func initAndStaticFactoriesFollowTheDeclaredElementType() {
        let helpers = """
            struct Stop: Hashable {
                let name: String
                static func named(_ name: String) -> Stop { Stop(name: name) }
            }
            struct Line {
                let stops: [String: Stop]
                static let sample = Line(stops: ["a": .init(name: "Alder"), "b": .named("Birch")])
            }
            """
        let widget = W(W.lockScreen(
            #"""
            let extra: [Stop] = [.init(name: "Cedar")]
            return Text("\(Line.sample.stops["a"]!.name) \(Line.sample.stops["b"]!.name) \(extra[0].name)")
            """#,
            helpers: helpers
        ))
        #expect(widget.lines == ["Alder Birch Cedar"])
        #expect(widget.placeholders.isEmpty)
    }
}

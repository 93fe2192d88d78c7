/// The Swift sources `make bench` reads to time `islet-swift schema` (DESIGN's budget: a folder of
/// 20 files, 2,000 lines, in under 30 ms): each file one app's activity in the style widgets are
/// written, nested types, `CodingKeys`, an extension, computed and static members, comments.
public enum SwiftSourceCorpus {
    /// `count` files named `Activity<N>.swift`, about `lines` lines each.
    public static func files(count: Int = 20, lines: Int = 100) -> [(name: String, text: String)] {
        (0..<count).map { index in ("Activity\(index).swift", file(index, lines: lines)) }
    }

    private static func file(_ index: Int, lines: Int) -> String {
        let name = "Errand\(index)Attributes"
        var text = """
        //
        //  \(name).swift
        //  Generated for islet's benchmark: one activity in the way a widget extension declares it.
        //

        import ActivityKit
        import Foundation

        struct \(name): ActivityAttributes {
            public typealias Status = ContentState

            public struct ContentState: Codable, Hashable {
                var phase: Phase
                var courier: Courier?
                var eta: ClosedRange<Date>
                var stopsLeft = 0
                var progress: Double
                var notes: [String]

                enum CodingKeys: String, CodingKey {
                    case phase, courier, eta, stopsLeft = "stops_left", progress, notes
                }

                var isLate: Bool { progress < 0.5 && stopsLeft > 3 }
            }

            enum Phase: String, Codable, CaseIterable {
                case placed, preparing, pickedUp = "picked_up", nearby, delivered
            }

            struct Courier: Codable, Hashable {
                var name: String
                var vehicle: Vehicle
                var rating: Int8?
            }

            enum Vehicle: Codable, Hashable {
                case bike
                case car(plate: String)
                case van(String, capacity: Int)
            }

            let schemaVersion = \(index)
            var orderNumber: String
            var storeName: String
            var placedAt: Date
            var items: [String: Int]
        }

        extension \(name) {
            static let preview = \(name)(orderNumber: "A-\(index)", storeName: "Store \(index)", placedAt: .now, items: [:])
        }

        """
        var line = text.split(separator: "\n", omittingEmptySubsequences: false).count
        var helper = 0
        while line + 5 <= lines {
            text += """

            extension \(name).ContentState {
                /// A label the widget shows for stop \(helper).
                var label\(helper): String { "\\(phase.rawValue) \\(stopsLeft + \(helper))" }
            }

            """
            helper += 1
            line += 5
        }
        return text
    }
}

/// The Swift sources `make bench` reads to time `islet-swift schema` over a folder of 20 files
/// and 2,000 lines: each file one app's activity in the style widgets are
/// written, nested types, `CodingKeys`, an extension, computed and static members, comments.
public enum SwiftSourceCorpus {
    /// `count` files named `Activity<N>.swift`, about `lines` lines each.
    public static func files(count: Int = 20, lines: Int = 100) -> [(name: String, text: String)] {
        (0..<count).map { index in ("Activity\(index).swift", file(index, lines: lines)) }
    }

    /// An app as a folder holds it: `count` files of about `lines` lines, two of them activities'
    /// attributes and one the widget that configures them; the rest are screens, models and
    /// helpers that never name an activity type, which the reader need not parse.
    public static func appFiles(count: Int = 20, lines: Int = 100) -> [(name: String, text: String)] {
        [("Activity0.swift", file(0, lines: lines)), ("Activity1.swift", file(1, lines: lines)), ("ErrandLiveActivity.swift", widget(lines: lines))]
            + (3..<count).map { index in ("Screen\(index).swift", screen(index, lines: lines)) }
    }

    private static func widget(lines: Int) -> String {
        var text = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct ErrandLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: Errand0Attributes.self) { context in
                    ErrandLockScreen(storeName: context.attributes.storeName, progress: context.state.progress)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text(context.attributes.orderNumber) }
                    } compactLeading: { Text("\\(context.state.stopsLeft)") } compactTrailing: { EmptyView() } minimal: { EmptyView() }
                }
            }
        }

        """
        text += filler("ErrandLockScreen", fields: "let storeName: String\n    let progress: Double", lines: lines - 17)
        return text
    }

    /// A SwiftUI screen with its model, about `lines` lines, naming no activity type.
    private static func screen(_ index: Int, lines: Int) -> String {
        """
        import Foundation
        import SwiftUI

        /// Screen \(index) of the app.
        struct Item\(index): Identifiable, Codable {
            var id: UUID
            var title: String
            var createdAt: Date
            var count: Int
        }

        @MainActor
        final class Screen\(index)Model: ObservableObject {
            @Published var items: [Item\(index)] = []
            @Published var isLoading = false

            func load() async {
                isLoading = true
                defer { isLoading = false }
                items = (0..<10).map { Item\(index)(id: UUID(), title: "Item \\($0)", createdAt: .now, count: $0) }
            }
        }

        """ + filler("Screen\(index)View", fields: "@StateObject var model = Screen\(index)Model()", lines: lines - 22)
    }

    /// A view named `name` holding `fields`, whose body grows rows until the text has about `lines` lines.
    private static func filler(_ name: String, fields: String, lines: Int) -> String {
        var text = "struct \(name): View {\n    \(fields)\n\n    var body: some View {\n        VStack(alignment: .leading) {\n"
        var row = 0
        while row * 4 + 8 < lines {
            text += "            HStack {\n                Text(\"Row \(row)\").font(.headline)\n                Spacer()\n            }\n"
            row += 1
        }
        return text + "        }\n        .padding()\n    }\n}\n"
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

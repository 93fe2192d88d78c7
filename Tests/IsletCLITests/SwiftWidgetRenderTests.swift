import Foundation
import IsletTestSupport
import Testing

/// `render` given Swift sources draws the widget's own SwiftUI through the interpreter: its
/// `#Preview` states are the data, several configurations are several boards, and what the
/// interpreter could not draw is listed under the board with its place.
@Suite struct SwiftWidgetRenderTests {
    /// A small widget: a lock screen that writes its sentence from the data, an unknown view,
    /// and a `#Preview` with two states, far first.
    static let parcelWidget = #"""
    import ActivityKit
    import SwiftUI
    import WidgetKit

    struct ParcelAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var stop: Int
            var courier: String
        }
        var parcel: String
    }

    struct ParcelLiveActivity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: ParcelAttributes.self) { context in
                VStack {
                    Text("\(context.attributes.parcel): \(context.state.courier) is \(context.state.stop) stops away")
                    Map()
                }
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.center) { Text("Stop \(context.state.stop)") }
                } compactLeading: {
                    Text("P")
                } compactTrailing: {
                    Text("\(context.state.stop)")
                } minimal: {
                    Text("\(context.state.stop)")
                }
            }
        }
    }

    extension ParcelAttributes.ContentState {
        static let near = ParcelAttributes.ContentState(stop: 2, courier: "Ana")
        static let far = ParcelAttributes.ContentState(stop: 9, courier: "Bo")
    }

    #Preview("Parcel", as: .content, using: ParcelAttributes(parcel: "Books")) {
        ParcelLiveActivity()
    } contentStates: {
        ParcelAttributes.ContentState.far
        ParcelAttributes.ContentState.near
    }

    """#

    static func parcelFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("islet-parcel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try parcelWidget.write(to: folder.appendingPathComponent("ParcelWidget.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func theWidgetsOwnViewsDrawTheFirstPreviewState() throws {
        let folder = try Self.parcelFolder()
        let result = try IsletProcess.run(["render", folder.path, "--format", "text"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Books: Bo is 9 stops away"), "the lock screen's Text, with the preview's first state")
        #expect(result.standardOutput.contains("Stop 9"), "the expanded island's centre region")
    }

    @Test func whatCannotBeDrawnIsListedUnderTheBoardWithItsPlace() throws {
        let folder = try Self.parcelFolder()
        let result = try IsletProcess.run(["render", folder.path, "--format", "text", "--presentation", "lock"])
        #expect(result.standardOutput.contains("Not drawn: 1 place in the Swift islet could not draw"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("ParcelWidget.swift:18:17: Map: "), "\(result.standardOutput)")
    }

    @Test func previewPicksAStateByNumberOrByTitle() throws {
        let folder = try Self.parcelFolder()
        let second = try IsletProcess.run(["render", folder.path, "--format", "text", "--presentation", "lock", "--preview", "2"])
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardOutput.contains("Books: Ana is 2 stops away"))
        let delivery = try IsletProcess.run(["render", "samples/swift/delivery", "--format", "text", "--presentation", "lock", "--preview", "2"])
        #expect(delivery.standardOutput.contains("Delivered. Enjoy your meal!"), "the second state of the first #Preview")
        let titled = try IsletProcess.run(["render", "samples/swift/delivery", "--format", "text", "--presentation", "lock", "--preview", "Island minimal"])
        #expect(titled.standardOutput.contains("Marco is on the way"), "the first state of the preview with that title")
    }

    @Test func aPreviewProvidersContextsArePreviewStatesToo() throws {
        let folder = try Self.parcelFolder()
        try #"""
        import SwiftUI
        import WidgetKit

        struct ParcelPreviews: PreviewProvider {
            static let lamp = ParcelAttributes(parcel: "Lamp")
            static var previews: some View {
                Group {
                    lamp.previewContext(ParcelAttributes.ContentState.near, viewKind: .content)
                        .previewDisplayName("Near")
                    lamp.previewContext(ParcelAttributes.ContentState.far, viewKind: .dynamicIsland(.expanded))
                }
            }
        }
        """#.write(to: folder.appendingPathComponent("ParcelPreviews.swift"), atomically: true, encoding: .utf8)
        let named = try IsletProcess.run(["render", folder.path, "--format", "text", "--presentation", "lock", "--preview", "Near"])
        #expect(named.status == 0, "\(named.standardError)")
        #expect(named.standardOutput.contains("Lamp: Ana is 2 stops away"), "\(named.standardOutput)")
        let untitled = try IsletProcess.run(["render", folder.path, "--format", "text", "--presentation", "lock", "--preview", "ParcelPreviews"])
        #expect(untitled.standardOutput.contains("Lamp: Bo is 9 stops away"), "an untitled context takes the provider's name")
    }

    @Test func aPreviewThatDoesNotExistIsRefusedWithWhatDoes() throws {
        let misspelt = try IsletProcess.run(["render", "samples/swift/delivery", "--preview", "Island expande"])
        #expect(misspelt.status == 2)
        #expect(misspelt.standardError.contains(#"did you mean "Island expanded"?"#), "\(misspelt.standardError)")
        let tooFar = try IsletProcess.run(["render", "samples/swift/delivery", "--preview", "8"])
        #expect(tooFar.status == 2)
        #expect(tooFar.standardError.contains("have 7 states, numbered from 1"), "\(tooFar.standardError)")
        let layout = try IsletProcess.run(["render", "layouts/delivery.json", "--preview", "1"])
        #expect(layout.status == 2, "a layout file has no #Preview")
    }

    @Test func severalConfigurationsRenderOneAfterAnotherUnlessOneIsPicked() throws {
        let both = try IsletProcess.run(["render", "samples/swift/delivery", "samples/swift/countdown", "--format", "text", "--presentation", "lock"])
        #expect(both.status == 0, "\(both.standardError)")
        let delivery = try #require(both.standardOutput.range(of: "DeliveryAttributes · "))
        let tea = try #require(both.standardOutput.range(of: "TeaTimerAttributes · "))
        #expect(delivery.lowerBound < tea.lowerBound)
        #expect(both.standardOutput.contains("Marco is on the way") && both.standardOutput.contains("Sencha"))
        let one = try IsletProcess.run(["render", "samples/swift/delivery", "samples/swift/countdown", "--format", "text", "--activity", "TeaTimerAttributes"])
        #expect(!one.standardOutput.contains("DeliveryAttributes"))
        #expect(one.standardOutput.contains("Sencha"))
    }

    @Test func theSwiftDrawsEvenBesideALayoutFile() throws {
        let folder = try Self.parcelFolder()
        let layout = folder.appendingPathComponent("parcel.json")
        try #"""
        {
          "activity": "ParcelAttributes", "bundleId": "com.example.parcel",
          "attributes": {"parcel": "String"}, "contentState": {"stop": "Int", "courier": "String"},
          "lockScreen": {"text": "the layout's card"},
          "dynamicIsland": {"compactLeading": {"text": "L"}, "compactTrailing": {"text": "L"}, "minimal": {"text": "L"}}
        }
        """#.write(to: layout, atomically: true, encoding: .utf8)
        let result = try IsletProcess.run(["render", layout.path, folder.path, "--format", "text", "--presentation", "lock"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Books: Bo is 9 stops away"), "the Swift is what the app ships")
        #expect(!result.standardOutput.contains("the layout's card"))
    }

    /// `islet render` of a Swift sample folder, through the helper and the Swift's own preview,
    /// prints the very bytes its layout file's render does (board and fit report), dark and light,
    /// at the layout's preview moment, which `--at` makes the clock the Swift's previews are read at
    /// (EQUIVALENCE.md, "The moment").
    @Test(arguments: ["countdown", "delivery", "download", "flight", "music", "order", "rideshare", "sports"])
    func aSwiftSampleRendersWhatItsLayoutRenders(_ name: String) throws {
        for appearance in ["--dark", "--light"] {
            let common = ["--format", "ansi", "--color", "truecolor", appearance, "--at", "786020400"]
            let layout = try IsletProcess.run(["render", "layouts/\(name).json"] + common)
            let swift = try IsletProcess.run(["render", "samples/swift/\(name)"] + common)
            #expect(swift.status == 0, "\(swift.standardError)")
            #expect(swift.standardOutput == layout.standardOutput, "\(name) \(appearance):\n\(LineDiff(expected: layout.standardOutput, actual: swift.standardOutput))")
        }
    }

    /// A sample's previews are written relative to `.now`, as an app's are, so read on another
    /// day (two years on, at the same time of day) the Swift draws the very board its layout
    /// draws at its own preview moment: timers running, not "-0:00" or an order ready hours ago.
    @Test(arguments: ["countdown", "delivery", "download", "flight", "music", "order", "rideshare", "sports"])
    func aSwiftSampleIsLiveOnAnyDay(_ name: String) throws {
        let layout = try IsletProcess.run(["render", "layouts/\(name).json", "--format", "text", "--at", "786020400"])
        let swift = try IsletProcess.run(["render", "samples/swift/\(name)", "--format", "text", "--at", "2027-11-28T11:00:00Z"])
        #expect(swift.status == 0, "\(swift.standardError)")
        #expect(swift.standardOutput == layout.standardOutput, "\(name):\n\(LineDiff(expected: layout.standardOutput, actual: swift.standardOutput))")
        #expect(!swift.standardOutput.contains("-0:00"), "an expired timer in \(name)")
    }

    /// The Smart Stack alone is drawn at the watch's size, so the board and its fit report name
    /// the watch, not the phone.
    @Test func theSmartStackAloneNamesTheWatch() throws {
        let result = try IsletProcess.run(["render", "samples/swift/order", "--format", "text", "--presentation", "small", "--at", "786020400"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("CoffeeOrderAttributes · Apple Watch 45 mm · 184×80.5 pt · dark\n"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("Fit on Apple Watch 45 mm: all text fits."), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("iPhone"))
        #expect(result.standardOutput.contains("11:04"), "ready four minutes after the moment, in 24-hour time")
    }
}

import Foundation
import IsletTestSupport
import Testing

/// Types and views from the app's Swift packages: the checkouts SwiftPM (`.build/checkouts`) and
/// Xcode (`SourcePackages/checkouts`) keep beside the app, named by its `Package.resolved`, and a
/// folder given with `--package-path`; a module found nowhere is named on stderr.
@Suite struct PackageSourcesTests {
    /// A widget whose lock screen is a view of the `BrandKit` package.
    static let widget = """
        import BrandKit
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct Pass: ActivityAttributes { var holder: String; public struct ContentState: Codable, Hashable { var tier: String } }

        struct PassWidget: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: Pass.self) { context in BrandBadge(title: context.state.tier) } dynamicIsland: { _ in
                    DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("Pass") } } compactLeading: { Text("P") } compactTrailing: {
                        Text("·")
                    } minimal: { Text("P") }
                }
            }
        }

        #Preview("Pass", as: .content, using: Pass(holder: "Ana")) {
            PassWidget()
        } contentStates: {
            Pass.ContentState(tier: "Gold")
        }
        """

    /// `BrandKit`'s one view, as a package writes it.
    static let badge = """
        import SwiftUI

        public struct BrandBadge: View {
            public let title: String
            public init(title: String) { self.title = title }
            public var body: some View { Text("Member · " + title.uppercased()) }
        }
        """

    /// A folder holding the app: `Widget/`, and `extra` files (path → text) beside it.
    private func app(_ extra: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("islet-packages-\(UUID().uuidString)")
        for (path, text) in extra.merging(["Widget/PassWidget.swift": Self.widget]) { $1 } {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return root
    }

    private func render(_ root: URL, _ options: [String] = []) throws -> IsletProcess.Result {
        try IsletProcess.run(["render", root.appendingPathComponent("Widget").path, "--presentation", "lock", "--format", "text"] + options)
    }

    static let resolved = #"{"pins": [{"identity": "brandkit", "kind": "remoteSourceControl", "location": "https://git.example/BrandKit.git", "state": {"version": "1.2.0"}}], "version": 2}"#

    /// SwiftPM's checkout and Xcode's, each named by the Package.resolved beside them.
    @Test(arguments: [".build/checkouts", "SourcePackages/checkouts"])
    func aPinnedCheckoutBringsThePackagesViews(_ checkouts: String) throws {
        let root = try app(["Package.resolved": Self.resolved, "\(checkouts)/BrandKit/Sources/BrandKit/BrandBadge.swift": Self.badge])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try render(root)
        #expect(result.status == 0 && result.standardError.isEmpty, "\(result.standardError)")
        #expect(result.standardOutput.contains("Member · GOLD"), "\(result.standardOutput)")
    }

    /// An Xcode project's Package.resolved names the checkout as well.
    @Test func anXcodeProjectsPinsNameTheCheckout() throws {
        let root = try app([
            "Pass.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved": Self.resolved,
            "SourcePackages/checkouts/BrandKit/Sources/BrandKit/BrandBadge.swift": Self.badge,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try render(root).standardOutput.contains("Member · GOLD"))
    }

    /// `--package-path` takes a package, or a folder of packages; without a checkout the module
    /// is named on stderr and the view is a placeholder, never its name as text.
    @Test func thePackagePathOptionAndAMissingModule() throws {
        let root = try app([
            "Vendor/BrandKit/Package.swift": "// swift-tools-version:5.9\n", "Vendor/BrandKit/Sources/BrandKit/BrandBadge.swift": Self.badge,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        for given in ["Vendor", "Vendor/BrandKit"] {
            let result = try render(root, ["--package-path", root.appendingPathComponent(given).path])
            #expect(result.status == 0 && result.standardError.isEmpty, "\(given): \(result.standardError)")
            #expect(result.standardOutput.contains("Member · GOLD"), "\(given): \(result.standardOutput)")
        }
        let missing = try render(root)
        #expect(missing.status == 0)
        #expect(missing.standardError.contains("PassWidget.swift: imports BrandKit, which islet found in no checkout"), "\(missing.standardError)")
        #expect(!missing.standardOutput.contains("Member"), "\(missing.standardOutput)")
        #expect(missing.standardOutput.contains("BrandBadge: islet does not know this view") || missing.standardOutput.contains("BrandBadge"), "\(missing.standardOutput)")
    }
}

import Foundation
import IsletTestSupport
import Testing

/// `--defaults FILE` and `--files DIR` on the commands that read Swift: the delivery sample
/// greets the customer by the first name its app saved in the App Group
/// (`samples/swift/delivery/defaults.json`), the reports list the read, and a file islet cannot
/// use is an error naming it, the place in it and why, with status 2.
@Suite struct AppGroupOptionsTests {
    static let sample = "samples/swift/delivery"
    static let defaults = "samples/swift/delivery/defaults.json"
    /// The sample's second preview state: the food has arrived.
    static let delivered = ["render", sample, "--preview", "2", "--presentation", "lock", "--format", "text"]

    /// The delivered card with the sample's defaults: the greeting names the customer, and the
    /// report says the key was supplied.
    @Test func renderReadsTheSuppliedDefaults() throws {
        let result = try IsletProcess.run(Self.delivered + ["--defaults", Self.defaults])
        #expect(result.status == 0 && result.standardError.isEmpty, "\(result.standardError)")
        #expect(result.standardOutput.contains("Delivered. Enjoy your meal, Ana!"))
        assertSnapshot(result.standardOutput, named: "delivery-defaults-lock")
    }

    /// Without `--defaults` the key reads as iOS reads a missing one (nil: no name), which is
    /// what `layouts/delivery.json` draws, and the report says what to supply.
    @Test func renderListsTheReadItCouldNotSupply() throws {
        let result = try IsletProcess.run(Self.delivered)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("Delivered. Enjoy your meal!"))
        #expect(result.standardOutput.contains(
            #"! samples/swift/delivery/DeliveryWidget/CustomerProfile.swift:16:26: UserDefaults "group.com.example.delivery" key "firstName" (string(forKey:)): not supplied (--defaults), so it reads as nil"#
        ), "\(result.standardOutput)")
    }

    /// The report lists the reads the board's own regions made: the greeting is read by the
    /// lock-screen card alone, so the board of all five lists it once, and a board of the
    /// compact views, which read nothing, has no App Group block.
    @Test func renderListsTheReadsOfTheRegionsItDrew() throws {
        let all = try IsletProcess.run(["render", Self.sample, "--preview", "2", "--format", "text"])
        #expect(all.status == 0, "\(all.standardError)")
        #expect(all.standardOutput.contains("App Group: 1 read of the App Group while rendering"), "\(all.standardOutput)")
        #expect(all.standardOutput.components(separatedBy: #"key "firstName""#).count == 2, "\(all.standardOutput)")
        let compact = try IsletProcess.run(["render", Self.sample, "--preview", "2", "--presentation", "compact", "--format", "text"])
        #expect(compact.status == 0, "\(compact.standardError)")
        #expect(!compact.standardOutput.contains("App Group"), "\(compact.standardOutput)")
    }

    /// `import --coverage` lists every read with its suite and key and whether it was supplied.
    @Test func coverageListsEveryRead() throws {
        for (extra, supplied) in [([String](), false), (["--defaults", Self.defaults], true)] {
            let result = try IsletProcess.run(["import", Self.sample, "--coverage", "--json"] + extra)
            #expect(result.status == 0, "\(result.standardError)")
            let report = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
            let reads = try #require(report?["appGroupReads"] as? [[String: Any]])
            #expect(reads.count == 1)
            #expect(reads.first?["suite"] as? String == "group.com.example.delivery")
            #expect(reads.first?["key"] as? String == "firstName")
            #expect(reads.first?["supplied"] as? Bool == supplied)
        }
    }

    /// Every command that reads Swift takes both options.
    @Test func everySwiftCommandTakesTheOptions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("islet-container-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try IsletProcess.run(["check", Self.sample, "samples/delivery.ndjson", "--defaults", Self.defaults, "--files", folder.path])
        #expect(check.status == 0, "\(check.standardError)")
        for command in ["render", "preview", "serve", "check", "import"] {
            let help = try IsletProcess.run([command, "--help"])
            #expect(help.standardOutput.contains("--defaults FILE") && help.standardOutput.contains("--files DIR"), "islet \(command) --help")
        }
    }

    /// A defaults file islet cannot use, or a --files that is no folder, is refused with its
    /// name, the place in it and the reason, and status 2.
    @Test func badInputIsRefusedWithWhereAndWhy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("islet-defaults-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(String, String, String)] = [
            ("suite.json", #"{"group.com.example.delivery": ["Ana"]}"#, #"suite.json: ["group.com.example.delivery"]: expected a dictionary of the suite's keys, found an array"#),
            ("broken.json", #"{"firstName": "#, "broken.json:1:"),
            ("broken.plist", "<plist><dict><key>firstName</key></dict></plist>", "broken.plist: not a property list islet can read"),
        ]
        for (name, text, expected) in cases {
            let path = folder.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            for command in [Self.delivered, ["import", Self.sample, "--coverage"]] {
                let result = try IsletProcess.run(command + ["--defaults", path])
                #expect(result.status == 2, "\(name): \(result.standardError)")
                #expect(result.standardError.contains(expected), "\(result.standardError)")
            }
        }
        let notFolder = try IsletProcess.run(Self.delivered + ["--files", Self.defaults])
        #expect(notFolder.status == 2)
        #expect(notFolder.standardError.contains("defaults.json: --files needs a folder"), "\(notFolder.standardError)")
    }
}

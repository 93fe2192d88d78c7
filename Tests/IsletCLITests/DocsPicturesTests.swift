import Foundation
import IsletTestSupport
import Testing

/// The README's pictures are what islet draws today: each `docs/pictures/LAYOUT-APPEARANCE.svg`
/// is re-rendered from its name, as `scripts/make-docs` renders it, and must equal the committed
/// file (issue 6, item 2).
@Suite("the README's pictures in docs/pictures")
struct DocsPicturesTests {
    static let folder = "docs/pictures"

    /// The committed pictures, by file name.
    static var pictures: [String] {
        let url = IsletProcess.packageRoot.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".svg") }.sorted()
    }

    @Test("there are pictures of two bundled layouts, dark and light")
    func present() {
        for name in ["delivery-dark.svg", "delivery-light.svg", "sports-dark.svg", "sports-light.svg"] {
            #expect(Self.pictures.contains(name), "\(Self.folder)/\(name) is missing: run `make docs`")
        }
    }

    @Test("every committed picture is what islet render draws now")
    func current() throws {
        for name in Self.pictures {
            let stem = name.dropLast(".svg".count)
            guard let dash = stem.lastIndex(of: "-"), ["dark", "light"].contains(stem[stem.index(after: dash)...]) else {
                Issue.record("\(Self.folder)/\(name) is not named LAYOUT-dark.svg or LAYOUT-light.svg, so it cannot be re-rendered")
                continue
            }
            let layout = "layouts/\(stem[..<dash]).json", appearance = "--" + stem[stem.index(after: dash)...]
            let rendered = try IsletProcess.run(["render", layout, "--presentation", "all", "--format", "svg", appearance], environment: ["TZ": "UTC"])
            #expect(rendered.status == 0, "islet render \(layout): \(rendered.standardError)")
            let committed = try #require(DocsSupport.committed("\(Self.folder)/\(name)"))
            let current = committed == rendered.standardOutput
            #expect(
                current,
                "\(Self.folder)/\(name) is out of date (\(DocsSupport.firstDifference(committed, rendered.standardOutput, names: ("committed", "drawn now")))): run `make docs`"
            )
        }
    }

    /// Debian's `faketime`, which starts a command whose clock reads a chosen moment.
    static let fakeTime = "/usr/bin/faketime"

    /// `islet arguments` with its clock at `moment` ("2030-06-15 12:34:56") in time zone `zone`.
    /// AddressSanitizer is told that the library faketime preloads comes first on purpose.
    static func run(_ arguments: [String], at moment: String, zone: String) throws -> IsletProcess.Result {
        try IsletProcess.run(arguments, environment: ["TZ": zone, "ASAN_OPTIONS": "detect_leaks=0:verify_asan_link_order=0"], launcher: [fakeTime, moment])
    }

    @Test("a picture does not depend on the clock or the time zone")
    func deterministic() throws {
        try #require(FileManager.default.fileExists(atPath: Self.fakeTime), "no \(Self.fakeTime): apt-get install faketime")
        let arguments = ["render", "layouts/delivery.json", "--presentation", "all", "--format", "svg"]
        let first = try Self.run(arguments, at: "2001-01-01 00:00:00", zone: "UTC")
        let second = try Self.run(arguments, at: "2030-06-15 12:34:56", zone: "Pacific/Chatham")
        #expect(first.status == 0 && !first.standardOutput.isEmpty, "\(first.standardError)")
        #expect(first.standardOutput == second.standardOutput)
    }

    /// The two runs above do read different clocks: the sample payload `codegen --sample`
    /// prints is stamped with the time islet reads.
    @Test("the clock islet reads is the one the test sets")
    func clockIsSet() throws {
        try #require(FileManager.default.fileExists(atPath: Self.fakeTime), "no \(Self.fakeTime): apt-get install faketime")
        let sample = try Self.run(["codegen", "layouts/delivery.json", "--sample"], at: "2030-06-15 12:34:56", zone: "UTC")
        // faketime starts the clock at the moment and lets it run, so a loaded machine may
        // stamp a few seconds later; the machine's own clock would be years away.
        let stamp = sample.standardOutput.components(separatedBy: "\"timestamp\": ").dropFirst().first.flatMap { Int($0.prefix { $0.isNumber }) }
        let moment = 1_907_757_296
        #expect(stamp.map { (moment...moment + 60).contains($0) } == true, "\(sample.standardOutput)")
    }

    @Test("every picture the README shows from docs/pictures is committed")
    func readmeReferences() throws {
        let readme = try #require(DocsSupport.committed("README.md"))
        for piece in readme.components(separatedBy: "\(Self.folder)/").dropFirst() {
            let name = String(piece.prefix { $0.isLetter || $0.isNumber || "-_.".contains($0) })
            #expect(Self.pictures.contains(name), "README.md shows \(Self.folder)/\(name), which is not committed: run `make docs`")
        }
    }

    @Test("the layout guide's pictures are what islet draws now")
    func layoutGuide() throws {
        let process = Process()
        process.executableURL = IsletProcess.packageRoot.appendingPathComponent("scripts/layout-pictures")
        process.arguments = [IsletProcess.binary.path, "--check"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(message)")
    }
}

import Foundation
import IsletTestSupport
import Testing

/// A bundled layout, stream or Swift sample named where a file goes (issue 33, item 1): a path
/// that exists first, then the installed folder beside the binary (`PREFIX/share/islet`, as
/// scripts/install-files lays it out), then what is built into islet; an unknown name gets the
/// nearest names. Each test runs islet from an empty folder, as on a machine without a clone.
@Suite(.timeLimit(.minutes(3))) struct BundledNamesTests {
    /// A scratch prefix: `bin/islet` (a link to the built binary, so it finds `share/islet`
    /// beside its own folder), `share/islet` with an installed `delivery` whose restaurant is
    /// "Installed Pizzeria", a layout `parcel` that is not built in, and the delivery streams;
    /// and an empty folder to run in. The caller removes `root`.
    struct Prefix {
        let root: String
        var islet: String { root + "/usr/bin/islet" }
        var data: String { root + "/usr/share/islet" }
        var empty: URL { URL(fileURLWithPath: root + "/empty") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("islet-names-\(UUID().uuidString)").path
            let files = FileManager.default
            for folder in ["/usr/bin", "/usr/share/islet/layouts", "/usr/share/islet/samples", "/empty"] {
                try files.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
            }
            // A hard link keeps /proc/self/exe in the prefix; a copy where links cannot be made.
            if link(IsletProcess.binary.path, islet) != 0 { try files.copyItem(atPath: IsletProcess.binary.path, toPath: islet) }
            let delivery = try Self.repositoryText("layouts/delivery.json")
            try delivery.replacing("Luigi's Pizzeria", with: "Installed Pizzeria").write(toFile: data + "/layouts/delivery.json", atomically: true, encoding: .utf8)
            try delivery.replacing("Luigi's Pizzeria", with: "Parcel Pizzeria").write(toFile: data + "/layouts/parcel.json", atomically: true, encoding: .utf8)
            for stream in ["delivery", "delivery-mistakes"] {
                try Self.repositoryText("samples/\(stream).ndjson").write(toFile: "\(data)/samples/\(stream).ndjson", atomically: true, encoding: .utf8)
            }
        }

        func run(_ arguments: [String], binary: String? = nil) throws -> DocsSupport.Result {
            try DocsSupport.run(binary ?? islet, arguments, environment: ["TZ": "UTC", "LC_ALL": "C.UTF-8", "NO_COLOR": "1"], directory: empty, timeout: 60)
        }

        private static func repositoryText(_ path: String) throws -> String {
            try String(contentsOf: IsletProcess.packageRoot.appendingPathComponent(path), encoding: .utf8)
        }
    }

    @Test("a name reads the installed layout before the built-in one, and a layout only installed")
    func installedFolderComesBeforeBuiltIn() throws {
        let prefix = try Prefix()
        defer { try? FileManager.default.removeItem(atPath: prefix.root) }
        let delivery = try prefix.run(["render", "delivery", "--presentation", "lock", "--format", "text"])
        #expect(delivery.status == 0, "\(delivery.errors)")
        #expect(delivery.output.contains("Installed Pizzeria"), "\(delivery.output)")
        let parcel = try prefix.run(["render", "parcel", "--presentation", "lock", "--format", "text"])
        #expect(parcel.output.contains("Parcel Pizzeria"), "\(parcel.output) \(parcel.errors)")
        // The repository's path, written as the README writes it, is looked for there too.
        let written = try prefix.run(["render", "layouts/parcel.json", "--presentation", "lock", "--format", "text"])
        #expect(written.output.contains("Parcel Pizzeria"), "\(written.output) \(written.errors)")
    }

    @Test("a file that exists is read before a bundled name")
    func existingPathComesFirst() throws {
        let prefix = try Prefix()
        defer { try? FileManager.default.removeItem(atPath: prefix.root) }
        let own = try String(contentsOfFile: prefix.data + "/layouts/delivery.json", encoding: .utf8).replacing("Installed Pizzeria", with: "My Own Pizzeria")
        try own.write(to: prefix.empty.appendingPathComponent("delivery"), atomically: true, encoding: .utf8)
        let result = try prefix.run(["render", "delivery", "--presentation", "lock", "--format", "text"])
        #expect(result.output.contains("My Own Pizzeria"), "\(result.output) \(result.errors)")
    }

    @Test("a stream is named whole, or by what follows the layout's name")
    func streamNames() throws {
        let prefix = try Prefix()
        defer { try? FileManager.default.removeItem(atPath: prefix.root) }
        let whole = try prefix.run(["check", "delivery", "delivery-mistakes"])
        let short = try prefix.run(["check", "delivery", "mistakes"])
        #expect(whole.status == 1, "\(whole.errors)")
        #expect(whole.output.hasSuffix("20 payloads: 4 applied, 16 ignored, 10 with warnings\n"), "\(whole.output)")
        #expect(short.status == 1 && short.output == whole.output, "\(short.output) \(short.errors)")
        let clean = try prefix.run(["check", "delivery", "delivery"])
        #expect(clean.status == 0, "\(clean.output) \(clean.errors)")
    }

    @Test("without an installed folder, the layouts and streams built into islet answer to their names")
    func builtInNames() throws {
        let prefix = try Prefix()
        defer { try? FileManager.default.removeItem(atPath: prefix.root) }
        let render = try prefix.run(["render", "sports", "--presentation", "compact", "--format", "text"], binary: IsletProcess.binary.path)
        let inRepository = try IsletProcess.run(["render", "layouts/sports.json", "--presentation", "compact", "--format", "text"], environment: ["TZ": "UTC", "NO_COLOR": "1"])
        #expect(render.status == 0, "\(render.errors)")
        #expect(render.output == inRepository.standardOutput)
        let check = try prefix.run(["check", "music", "mistakes"], binary: IsletProcess.binary.path)
        #expect(check.status == 1 && check.output.hasPrefix("samples/music-mistakes.ndjson:7: start: applied") && check.output.hasSuffix("10 payloads: 3 applied, 7 ignored, 4 with warnings\n"), "\(check.output) \(check.errors)")
        // music.json's album art is built in too, at the path the layout names.
        let music = try prefix.run(["render", "music", "--presentation", "lock", "--format", "text"], binary: IsletProcess.binary.path)
        let musicInRepository = try IsletProcess.run(["render", "layouts/music.json", "--presentation", "lock", "--format", "text"], environment: ["TZ": "UTC", "NO_COLOR": "1"])
        #expect(music.status == 0 && music.output == musicInRepository.standardOutput, "\(music.output) \(music.errors)")
    }

    @Test("an unknown name is refused with the nearest names, and says where to find them")
    func unknownNameSuggests() throws {
        let prefix = try Prefix()
        defer { try? FileManager.default.removeItem(atPath: prefix.root) }
        let layout = try prefix.run(["render", "delivry"])
        #expect(layout.status == 2)
        #expect(layout.errors == "islet render: delivry: no such file, and no bundled layout or Swift sample has that name; did you mean 'delivery'? ('islet layouts' lists them)\n")
        let stream = try prefix.run(["check", "delivery", "mistaks"])
        #expect(stream.status == 2)
        #expect(stream.errors.contains("mistaks: no such file, and no bundled stream has that name; did you mean 'mistakes'?"), "\(stream.errors)")
        // A path (with a folder or an extension) is not a name: its error is the file's own.
        let path = try prefix.run(["render", "delivry.json"])
        #expect(path.status == 2 && path.errors.contains("delivry.json: the file does not exist"), "\(path.errors)")
        // An empty word is no name either: it named the installed folder, read whole as Swift.
        let empty = try prefix.run(["render", ""])
        #expect(empty.status == 2 && !empty.errors.contains(prefix.data), "\(empty.errors)")
    }

    @Test("islet layouts lists what can be named and the file each reads")
    func layoutsListsNames() throws {
        let prefix = try Prefix()
        defer { try? FileManager.default.removeItem(atPath: prefix.root) }
        let result = try prefix.run(["layouts"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(lines.contains(["delivery", prefix.data + "/layouts/delivery.json"]), "\(result.output)")
        #expect(lines.contains(["parcel", prefix.data + "/layouts/parcel.json"]))
        #expect(lines.contains(["sports", "layouts/sports.json", "(built", "into", "islet)"]))
        #expect(lines.contains(["delivery-mistakes", prefix.data + "/samples/delivery-mistakes.ndjson"]))
        #expect(result.output.hasSuffix("Installed in \(prefix.data).\n"))
        let json = try prefix.run(["layouts", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let streams = try #require(object["streams"] as? [[String: Any]])
        #expect(object["installed"] as? String == prefix.data)
        #expect(streams.contains { $0["name"] as? String == "delivery" && $0["path"] as? String == prefix.data + "/samples/delivery.ndjson" && $0["builtIn"] as? Bool == false })
        #expect(streams.contains { $0["name"] as? String == "music" && $0["path"] as? String == "samples/music.ndjson" && $0["builtIn"] as? Bool == true })
    }
}

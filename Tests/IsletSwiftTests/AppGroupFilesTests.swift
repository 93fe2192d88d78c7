import FoundationEssentials
import IsletInput
import IsletScript
import Testing

/// The widget's reads of its App Group container, from the files `--files` supplies: paths
/// built on `containerURL(forSecurityApplicationGroupIdentifier:)`, `Data(contentsOf:)` decoded
/// into the program's `Codable` types, text, images, and reads that stay inside the folder.
@Suite struct AppGroupFilesTests {
    private typealias W = WidgetRendering

    static let helpers = """
        struct Today: Codable {
            let title: String
            let count: Int
            var tags: [String]?
            let kind: Kind
            enum Kind: String, Codable { case pickup, delivery }
            enum CodingKeys: String, CodingKey { case title = "headline", count, tags, kind }
        }

        enum Store {
            static var folder: URL? { FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.orders") }
            static func today() -> Today? {
                guard let url = folder?.appendingPathComponent("state").appendingPathComponent("today.json"),
                      let data = try? Data(contentsOf: url) else { return nil }
                return try? JSONDecoder().decode(Today.self, from: data)
            }
            static func note(_ name: String) -> String {
                guard let url = folder?.appending(path: name) else { return "no folder" }
                do {
                    return try String(contentsOf: url, encoding: .utf8)
                } catch {
                    return "no note"
                }
            }
        }
        """

    static let widget = W.lockScreen("""
        VStack {
            if let today = Store.today() {
                Text("\\(today.title) \\(today.count) \\(today.kind.rawValue) \\(today.tags?.count ?? 0)")
            } else {
                Text("nothing today")
            }
            Text(Store.note("note.txt"))
        }
        """, helpers: helpers)

    static func files(_ files: [String: String]) -> ScriptAppGroup {
        ScriptAppGroup(files: ScriptContainer(files: files.mapValues { Data($0.utf8) }))
    }

    /// The container's JSON decodes into the widget's own `Codable` type (`CodingKeys` renaming
    /// a key, a raw-value enum, an optional left out), and a text file reads as a `String`.
    @Test func containerFilesDecodeIntoTheWidgetsTypes() {
        let group = Self.files([
            "state/today.json": #"{"headline": "Lunch", "count": 3, "kind": "delivery"}"#, "note.txt": "Ring twice",
        ])
        let widget = W(Self.widget, appGroup: group)
        #expect(widget.trimmed == ["Lunch 3 delivery 0", "Ring twice"])
        #expect(widget.placeholders.isEmpty)
    }

    /// Without `--files`, or with a file the type does not decode, the reads fail as on a phone
    /// (`try?` gives nil, `catch` runs), and each read is listed with the container's path.
    @Test func missingOrUndecodableFilesFailAsOnThePhone() {
        let missing = W(Self.widget)
        #expect(missing.trimmed == ["nothing today", "no note"])
        #expect(missing.reads.contains { $0.contains(#"file "state/today.json" of the group.com.example.orders container (Data(contentsOf:)): not supplied (--files), so it reads as an error thrown (no such file)"#) }, "\(missing.reads)")
        #expect(missing.reads.contains { $0.contains(#"file "note.txt""#) })
        let wrongType = W(Self.widget, appGroup: Self.files(["state/today.json": #"{"headline": "Lunch", "count": "3", "kind": "delivery"}"#]))
        #expect(wrongType.trimmed.first == "nothing today")
    }

    /// A file `--files` holds but islet would not read (past the run's limit, not a regular
    /// file, too many files open) reads as missing, and the report under the board says why
    /// instead of dropping it silently (issue 29, item 15).
    @Test func aFileNotReadSaysWhyInTheReport() {
        let container = ScriptContainer(paths: ["state/today.json", "note.txt"], totalLimit: ReadLimit(bytes: 8, what: "--files in one run")) { path in
            path == "note.txt" ? .bytes(Data("Ring twice".utf8)) : .refused("the file cannot be opened: Too many open files")
        }
        let widget = W(Self.widget, appGroup: ScriptAppGroup(files: container))
        #expect(widget.trimmed == ["nothing today", "no note"])
        #expect(widget.reads.contains { $0.hasSuffix(#"file "state/today.json" of the group.com.example.orders container (Data(contentsOf:)): in --files but not read (the file cannot be opened: Too many open files), so it reads as an error thrown (no such file)"#) }, "\(widget.reads)")
        #expect(widget.reads.contains { $0.hasSuffix(#"file "note.txt" of the group.com.example.orders container (String(contentsOf:encoding:)): in --files but not read (its 10 bytes would pass the 8 bytes islet reads of --files in one run, 0 bytes of which were read already), so it reads as an error thrown (no such file)"#) }, "\(widget.reads)")
    }

    /// A path that climbs out of the container with `..` reads nothing, whatever the folder
    /// holds, and is a placeholder saying so.
    @Test func readsStayInsideTheContainer() {
        let widget = W(W.lockScreen(#"Text(Store.note("../group.other/note.txt"))"#, helpers: Self.helpers), appGroup: Self.files(["note.txt": "inside"]))
        #expect(widget.trimmed == ["no note"])
        #expect(widget.placeholders.contains { $0.contains("climbs out of the group.com.example.orders container") }, "\(widget.placeholders)")
        let inside = W(W.lockScreen(#"Text(Store.note("state/../note.txt"))"#, helpers: Self.helpers), appGroup: Self.files(["note.txt": "inside"]))
        #expect(inside.trimmed == ["inside"])
    }

    /// `fileExists(atPath:)` answers from the folder, and `UIImage(contentsOfFile:)` is nil for a
    /// missing file (the widget's fallback draws) and a present one's pixels, as an asset image's.
    @Test func existenceAndImagesFollowTheFolder() throws {
        let body = """
            let path = Store.folder!.appendingPathComponent("cover.png").path
            HStack {
                Text(FileManager.default.fileExists(atPath: path) ? "has cover" : "no cover")
                if let image = UIImage(contentsOfFile: path) { Image(uiImage: image) } else { Text("fallback") }
            }
            """
        let absent = W(W.lockScreen(body, helpers: Self.helpers))
        #expect(absent.trimmed == ["no cover fallback"])
        // The album art of the music sample stands for a cover the app saved in the container.
        let folder = SwiftReading.samples("swift/music/NowPlayingWidget/Assets.xcassets/AlbumArt.imageset")
        let bytes = try #require(FileManager.default.contents(atPath: folder + "/album-art@3x.png"))
        let present = W(W.lockScreen(body.replacingOccurrences(of: "cover.png", with: "album-art@3x.png"), helpers: Self.helpers), appGroup: ScriptAppGroup(files: ScriptContainer(files: ["album-art@3x.png": bytes]), folder: folder))
        #expect(present.trimmed.first?.hasPrefix("has cover") == true, "\(present.lines)")
        #expect(!present.lines.joined().contains("fallback"))
        #expect(present.placeholders.isEmpty, "the file's pixels are drawn: \(present.placeholders)")
        let withoutFolder = W(W.lockScreen(body, helpers: Self.helpers), appGroup: ScriptAppGroup(files: ScriptContainer(files: ["cover.png": bytes])))
        #expect(withoutFolder.placeholders.contains { $0.contains("cannot draw cover.png") }, "\(withoutFolder.placeholders)")
    }

    /// `UIImage(data:)` of bytes the widget read draws them, with no file to name.
    @Test func anImageFromBytesIsDrawn() throws {
        let body = """
            let path = Store.folder!.appendingPathComponent("cover.png").path
            if let data = FileManager.default.contents(atPath: path), let image = UIImage(data: data) { Image(uiImage: image) } else { Text("fallback") }
            """
        let bytes = try #require(FileManager.default.contents(atPath: SwiftReading.samples("swift/music/NowPlayingWidget/Assets.xcassets/AlbumArt.imageset/album-art@3x.png")))
        let drawn = W(W.lockScreen(body, helpers: Self.helpers), appGroup: ScriptAppGroup(files: ScriptContainer(files: ["cover.png": bytes])))
        #expect(drawn.placeholders.isEmpty && !drawn.lines.joined().contains("fallback"), "\(drawn.placeholders) \(drawn.lines)")
        // The art's purple sky shows in the cells (the card and the wallpaper are grey and blue).
        #expect(drawn.result.buffer.cells.contains { cell in cell.background.map { $0.red > $0.green + 40 && $0.blue > $0.green + 40 } == true }, "the bytes' pixels are drawn")
    }

    /// The date strategies widgets set on `JSONDecoder` read the container's dates: ISO 8601
    /// text and seconds or milliseconds since 1970; a date in the wrong form does not decode.
    @Test func dateStrategiesReadTheFilesDates() {
        let helpers = """
            struct Stop: Codable { let name: String; let due: Date }
            func due(_ strategy: JSONDecoder.DateDecodingStrategy) -> String {
                let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.orders")!.appendingPathComponent("stops.json")
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = strategy
                guard let data = try? Data(contentsOf: url), let stops = try? decoder.decode([Stop].self, from: data) else { return "none" }
                return stops.map { "\\($0.name) \\(Int($0.due.timeIntervalSince1970))" }.joined(separator: ", ")
            }
            """
        let body = #"Text(due(.iso8601))"#
        let iso = Self.files(["stops.json": #"[{"name": "Oak St", "due": "2025-12-01T14:40:00Z"}, {"name": "Elm", "due": "2025-12-01T15:40:00+01:00"}]"#])
        #expect(W(W.lockScreen(body, helpers: helpers), appGroup: iso).trimmed == ["Oak St 1764600000, Elm 1764600000"])
        let seconds = Self.files(["stops.json": #"[{"name": "Oak St", "due": 1764600000}]"#])
        #expect(W(W.lockScreen(#"Text(due(.secondsSince1970))"#, helpers: helpers), appGroup: seconds).trimmed == ["Oak St 1764600000"])
        let milliseconds = Self.files(["stops.json": #"[{"name": "Oak St", "due": 1764600000500}]"#])
        #expect(W(W.lockScreen(#"Text(due(.millisecondsSince1970))"#, helpers: helpers), appGroup: milliseconds).trimmed == ["Oak St 1764600000"])
        #expect(W(W.lockScreen(body, helpers: helpers), appGroup: seconds).trimmed == ["none"], "a number is no ISO 8601 date")
    }
}

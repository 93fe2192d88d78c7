import FoundationEssentials
import IsletInput
import IsletSwift
import Testing

/// Reads test sources written the way widget code is, and compares what came out with JSON
/// written by hand, member order included.
enum SwiftReading {
    /// The schema of one file, `Widget/Attributes.swift`.
    static func schema(_ text: String) -> SwiftSchema {
        SwiftSchemaReader.read(sources: [(path: "Widget/Attributes.swift", text: text)])
    }

    static func schema(_ files: [(String, String)]) -> SwiftSchema {
        SwiftSchemaReader.read(sources: files.map { (path: $0.0, text: $0.1) })
    }

    /// The repository's `samples/NAME` folder.
    static func samples(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("samples/" + name).path
    }

    /// Every `.swift` file below `folder`, in path order, each named `prefix` + its path below it.
    static func swiftFiles(under folder: String, naming prefix: String = "") throws -> [(path: String, text: String)] {
        let names = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            (path: prefix + name, text: try #require(String(data: Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)), encoding: .utf8)))
        }
    }

    /// `text` parsed and written compactly, so expected JSON may be spaced for reading.
    static func compact(_ text: String) -> String {
        do {
            return JSONWriter.compact(try JSONParser.parse(text).value)
        } catch {
            Issue.record("expected JSON does not parse: \(error)")
            return ""
        }
    }
}

extension SwiftSchema {
    /// The only activity, recorded as a failure when there is not exactly one.
    var only: SwiftActivity? {
        #expect(activities.count == 1, "activities: \(activities.map(\.name))")
        return activities.count == 1 ? activities[0] : nil
    }

    func diagnostics(_ code: SchemaDiagnostic.Code) -> [SchemaDiagnostic] {
        diagnostics.filter { $0.code == code }
    }
}

extension SwiftActivity {
    var attributesJSON: String { JSONWriter.compact(.object(attributes)) }
    var contentStateJSON: String { JSONWriter.compact(.object(contentState)) }
}

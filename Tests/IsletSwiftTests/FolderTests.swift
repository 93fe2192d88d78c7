import FoundationEssentials
import IsletInput
import IsletSwift
import Testing

/// Reading files and folders from disk, and syntax errors.
@Suite struct FolderTests {
    /// A scratch folder holding `files` (relative path → text), removed after `body`.
    private func withFolder(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("islet-swift-\(UInt64.random(in: 0...UInt64.max))").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: String(full[..<full.lastIndex(of: "/")!]), withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: full, contents: Data(text.utf8)))
        }
        try body(root)
    }

    @Test func readsAFolderOfSeveralFilesAndSkipsWhatIsNotAppCode() throws {
        try withFolder([
            "App/Models/Courier.swift": "struct Courier: Codable, Hashable {\n    var name: String\n    var vehicle: Vehicle\n}\n",
            "App/Models/Vehicle.swift": "enum Vehicle: String, Codable { case bike, car }\n",
            "Widget/DeliveryAttributes.swift": """
            import ActivityKit

            struct DeliveryAttributes: ActivityAttributes {
                var restaurant: String
            }
            """,
            "Widget/DeliveryAttributes+State.swift": """
            extension DeliveryAttributes {
                struct ContentState: Codable, Hashable {
                    var courier: Courier
                    var stopsLeft: Int
                }
            }
            """,
            "Tests/FakeAttributes.swift": "struct FakeAttributes: ActivityAttributes { struct ContentState: Codable, Hashable {} }\n",
            ".build/checkouts/Dep.swift": "struct DepAttributes: ActivityAttributes { struct ContentState: Codable, Hashable {} }\n",
            "DerivedData/Gen.swift": "struct GenAttributes: ActivityAttributes { struct ContentState: Codable, Hashable {} }\n",
            "Pods/Pod.swift": "struct PodAttributes: ActivityAttributes { struct ContentState: Codable, Hashable {} }\n",
            ".hidden/Hidden.swift": "struct HiddenAttributes: ActivityAttributes { struct ContentState: Codable, Hashable {} }\n",
            "README.md": "struct NotSwift: ActivityAttributes {}",
        ]) { root in
            let schema = try SwiftSchemaReader.read(paths: [root])
            #expect(schema.activities.map(\.name) == ["DeliveryAttributes"])
            #expect(schema.only?.file == root + "/Widget/DeliveryAttributes.swift")
            #expect(schema.only?.contentStateJSON == SwiftReading.compact(#"""
                {"courier": {"struct": {"name": "String", "vehicle": {"enum": ["bike", "car"], "name": "Vehicle"}}, "name": "Courier"}, "stopsLeft": "Int"}
                """#))
            #expect(schema.diagnostics.isEmpty)
        }
    }

    @Test func aSyntaxErrorIsReportedAndTheOtherFilesAreStillRead() throws {
        try withFolder([
            "A/Broken.swift": "struct Broken {\n    var name: String =\n}\n",
            "B/Good.swift": "struct GoodAttributes: ActivityAttributes {\n    struct ContentState: Codable, Hashable { var n: Int }\n}\n",
        ]) { root in
            let schema = try SwiftSchemaReader.read(paths: [root + "/A/Broken.swift", root + "/B"])
            #expect(schema.activities.map(\.name) == ["GoodAttributes"])
            let error = schema.diagnostics(.syntaxError).first
            #expect(error?.file == root + "/A/Broken.swift")
            #expect(error?.severity == .error)
            #expect(error?.location == SourceLocation(line: 2, column: 23))
            #expect(error?.message == "expected expression in variable")
        }
    }

    @Test func aPathThatIsNotThereOrHoldsNoSwiftIsAnError() throws {
        try withFolder(["docs/notes.txt": "hello", "notes.md": "hi"]) { root in
            #expect(throws: InputError.self) { try SwiftSchemaReader.read(paths: [root + "/missing"]) }
            #expect(throws: InputError.self) { try SwiftSchemaReader.read(paths: [root + "/docs"]) }
            #expect(throws: InputError.self) { try SwiftSchemaReader.read(paths: [root + "/notes.md"]) }
            do {
                _ = try SwiftSchemaReader.read(paths: [root + "/docs"])
            } catch {
                #expect("\(error)".contains(root + "/docs"))
            }
        }
    }

    /// A 5.8 MB file took the helper to 666 MB and 14 s, and 58 MB did not finish in a minute:
    /// a file past 1 MB, or sources past 4 MB together, are refused before anything is parsed,
    /// naming the file and the limit (issue 29, item 14).
    @Test func sourcesPastTheSizeLimitsAreRefusedBeforeParsing() throws {
        let line = "let x = 1\n"
        let big = String(repeating: line, count: ReadLimit.swiftSource.bytes / line.utf8.count + 1)
        try withFolder(["Widget/Big.swift": big, "Widget/Small.swift": "struct S {}\n"]) { root in
            #expect {
                try SwiftSchemaReader.read(paths: [root + "/Widget"])
            } throws: { error in
                (error as? InputError)?.description == "\(root)/Widget/Big.swift: the file is \(big.utf8.count) bytes, more than the 1 MB islet reads of a Swift source file"
            }
        }
        let full = String(repeating: line, count: ReadLimit.swiftSource.bytes / line.utf8.count)
        let files = Dictionary(uniqueKeysWithValues: (1...5).map { ("App/File\($0).swift", full) })
        try withFolder(files) { root in
            #expect {
                try SwiftSchemaReader.read(paths: [root + "/App"])
            } throws: { error in
                (error as? InputError)?.description == "\(root)/App/File5.swift: with this file the Swift sources come to \(full.utf8.count * 5) bytes, more than the 4 MB islet reads of Swift sources in one run; name the widget's own folder rather than the whole app's"
            }
        }
    }

    @Test func theSchemaIsTheInterchangeDocument() {
        let schema = SwiftReading.schema("struct TipAttributes: ActivityAttributes {\n    struct ContentState: Codable, Hashable { var amount: Decimal }\n}\n")
        #expect(JSONWriter.compact(schema.json) == SwiftReading.compact(#"""
            {"activities": [{"name": "TipAttributes", "file": "Widget/Attributes.swift", "line": 1, "attributes": {}, "contentState": {"amount": "Decimal"}}],
             "diagnostics": [], "skipped": []}
            """#))
    }
}

/// Characters the lexer cannot read are syntax errors, never a crash.
@Suite struct InvalidCharacterTests {
    @Test func aControlCharacterBeforeAnOperatorIsReportedWhereItIs() {
        // swift-syntax's diagnostics generator traps on this one when it sees it unprepared.
        let schema = SwiftReading.schema("struct TipAttributes: ActivityAttributes {\n    struct ContentState: Codable, Hashable { var amount \u{1}= 1 }\n}\n")
        let errors = schema.diagnostics(.syntaxError)
        #expect(errors.first?.message == "invalid character in source file")
        #expect(errors.first?.location == SourceLocation(line: 2, column: 57))
        #expect(schema.only?.contentStateJSON == SwiftReading.compact(#"{"amount": "Int"}"#))
    }

    @Test func aTreeWithOnlyAWarningIsStillDiagnosed() {
        // A non-breaking space is only a lexer warning: the tree has no error, and islet reads
        // the character as invalid. Files whose tree has no error skip the diagnostics
        // generator; this one must not.
        let schema = SwiftReading.schema("struct TipAttributes: ActivityAttributes {\n    struct ContentState: Codable, Hashable { var\u{A0}amount: Int }\n}\n")
        let errors = schema.diagnostics(.syntaxError)
        #expect(errors.map(\.message) == ["invalid character in source file"])
        #expect(errors.first?.location == SourceLocation(line: 2, column: 49))
        #expect(schema.only?.contentStateJSON == SwiftReading.compact(#"{"amount": "Int"}"#))
    }
}

import IsletInput

/// Reads an app's Swift sources and answers its Live Activities' schemas: the entry point of
/// `islet-swift schema`, the tests and the fuzz target.
public enum SwiftSchemaReader {
    /// The schema of the `.swift` files and folders at `paths`; throws when a path does not exist,
    /// is not Swift, or a folder holds no Swift file. Syntax errors do not throw: they are
    /// diagnostics, and the other files are still read. A file found in a folder is parsed only
    /// when its bytes say it could change the schema; a file named on its own always is.
    public static func read(paths: [String]) throws(InputError) -> SwiftSchema {
        schema(of: try SourceFile.read(paths: paths), named: paths)
    }

    /// The schema of sources given as text, each with the path diagnostics name it by; every one
    /// is parsed unless `onlyRelevant`, when those that cannot change the schema are skipped as
    /// in a folder.
    public static func read(sources: [(path: String, text: String)], onlyRelevant: Bool = false) -> SwiftSchema {
        schema(of: sources.map { SourceFile(path: $0.path, text: $0.text, alwaysParsed: !onlyRelevant) }, named: sources.map(\.path))
    }

    /// Parses the files the names wanted so far point at, works out the schema and the names it
    /// now wants, and repeats until no unparsed file is wanted: then the schema is the one every
    /// file would give (`RelevantNames` says why).
    static func schema(of files: [SourceFile], named paths: [String], cache: ParseCache = ParseCache()) -> SwiftSchema {
        var parsed = [ParsedSource?](repeating: nil, count: files.count)
        let scans = files.map { $0.alwaysParsed ? nil : SourceScan($0.text) }
        var wanted = RelevantNames()
        // The names every unparsed file was scanned for and does not hold: each round scans for the new ones only.
        var scanned = RelevantNames(mentioned: [], declared: [])
        var result: SwiftSchema?
        while true {
            let fresh = wanted.subtracting(scanned)
            scanned.formUnion(fresh)
            let next = files.indices.filter { parsed[$0] == nil && (scans[$0].map(fresh.wants) ?? true) }
            if let result, next.isEmpty {
                let skipped = files.indices.filter { parsed[$0] == nil }.map { files[$0].path }
                return SwiftSchema(activities: result.activities, diagnostics: result.diagnostics, skipped: skipped)
            }
            for (index, source) in zip(next, cache.parse(next.map { files[$0] })) { parsed[index] = source }
            let (schema, names) = schema(of: parsed.compactMap { $0 }, fileCount: files.count, named: paths)
            result = schema
            wanted.formUnion(names)
        }
    }

    /// The schema of the parsed sources, and the names that decide which other files could change it.
    private static func schema(of sources: [ParsedSource], fileCount: Int, named paths: [String]) -> (SwiftSchema, RelevantNames) {
        let catalog = TypeCatalog(sources: sources)
        let configurations = sources.flatMap(ConfigurationSite.sites(in:))
        var mapper = SchemaMapper(catalog: catalog)
        var activities: [SwiftActivity] = []
        let activityTypes = catalog.activityTypes()
        for copies in activityTypes {
            let name = copies[0].simpleName
            mapper.activity = name
            let configured = configurations.filter { $0.typeName == name }.map(\.file)
            let chosen = SchemaMapper.nearest(copies, to: configured)
            let before = mapper.diagnostics.count
            let (attributes, contentState) = mapper.activityFields(of: chosen)
            if !mapper.diagnostics[before...].contains(where: { $0.code == .conflictingCopies }) {
                let why = configured.first.map { "the copy nearest ActivityConfiguration(for: \(name).self) in \($0)" } ?? "the first one read"
                mapper.compare(copies, chosen: chosen, why: why, path: nil) { mapper, copy in
                    let (attributes, contentState) = mapper.activityFields(of: copy)
                    return .object(JSONObject([.init(key: "attributes", value: .object(attributes)), .init(key: "contentState", value: .object(contentState))]))
                }
            }
            activities.append(SwiftActivity(
                name: name, file: chosen.file, line: chosen.source.location(of: chosen.node).line, attributes: attributes, contentState: contentState
            ))
        }
        var diagnostics = sources.flatMap(\.syntaxErrors) + mapper.diagnostics
        if activities.isEmpty {
            diagnostics.append(SchemaDiagnostic(
                .noActivities, file: paths.joined(separator: ", "), at: nil,
                "no type in the \(fileCount) Swift file\(fileCount == 1 ? "" : "s") read conforms to ActivityAttributes"
            ))
        }
        let names = catalog.relevantNames(activities: activityTypes.map { $0[0].name }, asked: mapper.askedNames)
        return (SwiftSchema(activities: activities, diagnostics: diagnostics, skipped: []), names)
    }
}

/// A Swift file's text before parsing, and whether it is parsed whatever it holds.
struct SourceFile {
    let path: String
    let text: String
    let alwaysParsed: Bool

    /// The files at `paths`, folders walked, within the size limits `SwiftSourceWalk.sources` keeps;
    /// a file named on its own is always parsed.
    static func read(paths: [String]) throws(InputError) -> [SourceFile] {
        // The walk lists a file named on its own as it was written.
        let named = Set(paths.filter { $0.hasSuffix(".swift") })
        return try SwiftSourceWalk.sources(at: paths).map { file in
            SourceFile(path: file.path, text: String(decoding: file.bytes, as: UTF8.self), alwaysParsed: named.contains(file.path))
        }
    }
}

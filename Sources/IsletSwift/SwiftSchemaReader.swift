import IsletModel

/// Reads an app's Swift sources and answers its Live Activities' schemas: the entry point of
/// `islet-swift schema`, the tests and the fuzz target.
public enum SwiftSchemaReader {
    /// The schema of the `.swift` files and folders at `paths`; throws when a path does not exist,
    /// is not Swift, or a folder holds no Swift file. Syntax errors do not throw: they are
    /// diagnostics, and the other files are still read.
    public static func read(paths: [String]) throws(InputError) -> SwiftSchema {
        var sources: [ParsedSource] = []
        for file in try SwiftSourceWalk.files(at: paths) {
            sources.append(ParsedSource(path: file, text: try TextFile.read(file)))
        }
        return schema(of: sources, named: paths)
    }

    /// The schema of sources given as text, each with the path diagnostics name it by.
    public static func read(sources: [(path: String, text: String)]) -> SwiftSchema {
        schema(of: sources.map { ParsedSource(path: $0.path, text: $0.text) }, named: sources.map(\.path))
    }

    private static func schema(of sources: [ParsedSource], named paths: [String]) -> SwiftSchema {
        let catalog = TypeCatalog(sources: sources)
        let configurations = sources.flatMap(ConfigurationSite.sites(in:))
        var mapper = SchemaMapper(catalog: catalog)
        var activities: [SwiftActivity] = []
        for copies in catalog.activityTypes() {
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
                "no type in the \(sources.count) Swift file\(sources.count == 1 ? "" : "s") read conforms to ActivityAttributes"
            ))
        }
        return SwiftSchema(activities: activities, diagnostics: diagnostics)
    }
}

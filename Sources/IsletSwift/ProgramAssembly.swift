import IsletProgram

/// Puts the files' declarations together into one program: a type declared in several copies
/// (the app's and the widget's) is taken once, from the copy sharing most folders with the
/// `ActivityConfiguration`, as the schema reader chooses; each extension's members join the type
/// it extends, and extensions of types the folder does not declare are gathered by the name
/// written (`View`, `Color`) and their `where` clause.
enum ProgramAssembly {
    static func assemble(files: [String], lowered: [LoweredFile], configurations: [ScriptConfiguration]) -> ScriptProgram {
        let anchor = configurations.first.map { files[$0.spot.file] }
        var program = ScriptProgram(files: files, configurations: configurations)
        var index: [String: Int] = [:]
        for type in lowered.flatMap(\.types) {
            guard let existing = index[type.name] else {
                index[type.name] = program.types.count
                program.types.append(type)
                continue
            }
            if let anchor, nearer(type, than: program.types[existing], to: anchor, files: files) { program.types[existing] = type }
        }
        // Extensions of one framework type with different `where` clauses stay apart: each
        // clause decides which values its members reach.
        var foreign: [ForeignKey: Int] = [:]
        for typeExtension in lowered.flatMap(\.extensions) {
            let key = ForeignKey(name: typeExtension.name, requirements: typeExtension.requirements)
            if let target = index[typeExtension.name] ?? resolvedAlias(typeExtension.name, types: program.types, index: index) {
                merge(typeExtension, into: &program.types[target])
            } else if let existing = foreign[key] {
                merge(typeExtension, into: &program.foreignExtensions[existing])
            } else {
                foreign[key] = program.foreignExtensions.count
                program.foreignExtensions.append(typeExtension)
            }
        }
        program.functions = lowered.flatMap(\.functions)
        program.globals = lowered.flatMap(\.globals)
        program.previews = lowered.flatMap(\.previews)
        return program
    }

    /// A framework type's extensions merge only with those of the same `where` clause.
    private struct ForeignKey: Hashable {
        let name: String
        let requirements: [ScriptRequirement]
    }

    private static func nearer(_ candidate: ScriptType, than current: ScriptType, to anchor: String, files: [String]) -> Bool {
        ConfigurationSite.sharedFolders(files[candidate.spot.file], anchor) > ConfigurationSite.sharedFolders(files[current.spot.file], anchor)
    }

    /// `extension Outer.Alias` where `Outer` declares `typealias Alias = Inner`: the type it names.
    private static func resolvedAlias(_ name: String, types: [ScriptType], index: [String: Int]) -> Int? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let outer = String(name[..<dot]), member = String(name[name.index(after: dot)...])
        guard let owner = index[outer], let aliased = types[owner].aliases[member]?.name else { return nil }
        return index[outer + "." + aliased] ?? index[aliased]
    }

    private static func merge(_ typeExtension: ScriptType, into type: inout ScriptType) {
        type.conformances += typeExtension.conformances
        type.properties += typeExtension.properties
        type.methods += typeExtension.methods
        type.cases += typeExtension.cases
        type.aliases.merge(typeExtension.aliases) { first, _ in first }
    }
}

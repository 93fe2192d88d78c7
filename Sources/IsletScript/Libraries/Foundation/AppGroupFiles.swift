import FoundationEssentials
import IsletProgram
import IsletViews

extension LibraryContext {
    /// The initializers that read the App Group: `UserDefaults(suiteName:)`, `Data(contentsOf:)`,
    /// `String(contentsOf:encoding:)`, `String(contentsOfFile:)`, `String(data:encoding:)`,
    /// `UIImage(contentsOfFile:)`, `UIImage(data:)`, `URL(fileURLWithPath:)` and `JSONDecoder()`;
    /// nil for any other initializer.
    func appGroupInit(_ name: String, _ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue? {
        let labelled = { (label: String) in arguments.first { $0.label == label }?.value }
        switch name {
        case "UserDefaults":
            switch labelled("suiteName") {
            case .string(let suite)?: return userDefaults(suite: suite)
            case nil, .null?: return userDefaults(suite: nil)
            default: return opaque("UserDefaults(suiteName:)", "islet cannot tell the suite's name", at: spot)
            }
        case "JSONDecoder":
            return .object(ScriptObject(type: "JSONDecoder", fields: [:]))
        case "URL":
            guard case .string(let path)? = labelled("fileURLWithPath") else { return nil }
            return .url("file://" + (path.hasPrefix("/") ? path : "/" + path))
        case "Data", "String":
            if name == "String", let bytes = labelled("data") {
                guard case .data(let data) = bytes else { return .null }
                return String(data: data, encoding: .utf8).map { .string($0) } ?? .null
            }
            guard let place = labelled("contentsOf") ?? labelled("contentsOfFile") else { return nil }
            let label = labelled("contentsOf") != nil ? "contentsOf:" : "contentsOfFile:"
            let call = name == "Data" ? "Data(\(label))" : "String(\(label)\(arguments.count > 1 ? "encoding:" : ""))"
            guard let bytes = containerRead(place, call: call, whenMissing: "an error thrown (no such file)", at: spot)?.bytes else {
                throw .thrown(fileError("fileReadNoSuchFile", place))
            }
            if name == "Data" { return .data(bytes) }
            guard let text = String(data: bytes, encoding: .utf8) else { throw .thrown(fileError("fileReadInapplicableStringEncoding", place)) }
            return .string(text)
        case "UIImage":
            if case .data(let bytes)? = labelled("data") { return bytes.isEmpty ? .null : .view(ScriptView(.picture(.contents([UInt8](bytes), named: "UIImage(data:)")))) }
            guard let place = labelled("contentsOfFile") else { return nil }
            guard let file = containerRead(place, call: "UIImage(contentsOfFile:)", whenMissing: "nil", readsBytes: false, at: spot) else { return .null }
            guard let folder = environment.appGroup.folder else {
                return opaque("UIImage(contentsOfFile:)", "the container's files came without their --files folder, so islet cannot draw \(file.path)", at: spot)
            }
            // Drawn as an asset image is, from the file in the --files folder, at the scale its name says (`cover@2x.png`).
            return .view(ScriptView(.picture(PictureSpec(name: file.path, light: folder + "/" + file.path, scale: PictureSpec.scale(ofFile: file.path)))))
        default:
            return nil
        }
    }

    /// `FileManager.default`'s methods a widget reads the container with; nil for any other.
    func fileManagerMethod(_ name: String, _ arguments: [ScriptElement], at spot: ScriptSpot) -> ScriptValue? {
        let first = arguments.first?.value ?? .null
        switch name {
        case "containerURL":
            guard case .string(let group) = first else { return .null }
            return .url("file://" + LibraryTables.containerRoot + group + "/")
        case "fileExists":
            return .bool(containerRead(first, call: "fileExists(atPath:)", whenMissing: "false", readsBytes: false, at: spot) != nil)
        case "contents":
            return containerRead(first, call: "contents(atPath:)", whenMissing: "nil", at: spot).map { .data($0.bytes) } ?? .null
        default:
            return nil
        }
    }

    /// `FileManager.default.contentsOfDirectory(atPath:)` and `(at:includingPropertiesForKeys:options:)`.
    func fileManagerThrowingMethod(_ name: String, _ arguments: [ScriptElement], at spot: ScriptSpot) throws(ScriptStop) -> ScriptValue? {
        guard name == "contentsOfDirectory", let place = arguments.first?.value else { return nil }
        let byURL = arguments.first?.label == "at"
        let call = byURL ? "contentsOfDirectory(at:includingPropertiesForKeys:)" : "contentsOfDirectory(atPath:)"
        let skipsHidden = optionNames(argument("options", arguments)).contains("skipsHiddenFiles")
        guard let (group, folder) = containerPath(place, call: call, at: spot) else { throw .thrown(fileError("fileReadNoSuchFile", place)) }
        let entries = environment.appGroup.files.flatMap { ContainerListing.entries(of: folder, in: $0.paths) }
        noteRead(.file, suite: group, key: folder.isEmpty ? "/" : folder + "/", call: call, whenMissing: "an error thrown (no such folder)", supplied: entries != nil, at: spot)
        guard let entries else { throw .thrown(fileError("fileReadNoSuchFile", place)) }
        let shown = entries.filter { !skipsHidden || !$0.name.hasPrefix(".") }
        guard byURL else { return .array(shown.map { .string($0.name) }) }
        let base = "file://" + LibraryTables.containerRoot + group + "/" + (folder.isEmpty ? "" : folder + "/")
        return .array(shown.map { .url(base + $0.name + ($0.isFolder ? "/" : "")) })
    }

    /// The container file that `place` (a URL or a path) names, by its path inside the container,
    /// and its bytes (read only when `readsBytes`: finding the file is enough for `fileExists`,
    /// and a container image is drawn from its file), noting the read for the reports; nil when
    /// `--files` has no such file or could not read it, which the report then says.
    private func containerRead(_ place: ScriptValue, call: String, whenMissing: String, readsBytes: Bool = true, at spot: ScriptSpot) -> (path: String, bytes: Data)? {
        guard let (group, relative) = containerPath(place, call: call, at: spot) else { return nil }
        let files = environment.appGroup.files
        let read = readsBytes ? files?.read(relative) : files?.contains(relative) == true ? .bytes(Data()) : nil
        var bytes: Data?, refusal: String?
        switch read {
        case .bytes(let data)?: bytes = data
        case .refused(let reason)?: refusal = reason
        case nil: break
        }
        noteRead(.file, suite: group, key: relative, call: call, whenMissing: whenMissing, supplied: bytes != nil, refusal: refusal, at: spot)
        return bytes.map { (relative, $0) }
    }

    /// The App Group and the path inside its container that `place` (a URL or a path) names. A
    /// path outside the container, or one that climbs out of it with `..`, names nothing and is
    /// noted as a placeholder.
    func containerPath(_ place: ScriptValue, call: String, at spot: ScriptSpot) -> (group: String, relative: String)? {
        var path: String
        switch place {
        case .url(let text): path = text.hasPrefix("file://") ? String(text.dropFirst("file://".count)) : text
        case .string(let text): path = text
        default: return nil
        }
        guard path.hasPrefix(LibraryTables.containerRoot) else {
            note(call, "reads \(path), which is not in an App Group container: islet reads only the container, from --files", at: spot)
            return nil
        }
        path.removeFirst(LibraryTables.containerRoot.count)
        let group = String(path.prefix { $0 != "/" })
        var inside: [Substring] = []
        for component in path.dropFirst(group.count).split(separator: "/") where component != "." {
            guard component == ".." else {
                inside.append(component)
                continue
            }
            guard !inside.isEmpty else {
                note(call, "climbs out of the \(group) container with \"..\": islet reads only inside --files", at: spot)
                return nil
            }
            inside.removeLast()
        }
        return (group, inside.joined(separator: "/"))
    }

    /// A `CocoaError` as `Data(contentsOf:)` throws it, for a `catch` to bind as `error`.
    func fileError(_ code: String, _ place: ScriptValue) -> ScriptValue {
        let name = describe(place).split(separator: "/").last.map(String.init) ?? describe(place)
        return .instance(ScriptInstance(type: "CocoaError", fields: [
            "code": .symbol(code), "localizedDescription": .string("The file “\(name)” couldn’t be opened."),
        ]))
    }
}

extension LibraryTables {
    /// Where App Group containers live on the phone; `containerURL(forSecurityApplicationGroupIdentifier:)`
    /// answers this folder plus the group's name, and reads under it come from `--files`.
    static let containerRoot = "/private/var/mobile/Containers/Shared/AppGroup/"
}

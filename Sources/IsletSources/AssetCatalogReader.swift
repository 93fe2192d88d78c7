import IsletInput
import IsletScript

/// The widget's asset catalogs: every `*.xcassets` in the folders islet walks for Swift, read
/// as Xcode compiles them (colour sets by name, a folder that provides a namespace prefixing
/// its name). islet reads these files itself rather than through `islet-swift`: they are JSON,
/// which the static `islet` parses already. A set that does not read is a problem naming the
/// file and the JSON path, and the others still load.
public enum AssetCatalogReader {
    /// What the catalogs hold, and a line per set that did not read or name used twice.
    public struct Result: Sendable {
        public var assets: ScriptAssets
        public var problems: [String]
    }

    /// The catalogs under the folders among `paths` (a `.swift` file adds none).
    public static func read(_ paths: [String]) -> Result {
        let catalogs = SwiftSourceWalk.folders(at: paths).filter { folder in
            folder.hasSuffix(".xcassets") && !folder.dropLast(".xcassets".count).contains(".xcassets/")
        }
        var reader = Walk()
        for catalog in catalogs { reader.group(catalog, namespace: "") }
        return Result(assets: ScriptAssets(catalogs: catalogs, colors: reader.colors, images: reader.images, symbols: reader.symbols), problems: reader.problems)
    }

    /// The walk through one catalog's folders, collecting sets and problems.
    private struct Walk {
        var colors: [String: AssetColor] = [:]
        var images: [String: AssetImage] = [:]
        var symbols: [String: String] = [:]
        var problems: [String] = []
        private var origins: [String: String] = [:]

        /// The folders walked already, by device and inode: a link back to a folder above (or
        /// two links to `.`, which would double the paths at every level) is walked once.
        private var visited: Set<FileIdentity> = []

        /// A catalog or a group folder: its sets, and its subfolders under its namespace.
        mutating func group(_ folder: String, namespace: String) {
            guard let identity = FileKind.identity(atPath: folder), visited.insert(identity).inserted,
                  let names = FileKind.names(inFolder: folder) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = folder + "/" + name
                guard FileKind(atPath: path) == .directory else { continue }
                if name.hasSuffix(".colorset") {
                    let setName = namespace + String(name.dropLast(".colorset".count))
                    if let color = set(path, named: setName, kind: "colour set", { (document) throws(InputError) in try ColorSetReader.read(document) }) { colors[setName] = color }
                } else if name.hasSuffix(".imageset") {
                    let setName = namespace + String(name.dropLast(".imageset".count))
                    if let image = set(path, named: setName, kind: "image set", { (document) throws(InputError) in try ImageSetReader.read(document, folder: path) }) { images[setName] = image }
                } else if name.hasSuffix(".symbolset") {
                    let setName = namespace + String(name.dropLast(".symbolset".count))
                    if let symbol = set(path, named: setName, kind: "symbol set", { (document) throws(InputError) in try Self.symbolFile(document, folder: path) }) { symbols[setName] = symbol }
                } else if !(name.contains(".") && name.split(separator: ".").last?.hasSuffix("set") == true) {
                    // A group (a data set or app icon is a leaf islet does not read).
                    let inner = providesNamespace(path) ? namespace + name + "/" : namespace
                    group(path, namespace: inner)
                }
            }
        }

        /// A set's value read by `read` from its `Contents.json`: nil, with a problem, when it does
        /// not read, holds nothing for the iPhone, or repeats a name already read.
        private mutating func set<Value>(_ folder: String, named name: String, kind: String, _ read: (JSONDocument) throws(InputError) -> Value?) -> Value? {
            let file = folder + "/Contents.json"
            guard let document = parse(file) else { return nil }
            let value: Value?
            do { value = try read(document) } catch {
                problems.append(error.located(in: file, document: document).description)
                return nil
            }
            guard let value else {
                problems.append(InputError(file: file, "the \(kind) \(name) has nothing for the iPhone (universal or iphone idiom)").description)
                return nil
            }
            if let earlier = origins[kind + " " + name] {
                problems.append(InputError(file: file, "a second \(kind) named \(name) (the first, in \(earlier), is used)").description)
                return nil
            }
            origins[kind + " " + name] = file
            return value
        }

        /// A symbol set's SVG: the first of its `symbols` entries that names a file.
        private static func symbolFile(_ document: JSONDocument, folder: String) throws(InputError) -> String? {
            guard let entries = document.value.objectValue?["symbols"]?.arrayValue else {
                throw InputError(path: JSONPath.root.appending("symbols"), "expected an array of symbols")
            }
            guard let index = entries.firstIndex(where: { $0.objectValue?["filename"]?.stringValue != nil }),
                  let filename = entries[index].objectValue?["filename"]?.stringValue else { return nil }
            return try AssetSetFile.path(filename, inSet: folder, at: JSONPath.root.appending("symbols").appending(index: index).appending("filename"))
        }

        /// True when the group's `Contents.json` says `"provides-namespace": true`.
        private mutating func providesNamespace(_ folder: String) -> Bool {
            let file = folder + "/Contents.json"
            guard FileKind(atPath: file) != .missing, let document = parse(file) else { return false }
            guard case .bool(let provides)? = document.value.objectValue?["properties"]?.objectValue?["provides-namespace"] else { return false }
            return provides
        }

        private mutating func parse(_ file: String) -> JSONDocument? {
            do {
                return try JSONParser.parse(try TextFile.read(file, limit: .assetContents))
            } catch {
                problems.append(error.located(in: file, document: nil).description)
                return nil
            }
        }
    }
}

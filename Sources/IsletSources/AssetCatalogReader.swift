import FoundationEssentials
import IsletModel
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
        return Result(assets: ScriptAssets(catalogs: catalogs, colors: reader.colors), problems: reader.problems)
    }

    /// The walk through one catalog's folders, collecting sets and problems.
    private struct Walk {
        var colors: [String: AssetColor] = [:]
        var problems: [String] = []
        private var origins: [String: String] = [:]

        /// A catalog or a group folder: its sets, and its subfolders under its namespace.
        mutating func group(_ folder: String, namespace: String) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = folder + "/" + name
                var isDirectory = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory else { continue }
                if name.hasSuffix(".colorset") {
                    colorSet(path, named: namespace + String(name.dropLast(".colorset".count)))
                } else if !(name.contains(".") && name.split(separator: ".").last?.hasSuffix("set") == true) {
                    // A group (an image set, symbol set or app icon is a leaf islet reads elsewhere or not at all).
                    let inner = providesNamespace(path) ? namespace + name + "/" : namespace
                    group(path, namespace: inner)
                }
            }
        }

        private mutating func colorSet(_ folder: String, named name: String) {
            let file = folder + "/Contents.json"
            guard let document = parse(file) else { return }
            do {
                guard let color = try ColorSetReader.read(document) else {
                    problems.append(InputError(file: file, "the colour set \(name) has no colour for the iPhone (universal or iphone idiom)").description)
                    return
                }
                if let earlier = origins[name] {
                    problems.append(InputError(file: file, "a second colour set named \(name) (the first, in \(earlier), is used)").description)
                    return
                }
                origins[name] = file
                colors[name] = color
            } catch {
                problems.append(error.located(in: file, document: document).description)
            }
        }

        /// True when the group's `Contents.json` says `"provides-namespace": true`.
        private mutating func providesNamespace(_ folder: String) -> Bool {
            let file = folder + "/Contents.json"
            guard FileManager.default.fileExists(atPath: file), let document = parse(file) else { return false }
            guard case .bool(let provides)? = document.value.objectValue?["properties"]?.objectValue?["provides-namespace"] else { return false }
            return provides
        }

        private mutating func parse(_ file: String) -> JSONDocument? {
            do {
                return try JSONParser.parse(try TextFile.read(file))
            } catch {
                problems.append(error.located(in: file, document: nil).description)
                return nil
            }
        }
    }
}

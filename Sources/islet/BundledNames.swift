import FoundationEssentials
import Glibc
import IsletRaster
import IsletBundle
import IsletInput
import IsletModel

/// Lets a bundled layout, stream or Swift sample stand where a file goes (`islet render
/// delivery`, `islet check delivery mistakes`), so the README's examples work on a machine that
/// has the package and no clone. An argument that is a path that exists stays as it is; else
/// it is looked for in the installed folder (`share/islet` beside the binary's `bin`, where
/// scripts/install-files puts layouts/ and samples/), first as written (`layouts/delivery.json`)
/// and then as a name; else among the layouts and streams built into the binary, under the
/// path they have in the repository (`InputFiles` reads them there). An unknown name is refused
/// with the nearest names (docs/DECISIONS.md, "Bundled names").
struct BundledNames {
    /// What an argument stands for, which decides where its name is looked for.
    enum Kind {
        /// A layout (`layouts/NAME.json`) or a Swift sample folder (`samples/swift/NAME`).
        case source
        /// A stream of payloads (`samples/NAME.ndjson`).
        case stream
    }

    /// The installed folder holding layouts/ and samples/; nil where islet was not installed.
    let folder: String?

    /// The folder beside the running binary: `/usr/share/islet` for `/usr/bin/islet`.
    static let installed = BundledNames(folder: installedFolder())

    /// The path `argument` stands for as a `kind`; `layout` is the name of the layout read with it,
    /// so a stream may be named by what follows that name (`mistakes` for `delivery-mistakes`).
    func resolve(_ argument: String, as kind: Kind, layout: String? = nil) throws(InputError) -> String {
        if argument == "-" || argument.isEmpty || Self.exists(argument) { return argument }
        if let folder, Self.exists(folder + "/" + argument) { return folder + "/" + argument }
        let names = [argument] + (kind == .stream ? layout.map { ["\($0)-\(argument)"] } ?? [] : [])
        for name in names {
            if let path = installedPath(of: name, as: kind) { return path }
            if let path = Self.builtInPath(of: name, as: kind) { return path }
        }
        if let path = Self.builtInPath(ofWritten: argument) { return path }
        guard Self.looksLikeName(argument) else { return argument }
        let listed = listing(kind).map(\.name)
        let prefix = layout.map { $0 + "-" } ?? "-"
        let known = listed + (kind == .stream ? listed.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) } : [])
        let near = NameSuggestion.nearest(to: argument, in: known, limit: 3)
        let what = kind == .source ? "layout or Swift sample" : "stream"
        let hint = near.isEmpty ? "" : "; did you mean \(near.map { "'\($0)'" }.joined(separator: ", or "))?"
        throw InputError(file: argument, "no such file, and no bundled \(what) has that name\(hint) ('islet layouts' lists them)")
    }

    /// What can be named as a `kind`, each with the path it reads and whether that is built into
    /// islet: the installed folder's entries, then those built in that it lacks.
    func listing(_ kind: Kind) -> [(name: String, path: String, isBuiltIn: Bool)] {
        var entries: [(name: String, path: String, isBuiltIn: Bool)] = []
        if let folder {
            switch kind {
            case .source:
                entries += Self.entries(in: folder + "/layouts", suffix: ".json").map { ($0.name, $0.path, false) }
                for group in ["swift", "localized"] {
                    entries += Self.entries(in: "\(folder)/samples/\(group)", suffix: nil).map { ("\(group)/\($0.name)", $0.path, false) }
                }
            case .stream:
                entries += Self.entries(in: folder + "/samples", suffix: ".ndjson").map { ($0.name, $0.path, false) }
            }
        }
        let builtIn = kind == .source ? BundledLayouts.layouts.map(\.name) : BundledLayouts.samples.map(\.name)
        for name in builtIn where !entries.contains(where: { $0.name == name }) {
            entries.append((name, Self.builtInPath(of: name, as: kind) ?? name, true))
        }
        return entries
    }

    /// The installed file or folder `name` names, if it is there.
    private func installedPath(of name: String, as kind: Kind) -> String? {
        guard let folder else { return nil }
        let candidates = switch kind {
        case .source: ["\(folder)/layouts/\(name).json", "\(folder)/samples/\(name)"]
        case .stream: ["\(folder)/samples/\(name).ndjson"]
        }
        return candidates.first(where: Self.exists)
    }

    /// The repository path a built-in layout or stream is read under, when `name` is one.
    private static func builtInPath(of name: String, as kind: Kind) -> String? {
        switch kind {
        case .source: BundledLayouts.layouts.contains { $0.name == name } ? "layouts/\(name).json" : nil
        case .stream: BundledLayouts.samples.contains { $0.name == name } ? "samples/\(name).ndjson" : nil
        }
    }

    /// A repository path written out (`layouts/delivery.json`) that a built-in file has.
    private static func builtInPath(ofWritten argument: String) -> String? {
        builtInText(at: argument) == nil ? nil : argument
    }

    /// The text of the built-in layout or stream at its repository path, when `path` is one.
    static func builtInText(at path: String) -> String? {
        if let layout = BundledLayouts.layouts.first(where: { "layouts/\($0.name).json" == path }) { return layout.json }
        return BundledLayouts.samples.first { "samples/\($0.name).ndjson" == path }?.ndjson
    }

    /// The built-in layouts' images, at the paths the layouts read them from, for a cache that
    /// draws a built-in layout where no such file is on disk.
    static func provideImages(to cache: RenderCache) {
        for image in BundledLayouts.images where access(image.path, F_OK) != 0 {
            if let bytes = Data(base64Encoded: image.base64) { cache.pictures.provide([UInt8](bytes), for: image.path) }
        }
    }

    /// A word with no extension and no leading `/` or `.`: meant as a name, not a path.
    private static func looksLikeName(_ argument: String) -> Bool {
        guard let first = argument.first, first != "/", first != "." else { return false }
        return !(argument.split(separator: "/").last ?? "").contains(".")
    }

    /// The entries of `directory` ending in `suffix` (folders, for nil), named without it, in name order.
    private static func entries(in directory: String, suffix: String?) -> [(name: String, path: String)] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var found: [(name: String, path: String)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard !name.hasPrefix(".") else { continue }
            let path = directory + "/" + name
            if let suffix {
                if name.hasSuffix(suffix) { found.append((String(name.dropLast(suffix.count)), path)) }
            } else if isFolder(path) {
                found.append((name, path))
            }
        }
        return found.sorted { $0.name < $1.name }
    }

    private static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Whether `path` is a folder (Swift sources, where a layout is a file).
    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// `share/islet` beside the folder holding the running binary, when it holds layouts.
    private static func installedFolder() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let binary = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let bin = binary.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let folder = bin + "/../share/islet"
        guard isFolder(folder + "/layouts"), let real = realpath(folder, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}

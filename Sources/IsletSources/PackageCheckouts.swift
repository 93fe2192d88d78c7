import IsletInput

/// The app's Swift package dependencies, read where their sources sit on disk: the checkouts
/// SwiftPM keeps in `.build/checkouts` and Xcode in `SourcePackages/checkouts`, beside the
/// widget's folder or a folder above it, named by a `Package.resolved` there (a package's, or an
/// Xcode project's or workspace's); and the folders `--package-path` gives (a package, or a
/// folder of checkouts). Of each package, only the `Sources/MODULE` folders of the modules the
/// widget imports are read, so a widget's `import BrandKit` brings `BrandKit`'s views and types.
public enum PackageCheckouts {
    /// The source folders to read beside the widget's, and a line for each module the widget
    /// imports that no checkout provides and no Apple framework is named (its types will be
    /// placeholders, and the line says where islet looked).
    public static func find(for swiftPaths: [String], packagePaths: [String]) -> (folders: [String], missing: [String]) {
        let imports = importedModules(swiftPaths)
        var packages = packagePaths.flatMap(packages(given:))
        for root in roots(of: swiftPaths) { packages += pinnedCheckouts(in: root) }
        var folders: [String] = []
        var found: Set<String> = []
        for package in packages {
            for module in FileKind.names(inFolder: package + "/Sources")?.sorted() ?? [] where imports.keys.contains(module) && !found.contains(module) {
                folders.append(package + "/Sources/" + module)
                found.insert(module)
            }
        }
        let missing = imports.filter { !found.contains($0.key) && !appleModules.contains($0.key) }.sorted { $0.key < $1.key }.map { module, file in
            "\(file): imports \(module), which islet found in no checkout (.build/checkouts or SourcePackages/checkouts named by a Package.resolved, or --package-path): its types and views are placeholders"
        }
        return (folders, missing)
    }

    /// The modules the widget's files import, each with the first file importing it.
    static func importedModules(_ swiftPaths: [String]) -> [String: String] {
        var modules: [String: String] = [:]
        for file in (try? SwiftSourceWalk.files(at: swiftPaths)) ?? [] {
            guard let bytes = try? RegularFile.read(file, limit: .swiftSource) else { continue }
            for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).filter { !$0.hasPrefix("@") }
                guard words.count >= 2, words[0] == "import" else { continue }
                // `import struct BrandKit.Palette` names its module before the dot.
                let named = words.count >= 3 && ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(String(words[1])) ? words[2] : words[1]
                let module = String(named.prefix { $0 != "." })
                if modules[module] == nil { modules[module] = file }
            }
        }
        return modules
    }

    /// The widget's folders (a file's own folder) and the folders above each, nearest first:
    /// where an app keeps its `Package.resolved` and checkouts.
    static func roots(of swiftPaths: [String]) -> [String] {
        var roots: [String] = []
        for path in swiftPaths {
            guard var folder = FileKind.realPath(path) else { continue }
            if FileKind(atPath: folder) != .directory { folder = parent(folder) }
            for _ in 0..<8 {
                if !roots.contains(folder) { roots.append(folder) }
                guard folder != "/" else { break }
                folder = parent(folder)
            }
        }
        return roots
    }

    private static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The checkouts in `root` of the packages its `Package.resolved` files pin.
    static func pinnedCheckouts(in root: String) -> [String] {
        let names = FileKind.names(inFolder: root) ?? []
        var resolved = [root + "/Package.resolved"]
        for name in names.sorted() where name.hasSuffix(".xcodeproj") { resolved.append(root + "/" + name + "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved") }
        for name in names.sorted() where name.hasSuffix(".xcworkspace") { resolved.append(root + "/" + name + "/xcshareddata/swiftpm/Package.resolved") }
        let pins = resolved.flatMap(pinnedNames)
        guard !pins.isEmpty else { return [] }
        var checkouts: [String] = []
        for folder in [root + "/.build/checkouts", root + "/SourcePackages/checkouts"] {
            let present = FileKind.names(inFolder: folder) ?? []
            for pin in pins {
                if let name = present.first(where: { $0.lowercased() == pin }) { checkouts.append(folder + "/" + name) }
            }
        }
        return checkouts
    }

    /// The packages a `Package.resolved` pins, by identity (the checkout's folder name,
    /// lowercased): `pins[].identity` in versions 2 and 3, the repository URL's last part in 1.
    static func pinnedNames(_ path: String) -> [String] {
        guard let bytes = try? RegularFile.read(path, limit: ReadLimit(bytes: 1 << 20, what: "a Package.resolved")),
            let document = try? JSONParser.parse(String(decoding: bytes, as: UTF8.self)), let top = document.value.objectValue
        else { return [] }
        let pins = top["pins"]?.arrayValue ?? top["object"]?.objectValue?["pins"]?.arrayValue ?? []
        return pins.compactMap { pin in
            guard let fields = pin.objectValue else { return nil }
            if let identity = fields["identity"]?.stringValue { return identity.lowercased() }
            guard let location = fields["location"]?.stringValue ?? fields["repositoryURL"]?.stringValue else { return nil }
            let last = location.split(separator: "/").last.map(String.init) ?? location
            return (last.hasSuffix(".git") ? String(last.dropLast(4)) : last).lowercased()
        }
    }

    /// A `--package-path` folder: a package itself (it has a `Package.swift`), or a folder of them.
    static func packages(given path: String) -> [String] {
        if FileKind(atPath: path + "/Package.swift") == .other { return [path] }
        return (FileKind.names(inFolder: path) ?? []).sorted().filter { !$0.hasPrefix(".") }.map { path + "/" + $0 }
            .filter { FileKind(atPath: $0) == .directory }
    }

    /// Apple's frameworks and Swift's own modules, which no package provides.
    static let appleModules: Set<String> = [
        "SwiftUI", "WidgetKit", "ActivityKit", "Foundation", "UIKit", "AppIntents", "Charts", "CoreLocation", "MapKit", "Combine", "os",
        "OSLog", "CoreGraphics", "Intents", "UserNotifications", "SwiftData", "CoreData", "AVFoundation", "Observation", "StoreKit",
        "CoreText", "QuartzCore", "HealthKit", "WeatherKit", "Swift", "Dispatch", "Darwin", "CryptoKit", "Network", "CloudKit", "EventKit",
        "Contacts", "Photos", "GameKit", "CoreMotion", "CoreImage", "ImageIO", "UniformTypeIdentifiers", "RegexBuilder", "Security",
        "WatchKit", "AppKit", "TipKit", "Accessibility", "CoreTransferable", "SafariServices", "LinkPresentation", "FoundationEssentials",
        "Glibc", "Testing", "XCTest", "PhotosUI", "AVKit", "MusicKit", "ShazamKit", "CarPlay", "CoreBluetooth", "CoreHaptics",
    ]
}

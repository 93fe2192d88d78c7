import FoundationEssentials
import Glibc
import IsletInput
import IsletModel
import IsletScript
import IsletSources

/// What every command that draws or judges an activity takes first: a layout file, the app's
/// Swift sources (folders or `.swift` files, read by `islet-swift`), or both, with `--activity`
/// to choose among several `ActivityAttributes` types and `--bundle-id` for the topic when no
/// layout names the app. Warnings (the Swift reader's notes, a layout that disagrees with the
/// Swift) go to stderr before the command's own output.
enum ActivityInputs {
    static let sources = Operand.sources("SOURCES")
    static let activity = Option.text("activity", "NAME", help: "the ActivityAttributes type to use where the Swift declares several").short("a")
    static let bundleId = Option.text("bundle-id", "ID", help: "the app's bundle id, for apns-topic, where no layout gives it")
    static let defaults = Option.file(
        "defaults", help: "App Group UserDefaults the widget reads: JSON or a property list, keyed by\nsuite name (\"group.…\", \"standard\"), or one suite's keys"
    )
    static let files = Option.file("files", "DIR", help: "a folder standing for the App Group container the widget reads files from")
    static let packagePath = Option.file(
        "package-path", "DIR", help: "a Swift package the widget imports, or a folder of them (besides the\ncheckouts in .build/checkouts and SourcePackages/checkouts)"
    )
    static let locale = Option.locale(
        "locale", help: "the phone's language and region (de_DE, pt-BR, ja): the widget's strings\nin that language (default en_US, whatever this machine's LANG is)"
    )
    static let options: [OptionUse] = [.one(activity), .one(bundleId), .one(defaults), .one(files), .one(packagePath)]
    /// What the commands that draw or run the widget take: the options above and `--locale`.
    static let drawingOptions: [OptionUse] = options + [.one(locale)]

    /// The help paragraph every such command shares.
    static let about = """
    SOURCES is a layout file, the app's Swift sources (a folder walked for *.swift, or .swift
    files), or a layout file followed by Swift sources. From Swift, islet takes the
    ActivityAttributes types the app declares; beside a layout, it says where the two schemas
    disagree and uses the Swift. An activity with an ActivityConfiguration in the Swift is
    drawn by that SwiftUI, run by islet's interpreter (beside a layout file too: the Swift is
    what the app ships), with the states of the app's #Preview blocks as its preview data;
    what it cannot draw is a labelled placeholder, listed with its file, line and column. An
    activity with no configuration is drawn with a plain layout made from its fields (islet
    import prints it, to start a real one from). What the widget reads from its App Group while
    it renders comes from --defaults (UserDefaults suites) and --files (the container); a key
    or file they do not hold reads as on a phone that lacks it (0, false, nil, no such file).
    Modules the widget imports from Swift packages are read from the checkouts a
    Package.resolved beside the sources (or in a folder above them, or in an Xcode project)
    names, in .build/checkouts or SourcePackages/checkouts, and from --package-path; a module
    found nowhere is named on stderr, and its types are placeholders.
    Where a command takes --locale, the widget's text is in that language (en_US unless given,
    so a board is the same on every machine), from the *.lproj string tables (.strings,
    .stringsdict), String Catalogs (.xcstrings) and Info.plist beside the Swift, as iOS
    resolves them.
    """

    /// A folder or a `.swift` file: Swift sources rather than a layout or a payload stream.
    static func isSwiftSource(_ path: String) -> Bool {
        path.hasSuffix(".swift") || BundledNames.isFolder(path)
    }

    /// The layout file among the command's SOURCES, which the previewer watches.
    static func layoutPath(_ arguments: ParsedArguments) -> String? {
        arguments[sources].first.flatMap { isSwiftSource($0) ? nil : $0 }
    }

    /// The Swift sources among the command's SOURCES, as the helper takes them.
    static func swiftPaths(_ arguments: ParsedArguments) -> [String] {
        arguments[sources].filter(isSwiftSource)
    }

    /// Reads the command's SOURCES, printing the warnings unless told not to. The Swift reader's
    /// answer comes from the cache when it holds one for these sources (docs/DECISIONS.md, "A
    /// cache of the Swift reader's answers"), else from `session`'s helper, else from a run of its own.
    /// `now` is the clock the Swift's previews are read at when no layout file gives its moment.
    static func load(_ arguments: ParsedArguments, printingWarnings: Bool = true, session: SwiftReaderSession? = nil, now: Date = Date()) throws -> ActivitySources {
        let swiftPaths = swiftPaths(arguments)
        let layoutPath = layoutPath(arguments)
        let packages = packageSources(swiftPaths, arguments)
        let read = try swiftPaths.isEmpty ? nil : SwiftReader.locate().read(swiftPaths + packages.folders, cache: SwiftReadCache.standard(), session: session)
        let catalogs = swiftPaths.isEmpty ? nil : AssetCatalogReader.read(swiftPaths)
        let strings = try swiftPaths.isEmpty ? ScriptStrings() : StringTableReader.read(swiftPaths)
        let file = try layoutPath.map { ActivitySources.LayoutFile(path: $0, text: try InputFiles.text(at: $0)) }
        let (group, groupProblems) = try appGroup(arguments)
        let resolved = try ActivitySources.resolve(
            layout: file, swift: read?.schema, program: read?.program, assets: catalogs?.assets, appGroup: group, strings: strings, activity: arguments[activity],
            bundleId: arguments[bundleId], now: now.timeIntervalSince1970.rounded(.down)
        )
        let warnings = packages.missing + (catalogs?.problems ?? []) + groupProblems + resolved.warnings
        if printingWarnings, !warnings.isEmpty { Output.error.write(warnings.map { JSONWriter.neutralized($0) + "\n" }.joined()) }
        return resolved
    }

    /// The source folders of the Swift packages the widget imports (`PackageCheckouts`), and a
    /// line for each imported module found nowhere; none without Swift sources.
    static func packageSources(_ swiftPaths: [String], _ arguments: ParsedArguments) -> (folders: [String], missing: [String]) {
        swiftPaths.isEmpty ? ([], []) : PackageCheckouts.find(for: swiftPaths, packagePaths: arguments[packagePath].map { [$0] } ?? [])
    }

    /// The phone's locale: `--locale`, else en_US.
    static func phoneLocale(_ arguments: ParsedArguments) -> PhoneLocale {
        arguments[locale] ?? .standard
    }

    /// The App Group's data from `--defaults` and `--files`, and a line for each container file
    /// left out; empty without them.
    static func appGroup(_ arguments: ParsedArguments) throws -> (ScriptAppGroup, [String]) {
        var group = try arguments[defaults].map(AppDefaultsReader.read) ?? ScriptAppGroup()
        guard let folder = arguments[files] else { return (group, []) }
        let container = try AppContainerReader.read(folder)
        group.files = container.files
        group.folder = folder
        return (group, container.problems)
    }
}

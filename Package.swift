// swift-tools-version:6.0
import PackageDescription

#if canImport(Glibc)
import Glibc
#endif

/// The toolchain's swift-syntax (`libSwiftParser.so` and friends, PLATFORM.md "Reading Swift
/// source"): `<toolchain>/usr/lib/swift/host`, found from the `swift` on PATH with its links
/// resolved, so a fresh machine builds with no extra step.
let swiftSyntaxFolder: String = {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin"
    for folder in path.split(separator: ":") {
        let candidate = "\(folder)/swift"
        guard access(candidate, X_OK) == 0, let resolved = realpath(candidate, nil) else { continue }
        defer { free(resolved) }
        var parts = String(cString: resolved).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)
        return parts.joined(separator: "/") + "/lib/swift/host"
    }
    return "/usr/lib/swift/host"
}()

/// What a target that imports swift-syntax adds: its modules' interfaces, its libraries, and a
/// run path to them for development builds (the package sets `$ORIGIN` instead: scripts/install-files).
let swiftSyntaxSettings: (swift: [SwiftSetting], linker: [LinkerSetting]) = (
    [.unsafeFlags(["-I", swiftSyntaxFolder])],
    [
        .unsafeFlags(["-L", swiftSyntaxFolder, "-Xlinker", "-rpath", "-Xlinker", swiftSyntaxFolder]),
        .linkedLibrary("SwiftParser"), .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftParserDiagnostics"),
        .linkedLibrary("SwiftDiagnostics"), .linkedLibrary("SwiftOperators"),
    ]
)

/// The headers of the graphics libraries islet draws pictures with (chafa, gdk-pixbuf, librsvg,
/// cairo, pango, and glib and harfbuzz, which theirs include): the folders `pkg-config --cflags`
/// names on Debian for their -dev packages, under this machine's multiarch folder. Only the
/// headers: `CLazyLink` defines the functions islet calls and opens each library on first use.
let graphicsIncludes: [String] = {
    var system = utsname()
    uname(&system)
    let machine = withUnsafeBytes(of: &system.machine) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
    let multiarch = "/usr/lib/\(machine)-linux-gnu"
    return [
        "/usr/include/chafa", "\(multiarch)/chafa/include", "/usr/include/glib-2.0", "\(multiarch)/glib-2.0/include", "/usr/include/cairo",
        "/usr/include/pango-1.0", "/usr/include/harfbuzz", "/usr/include/gdk-pixbuf-2.0", "/usr/include/librsvg-2.0",
    ]
}()

/// The Swift settings of a module that imports those headers.
let graphicsHeaders: [SwiftSetting] = [.unsafeFlags(graphicsIncludes.flatMap { ["-Xcc", "-I\($0)"] })]

/// Leaves out the implicit `import _StringProcessing` (Regex) in the modules the `islet-swift` helper
/// links, none of which uses Regex: the helper then loads neither `libswift_StringProcessing` nor
/// `libswift_RegexParser` (docs/DECISIONS.md, "The helper's start and its two threads").
let withoutRegex: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-implicit-string-processing-module-import"])]

/// islet: a terminal previewer for iOS Live Activities and the Dynamic Island.
/// Modules follow the one-way data flow of DESIGN.md: cells and model at the bottom, then views,
/// layout, raster and animation, the previewer, and the executable; docs/DECISIONS.md says where
/// the code differs from DESIGN's table.
let package = Package(
    name: "islet",
    products: [
        .executable(name: "islet", targets: ["islet"]),
        .executable(name: "islet-swift", targets: ["islet-swift"]),
    ],
    targets: [
        .target(name: "IsletCells"),
        /// Outside input as plain values, with no Foundation so the `islet-swift` helper loads none: JSON
        /// values with positions, input errors, outside files read within limits, the source walk (docs/DECISIONS.md).
        .target(name: "IsletInput", swiftSettings: withoutRegex),
        /// The widget's Swift as `islet-swift` lowers it: a typed IR of plain values and its byte form, with no Foundation.
        .target(name: "IsletProgram", swiftSettings: withoutRegex),
        .target(name: "IsletModel", dependencies: ["IsletInput"]),
        /// Image files as pixels and pixels as cells, through gdk-pixbuf, librsvg and libchafa loaded at run time.
        .target(name: "IsletPixels", dependencies: ["IsletCells", "IsletInput", "CPixels", "CLazyLink"], swiftSettings: graphicsHeaders),
        .target(name: "IsletViews", dependencies: ["IsletModel", "IsletInput", "IsletCells"]),
        /// The widget's Swift as islet runs it: the program `islet-swift` lowers, and its interpreter.
        .target(name: "IsletScript", dependencies: ["IsletProgram", "IsletInput", "IsletViews", "IsletModel", "IsletCells", "CThreadStack"]),
        /// `pthread_getattr_np`, which Swift's Glibc module hides: the interpreter's stack check.
        .systemLibrary(name: "CThreadStack"),
        .target(name: "IsletLayout", dependencies: ["IsletViews", "IsletModel", "IsletInput", "IsletCells"]),
        .target(name: "IsletRaster", dependencies: ["IsletLayout", "IsletCells", "IsletPixels"]),
        .target(name: "IsletVector", dependencies: ["IsletLayout", "IsletViews", "IsletCells", "IsletPixels", "CVector", "CLazyLink"], swiftSettings: graphicsHeaders),
        .target(name: "IsletAnimation", dependencies: ["IsletLayout", "IsletViews", "IsletInput", "IsletCells"]),
        .target(
            name: "IsletApp",
            dependencies: ["IsletCells", "IsletModel", "IsletInput", "IsletViews", "IsletLayout", "IsletRaster", "IsletAnimation", "IsletFeed", "IsletAPNs"]
        ),
        .systemLibrary(name: "CNCurses", providers: [.apt(["libncurses-dev"])]),
        .target(name: "IsletCurses", dependencies: ["IsletCells", "CNCurses"]),
        .target(name: "IsletFeed", dependencies: ["IsletModel", "IsletInput"]),
        /// The islet side of reading Swift: runs `islet-swift`, reads its answer, and makes layouts from it.
        .target(name: "IsletSources", dependencies: ["IsletCells", "IsletModel", "IsletInput", "IsletProgram", "IsletViews", "IsletScript", "CLibMD", "CLazyLink"]),
        /// The headers of libmd, OpenSSL and nghttp2 (libmd-dev, libssl-dev, libnghttp2-dev) with no
        /// library to link: `CLazyLink` defines the functions islet calls and loads the libraries on first use.
        .systemLibrary(name: "CLibMD"),
        .systemLibrary(name: "CNGHTTP2"),
        .systemLibrary(name: "COpenSSL"),
        /// libssl, libcrypto, libnghttp2 and libmd bound on first use, so only `serve`, `push` and the
        /// Swift reader's cache load them (docs/DECISIONS.md, "OpenSSL and nghttp2 are bound on first use").
        /// The graphics libraries' headers, for IsletPixels and IsletVector: CLazyLink defines their functions.
        .systemLibrary(name: "CPixels"),
        .systemLibrary(name: "CVector"),
        .target(name: "CLazyLink", cSettings: [.unsafeFlags(graphicsIncludes.map { "-I\($0)" })]),
        .target(name: "IsletAPNs", dependencies: ["IsletModel", "IsletInput", "CNGHTTP2", "COpenSSL", "CLazyLink"]),
        .target(name: "IsletBundle"),
        /// Reads an app's Swift sources for its `ActivityAttributes` (docs/DECISIONS.md, "When islet reads Swift").
        .target(
            name: "IsletSwift",
            dependencies: ["IsletInput", "IsletProgram"],
            swiftSettings: swiftSyntaxSettings.swift + withoutRegex,
            linkerSettings: swiftSyntaxSettings.linker
        ),
        /// The dynamically linked helper `islet` runs for Swift sources (notes in docs/DECISIONS.md).
        .executableTarget(
            name: "islet-swift",
            dependencies: ["IsletSwift", "IsletInput", "IsletProgram"],
            swiftSettings: swiftSyntaxSettings.swift + withoutRegex,
            linkerSettings: swiftSyntaxSettings.linker
        ),
        /// The build's commit, linked in by the Makefile's release builds (docs/DECISIONS.md).
        .target(name: "CIsletBuild"),
        .executableTarget(
            name: "islet",
            dependencies: ["IsletCells", "IsletModel", "IsletInput", "IsletViews", "IsletLayout", "IsletRaster", "IsletVector", "IsletPixels", "IsletFeed", "IsletBundle", "IsletApp", "IsletCurses", "IsletAPNs", "IsletSources", "IsletScript", "CIsletBuild"]
        ),
        .target(name: "IsletBenchSupport", dependencies: ["IsletModel", "IsletInput"]),
        .executableTarget(
            name: "islet-bench",
            dependencies: ["IsletCells", "IsletModel", "IsletViews", "IsletLayout", "IsletRaster", "IsletVector", "IsletFeed", "IsletApp", "IsletBundle", "IsletBenchSupport"]
        ),
        /// Draws a known frame through the ncurses backend for the tmux tests; built with the tests, never shipped.
        .executableTarget(name: "islet-curses-smoke", dependencies: ["IsletCells", "IsletCurses"], path: "Tests/CursesSmoke"),
        .testTarget(name: "IsletModelTests", dependencies: ["IsletModel", "IsletBenchSupport", "IsletTestSupport"]),
        .testTarget(name: "IsletViewsTests", dependencies: ["IsletViews", "IsletBundle"]),
        .testTarget(name: "IsletLayoutTests", dependencies: ["IsletLayout", "IsletRaster", "IsletBundle"]),
        .testTarget(name: "IsletScriptTests", dependencies: ["IsletScript", "IsletLayout", "IsletRaster", "IsletViews", "IsletModel", "IsletCells", "IsletPixels", "IsletTestSupport"]),
        .testTarget(
            name: "IsletRasterTests",
            dependencies: ["IsletRaster", "IsletBundle", "IsletTestSupport"],
            exclude: ["Snapshots"]
        ),
        .testTarget(name: "IsletVectorTests", dependencies: ["IsletVector", "IsletRaster", "IsletPixels", "IsletBundle", "IsletTestSupport"]),
        .testTarget(name: "IsletCellsTests", dependencies: ["IsletCells", "IsletTestSupport"]),
        .testTarget(name: "IsletAppTests", dependencies: ["IsletApp", "IsletAPNs", "IsletBundle", "IsletTestSupport"], exclude: ["Snapshots"]),
        .testTarget(name: "IsletAnimationTests", dependencies: ["IsletAnimation", "IsletRaster", "IsletBundle", "IsletTestSupport"], exclude: ["Snapshots"]),
        .target(name: "IsletTestSupport", dependencies: ["IsletModel", "IsletCells", "IsletPixels"], path: "Tests/IsletTestSupport"),
        .testTarget(name: "IsletCursesTests", dependencies: ["IsletCurses", "IsletCells", "islet-curses-smoke", "IsletTestSupport"]),
        .testTarget(
            name: "IsletSwiftTests",
            dependencies: ["IsletSwift", "IsletModel", "IsletScript", "IsletViews", "IsletLayout", "IsletRaster", "IsletSources", "IsletBenchSupport", "IsletBundle", "IsletTestSupport"],
            exclude: ["Snapshots"],
            swiftSettings: swiftSyntaxSettings.swift,
            linkerSettings: swiftSyntaxSettings.linker
        ),
        .testTarget(name: "IsletFeedTests", dependencies: ["IsletFeed", "IsletModel"]),
        .testTarget(
            name: "IsletSourcesTests",
            dependencies: ["IsletSources", "IsletCells", "IsletModel", "IsletScript", "IsletViews", "IsletLayout", "IsletRaster", "IsletBundle", "IsletTestSupport"],
            exclude: ["Snapshots"]
        ),
        .testTarget(name: "IsletAPNsTests", dependencies: ["IsletAPNs", "IsletModel", "IsletTestSupport"]),
        .testTarget(name: "IsletCLITests", dependencies: ["IsletBundle", "IsletTestSupport", "IsletApp", "IsletSources"], exclude: ["Snapshots"]),
        /// The fuzz targets over every outside input (docs/DECISIONS.md, "Fuzzing"): `make fuzz` builds
        /// `islet-fuzz` with libFuzzer; the normal build writes seeds and replays files with it.
        .target(
            name: "IsletFuzzTargets",
            dependencies: ["IsletCells", "IsletModel", "IsletInput", "IsletProgram", "IsletViews", "IsletLayout", "IsletRaster", "IsletPixels", "IsletFeed", "IsletAPNs", "IsletApp", "IsletBundle", "IsletSwift", "IsletScript", "IsletSources"],
            path: "Tests/FuzzTargets",
            swiftSettings: swiftSyntaxSettings.swift,
            linkerSettings: swiftSyntaxSettings.linker
        ),
        .systemLibrary(name: "CLibFuzzer", path: "Tests/CLibFuzzer"),
        .executableTarget(
            name: "islet-fuzz", dependencies: ["IsletFuzzTargets", "CLibFuzzer"], path: "Tests/FuzzMain", swiftSettings: swiftSyntaxSettings.swift
        ),
        .testTarget(name: "IsletFuzzCorpusTests", dependencies: ["IsletFuzzTargets"], swiftSettings: swiftSyntaxSettings.swift),
    ]
)

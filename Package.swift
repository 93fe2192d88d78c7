// swift-tools-version:6.0
import PackageDescription

/// islet: a terminal previewer for iOS Live Activities and the Dynamic Island.
/// Modules follow the one-way data flow of docs/DECISIONS.md: model, views, layout, raster, terminal.
let package = Package(
    name: "islet",
    products: [
        .executable(name: "islet", targets: ["islet"]),
    ],
    targets: [
        .target(name: "IsletModel"),
        .target(name: "IsletViews", dependencies: ["IsletModel"]),
        .target(name: "IsletLayout", dependencies: ["IsletViews"]),
        .target(name: "IsletRaster", dependencies: ["IsletLayout"]),
        .target(name: "IsletTerminal", dependencies: ["IsletRaster"]),
        .target(name: "IsletAnimation", dependencies: ["IsletRaster"]),
        .target(
            name: "IsletApp",
            dependencies: ["IsletModel", "IsletViews", "IsletLayout", "IsletRaster", "IsletAnimation", "IsletTerminal", "IsletFeed", "IsletAPNs"]
        ),
        .systemLibrary(name: "CNCurses", providers: [.apt(["libncurses-dev"])]),
        .target(name: "IsletCurses", dependencies: ["IsletTerminal", "CNCurses"]),
        .target(name: "IsletFeed", dependencies: ["IsletModel"]),
        .systemLibrary(name: "CNGHTTP2", pkgConfig: "libnghttp2", providers: [.apt(["libnghttp2-dev"])]),
        .systemLibrary(name: "COpenSSL", pkgConfig: "openssl", providers: [.apt(["libssl-dev"])]),
        .target(name: "IsletAPNs", dependencies: ["IsletModel", "CNGHTTP2", "COpenSSL"]),
        .target(name: "IsletBundle"),
        .executableTarget(
            name: "islet",
            dependencies: ["IsletModel", "IsletViews", "IsletLayout", "IsletRaster", "IsletTerminal", "IsletFeed", "IsletBundle", "IsletApp", "IsletCurses", "IsletAPNs"]
        ),
        .target(name: "IsletBenchSupport", dependencies: ["IsletModel"]),
        .executableTarget(
            name: "islet-bench",
            dependencies: ["IsletModel", "IsletViews", "IsletLayout", "IsletRaster", "IsletBundle", "IsletBenchSupport"]
        ),
        .testTarget(name: "IsletModelTests", dependencies: ["IsletModel", "IsletBenchSupport", "IsletTestSupport"]),
        .testTarget(name: "IsletViewsTests", dependencies: ["IsletViews", "IsletBundle"]),
        .testTarget(name: "IsletLayoutTests", dependencies: ["IsletLayout", "IsletBundle"]),
        .testTarget(
            name: "IsletRasterTests",
            dependencies: ["IsletRaster", "IsletBundle", "IsletTestSupport"],
            exclude: ["Snapshots"]
        ),
        .testTarget(name: "IsletTerminalTests", dependencies: ["IsletTerminal", "IsletTestSupport"]),
        .testTarget(name: "IsletAppTests", dependencies: ["IsletApp", "IsletBundle", "IsletTestSupport"]),
        .testTarget(name: "IsletAnimationTests", dependencies: ["IsletAnimation", "IsletBundle", "IsletTestSupport"], exclude: ["Snapshots"]),
        .target(name: "IsletTestSupport", dependencies: ["IsletModel"], path: "Tests/IsletTestSupport"),
        .testTarget(name: "IsletCursesTests", dependencies: ["IsletCurses", "IsletTestSupport"]),
        .testTarget(name: "IsletFeedTests", dependencies: ["IsletFeed", "IsletModel"]),
        .testTarget(name: "IsletAPNsTests", dependencies: ["IsletAPNs", "IsletModel", "IsletTestSupport"]),
        .testTarget(name: "IsletCLITests", dependencies: ["IsletBundle", "IsletTestSupport", "IsletApp"]),
    ]
)

// swift-tools-version:6.0
import PackageDescription

/// Graft: a UIKit + SwiftUI style terminal UI framework, rendered with ncurses.
///
/// Module layering (nothing imports upward):
/// CNcurses <- GraftTerminal <- (TUIKit, GraftUI) <- GraftHosting <- (GraftTesting, CatalogApp) <- catalog.
/// GraftTapes (tapes, playback, recordings) needs GraftTerminal only, so an app can link it without
/// Swift Testing; GraftTesting (snapshot assertions, `Pilot`) builds on it for tests.
/// Cassowary is pure Swift and is used by TUIKit only.
let package = Package(
    name: "Graft",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "GraftTerminal", targets: ["GraftTerminal"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "TUIKit", targets: ["TUIKit"]),
        .library(name: "GraftUI", targets: ["GraftUI"]),
        .library(name: "GraftCharts", targets: ["GraftCharts"]),
        .library(name: "GraftHosting", targets: ["GraftHosting"]),
        .library(name: "GraftTapes", targets: ["GraftTapes"]),
        .library(name: "GraftTesting", targets: ["GraftTesting"]),
        .library(name: "CatalogApp", targets: ["CatalogApp"]),
        .executable(name: "catalog", targets: ["catalog"]),
        .executable(name: "graft-bench", targets: ["graft-bench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CNcurses",
            path: "CNcurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
        ),
        .target(name: "GraftTerminal", dependencies: ["CNcurses"]),
        .target(name: "Cassowary"),
        .target(
            name: "TUIKit",
            dependencies: ["GraftTerminal", "Cassowary"],
            // Debug builds (and so the tests) check every frame drawn from damage against a full redraw.
            swiftSettings: [.define("GRAFT_INTERNAL_CHECKS", .when(configuration: .debug))]
        ),
        .target(
            name: "GraftUI",
            dependencies: ["GraftTerminal"],
            // Debug builds (and so the tests) check the node tree after every update.
            swiftSettings: [.define("GRAFT_INTERNAL_CHECKS", .when(configuration: .debug))]
        ),
        .target(name: "GraftCharts", dependencies: ["GraftTerminal", "GraftUI"]),
        .target(name: "GraftHosting", dependencies: ["TUIKit", "GraftUI"]),
        .target(name: "GraftTapes", dependencies: ["GraftTerminal"]),
        .target(name: "GraftTesting", dependencies: ["GraftTapes", "GraftTerminal", "GraftUI", "TUIKit"]),
        .target(
            name: "CatalogApp", dependencies: ["GraftTerminal", "TUIKit", "GraftUI", "GraftCharts", "GraftHosting"],
            // The products' pictures, drawn by ProductArt; a test checks they are what it draws.
            resources: [.copy("Resources/ProductPictures")]),
        .executableTarget(name: "catalog", dependencies: ["CatalogApp", "GraftTapes"]),
        .executableTarget(
            name: "graft-bench",
            dependencies: ["GraftTerminal", "Cassowary", "GraftUI", "GraftCharts", "TUIKit", "GraftHosting", "CatalogApp"]),
        .testTarget(name: "GraftTerminalTests", dependencies: ["GraftTerminal"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        // The benchmarks' own fixtures, which live in graft-bench, must solve correctly.
        .testTarget(name: "GraftBenchTests", dependencies: ["graft-bench", "Cassowary"]),
        .testTarget(name: "TUIKitTests", dependencies: ["TUIKit", "GraftTerminal", "Cassowary"]),
        // UIKit code ported by renames only, which must keep compiling and running.
        .testTarget(name: "UIKitPortTests", dependencies: ["TUIKit"]),
        .testTarget(name: "GraftUITests", dependencies: ["GraftUI", "GraftTerminal"]),
        .testTarget(name: "GraftChartsTests", dependencies: ["GraftCharts", "GraftUI", "GraftTerminal"]),
        .testTarget(name: "GraftHostingTests", dependencies: ["GraftHosting", "TUIKit", "GraftUI", "GraftTerminal"]),
        .testTarget(
            name: "GraftTestingTests", dependencies: ["GraftTesting", "GraftTapes", "GraftTerminal", "GraftUI", "TUIKit"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "CatalogAppTests",
            dependencies: ["CatalogApp", "GraftTerminal", "TUIKit", "GraftUI", "GraftHosting", "GraftTapes", "GraftTesting"],
            exclude: ["__Snapshots__", "VHSTapes"]),
    ],
    swiftLanguageModes: [.v6]
)

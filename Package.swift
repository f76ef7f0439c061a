// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Andora",
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "andora", targets: ["andora"]),
        .library(name: "AndoraCore", targets: ["AndoraCore"]),
        .library(name: "AndoraEngine", targets: ["AndoraEngine"]),
        .library(name: "AndoraInk", targets: ["AndoraInk"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "AndoraCore"),
        .target(name: "AndoraEngine", dependencies: ["AndoraCore"]),
        .target(name: "AndoraInk"),
        .target(name: "AndoraTestSupport", dependencies: ["AndoraCore", "AndoraInk"]),
        .executableTarget(
            name: "andora",
            dependencies: [
                "AndoraCore",
                "AndoraEngine",
                "AndoraInk",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "AndoraCoreTests", dependencies: ["AndoraCore", "AndoraTestSupport"]),
        .testTarget(name: "AndoraEngineTests", dependencies: ["AndoraEngine", "AndoraTestSupport"]),
        .testTarget(name: "AndoraInkTests", dependencies: ["AndoraInk", "AndoraTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

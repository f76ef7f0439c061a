// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Andora",
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "andora", targets: ["andora"]),
        .executable(name: "andora-train", targets: ["andora-train"]),
        .library(name: "AndoraCore", targets: ["AndoraCore"]),
        .library(name: "AndoraEngine", targets: ["AndoraEngine"]),
        .library(name: "AndoraInk", targets: ["AndoraInk"]),
    ],
    dependencies: [
        .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        .target(name: "AndoraCore"),
        .target(name: "AndoraEngineWeights", exclude: ["FieldChances.bin"]),
        .target(name: "AndoraEngine", dependencies: ["AndoraCore", "AndoraEngineWeights"]),
        .target(name: "AndoraEngineTraining", dependencies: ["AndoraEngine", "AndoraCore"]),
        .target(name: "AndoraInkWeights", exclude: ["ShapeModel.bin"]),
        .target(name: "AndoraInk", dependencies: ["AndoraCore", "AndoraInkWeights"]),
        .target(name: "AndoraInkTraining", dependencies: ["AndoraInk", "AndoraCore"]),
        .target(name: "AndoraModel", dependencies: ["AndoraCore", "AndoraEngine", "AndoraInk"]),
        .target(name: "AndoraHost", dependencies: ["AndoraModel", "AndoraCore", "AndoraEngine"]),
        .target(name: "AndoraStore", dependencies: ["AndoraModel", "AndoraHost", .product(name: "GRDB", package: "GRDB.swift")]),
        .target(
            name: "AndoraPostgres",
            dependencies: [
                "AndoraCore", "AndoraModel", "AndoraHost", "AndoraStore", .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]),
        .target(
            name: "AndoraTerminal",
            dependencies: [
                "AndoraModel", "AndoraHost", "AndoraInk",
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "HTTPTypes", package: "swift-http-types"), .product(name: "Logging", package: "swift-log"),
            ]),
        .target(
            name: "AndoraWeb",
            dependencies: [
                "AndoraInk", "AndoraModel", "AndoraHost", "AndoraStore", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "HummingbirdCore", package: "hummingbird"), .product(name: "Logging", package: "swift-log"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"), .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            resources: [.copy("Resources/web"), .copy("Resources/openapi-template.json")]),
        .target(
            name: "AndoraCommandLine",
            dependencies: ["AndoraEngine", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .target(name: "AndoraTestSupport", dependencies: ["AndoraModel", "AndoraHost", "AndoraCore", "AndoraInk", "AndoraInkTraining"]),
        .executableTarget(
            name: "andora",
            dependencies: [
                "AndoraCommandLine",
                "AndoraCore",
                "AndoraEngine",
                "AndoraModel",
                "AndoraHost",
                "AndoraStore",
                "AndoraPostgres",
                "AndoraTerminal",
                "AndoraWeb",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "andora-train",
            dependencies: [
                "AndoraCommandLine", "AndoraCore", "AndoraEngine", "AndoraEngineTraining", "AndoraInk", "AndoraInkTraining",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(name: "AndoraCoreTests", dependencies: ["AndoraCore", "AndoraTestSupport"]),
        .testTarget(name: "AndoraEngineTests", dependencies: ["AndoraCore", "AndoraEngine", "AndoraTestSupport"]),
        .testTarget(name: "AndoraEngineTrainingTests", dependencies: ["AndoraEngineTraining", "AndoraEngine", "AndoraCore"]),
        .testTarget(name: "AndoraInkTests", dependencies: ["AndoraInk", "AndoraInkTraining", "AndoraTestSupport"]),
        .testTarget(name: "AndoraInkTrainingTests", dependencies: ["AndoraInkTraining", "AndoraInk", "AndoraCore", "AndoraTestSupport"]),
        .testTarget(
            name: "AndoraModelTests",
            dependencies: ["AndoraModel", "AndoraHost", "AndoraCore", "AndoraEngine", "AndoraInk", "AndoraTestSupport"],
            exclude: ["QRCode/Fixtures", "QRCode/make-fixtures.py"]),
        .testTarget(name: "AndoraHostTests", dependencies: ["AndoraHost", "AndoraModel", "AndoraCore", "AndoraTestSupport"]),
        .testTarget(
            name: "AndoraStoreTests",
            dependencies: [
                "AndoraStore", "AndoraPostgres", "AndoraTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "AndoraPostgresTests", dependencies: ["AndoraPostgres", "AndoraHost", "AndoraModel", "AndoraCore", "AndoraTestSupport"]),
        .testTarget(
            name: "AndoraTerminalTests", dependencies: ["AndoraTerminal", "AndoraModel", "AndoraHost", "AndoraCore", "AndoraTestSupport"]),
        .testTarget(
            name: "AndoraWebTests",
            dependencies: [
                "AndoraWeb", "AndoraModel", "AndoraHost", "AndoraCore", "AndoraStore", "AndoraTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

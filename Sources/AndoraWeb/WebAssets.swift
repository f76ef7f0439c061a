import Foundation

/// The page's files shipped as package resources: HTML, CSS, JavaScript, icons, manifest, OpenAPI document.
public enum WebAssets {
    /// The folder served at `/`.
    public static var folder: URL {
        // The resource is declared in Package.swift, so the bundle always has it.
        Bundle.module.url(forResource: "web", withExtension: nil)!
    }

    /// The API description served at `/openapi.json`.
    public static var openAPI: URL {
        folder.appendingPathComponent("openapi.json")
    }

    /// What ``OpenAPIDocument`` makes the API description from, besides the code's declarations.
    static var openAPITemplate: URL {
        Bundle.module.url(forResource: "openapi-template", withExtension: "json")!
    }
}

import Foundation
import AndoraModel

extension Language {
    /// The language a browser prefers among ours: the first of `ru`/`en` in its `Accept-Language`
    /// by quality, English when it names neither.
    public init(acceptLanguage header: String?) {
        let ranked = (header ?? "").split(separator: ",").enumerated().compactMap { position, entry in
            let parts = entry.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            let primary = parts.first?.split(separator: "-").first.map { $0.lowercased() } ?? ""
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return Language(rawValue: primary).map { (language: $0, quality: quality, position: position) }
        }
        let best = ranked.filter { $0.quality > 0 }
            .min { ($1.quality, $0.position) < ($0.quality, $1.position) }
        self = best?.language ?? .en
    }
}

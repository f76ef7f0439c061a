import AndoraCore

/// The app model spoken to in JSON, one line in and one state out: what the page's WebAssembly
/// build exports and `andora model` runs natively, so that both can be compared byte for byte.
///
/// A line is an intent (`{"type": "tapCell", "cell": "e5"}`) or the host's clock
/// (`{"clock": 1700000000000}`). Effects that need a host (storing, searching, the server's
/// matches) are left to the host that embeds the model.
public struct WireModel {
    public private(set) var model: AppModel

    /// A new profile that speaks `language`; `seed` varies the computer's play.
    public init(language: Language, seed: UInt64 = 0) {
        model = AppModel(StoredProfile(options: Options(language: language)), seed: seed)
        model.launch()
    }

    /// Applies one line and returns the state's JSON, or `{"error": "…"}` (and no change) for a
    /// line that is not an intent or a clock.
    public mutating func apply(_ line: String) -> String {
        do throws(WireError) {
            let json = try JSONValue(parsing: line)
            if let clock = json["clock"] {
                model.receive(.clock(now: try clock.integer64()))
            } else {
                model.send(try AppIntent(json: json))
            }
            return model.state.json
        } catch {
            var writer = JSONWriter()
            writer.object { $0.field("error", error.description) }
            return writer.text
        }
    }
}

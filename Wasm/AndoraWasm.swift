// The app model, the rules and the engine for the browser: AndoraCore, AndoraEngine, AndoraInk and
// AndoraModel built with Embedded Swift for wasm32 (Scripts/build-wasm.sh), with a few functions
// exported to JavaScript. Rule sets are numbered as RuleSet's raw values: 0 `first`, 1 `any`,
// 2 `standard`.
import AndoraEngine
import AndoraModel

/// Perft from the start position: the positions `depth` moves deep (`bulk` non-zero counts the
/// last ply's moves instead of making them); 0 for an unknown rule set or a depth outside 1…81.
@_expose(wasm, "perft")
@_cdecl("perft")
public func perft(rules: Int32, depth: Int32, bulk: Int32) -> UInt64 {
    guard let rules = RuleSet(rawValue: UInt8(truncatingIfNeeded: rules)), (1...81).contains(depth) else { return 0 }
    return Perft.run(Position(rules: rules), depth: Int(depth), bulk: bulk != 0).leaves
}

/// The expert's move from the start position after searching `nodes` moves with the given seed, as
/// `field * 9 + slot` (keypad order, as ``Move/index``); -1 for an unknown rule set.
@_expose(wasm, "search")
@_cdecl("search")
public func search(rules: Int32, nodes: Int32, seed: UInt64) -> Int32 {
    guard let rules = RuleSet(rawValue: UInt8(truncatingIfNeeded: rules)) else { return -1 }
    let player = ComputerPlayer(level: .expert, seed: seed)
    guard let move = player.bestMove(in: Position(rules: rules), budget: .nodes(Int(nodes))) else { return -1 }
    return Int32(move.index)
}

/// The page's one model and the buffers through which JSON crosses to JavaScript; the page calls
/// in from one thread only (a Web Worker has its own instance for ``think(count:)``).
nonisolated(unsafe) private var session = WireModel(language: .en)
nonisolated(unsafe) private var input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 0)
nonisolated(unsafe) private var output: [UInt8] = []

/// Memory for `count` bytes of UTF-8 that JavaScript writes before calling a function that reads it.
@_expose(wasm, "model_input")
@_cdecl("model_input")
public func modelInput(count: Int32) -> UnsafeMutablePointer<UInt8>? {
    if input.count < Int(count) {
        input.deallocate()
        input = .allocate(capacity: Int(count))
    }
    return input.baseAddress
}

/// Starts the model on the profile in the input (``WireModel/init(start:)``: what the page's storage
/// holds) and returns the length of the launch's answer; an unreadable input starts a new English profile.
@_expose(wasm, "model_start")
@_cdecl("model_start")
public func modelStart(count: Int32) -> Int32 {
    session = (try? WireModel(start: inputText(count))) ?? WireModel(language: .en)
    return answer(session.launch())
}

/// Applies the JSON line in the input (an intent, or what the host tells) and returns the length
/// of the answer that ``modelOutput()`` points at.
@_expose(wasm, "model_apply")
@_cdecl("model_apply")
public func modelApply(count: Int32) -> Int32 {
    answer(session.apply(inputText(count)))
}

/// Runs the search in the input (an answer's `think`) and returns the length of the line that tells
/// the model its move; the page's Web Worker calls this, never the page itself.
@_expose(wasm, "think")
@_cdecl("think")
public func think(count: Int32) -> Int32 {
    answer(WireModel.think(inputText(count)) { $0.answer(now: monotonicTime) })
}

/// WASI's clock; the page answers the monotonic clock (id 1) with `performance.now()`.
@_extern(wasm, module: "wasi_snapshot_preview1", name: "clock_time_get")
private func clockTimeGet(_ id: UInt32, _ precision: UInt64, _ time: UnsafeMutablePointer<UInt64>) -> UInt16

/// The time since the page loaded, which keeps a search's time budget.
@Sendable private func monotonicTime() -> Duration {
    var nanoseconds: UInt64 = 0
    _ = clockTimeGet(1, 1000, &nanoseconds)
    return .nanoseconds(Int64(truncatingIfNeeded: nanoseconds))
}

/// The page's own texts (``PageTexts``) in English (0) or Russian (1): what `GET /api/texts` answers.
@_expose(wasm, "page_texts")
@_cdecl("page_texts")
public func pageTexts(language: Int32) -> Int32 {
    answer(PageTexts(language: language == 1 ? .ru : .en).json)
}

/// Where the last answer's bytes are.
@_expose(wasm, "model_output")
@_cdecl("model_output")
public func modelOutput() -> UnsafePointer<UInt8>? {
    output.withUnsafeBufferPointer { $0.baseAddress }
}

private func inputText(_ count: Int32) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: input[..<Int(count)]), as: UTF8.self)
}

private func answer(_ text: String) -> Int32 {
    output = Array(text.utf8)
    return Int32(output.count)
}

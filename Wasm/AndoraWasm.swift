// The rules and the engine for the browser: AndoraCore and AndoraEngine built with Embedded
// Swift for wasm32 (Scripts/build-wasm.sh), with a few functions exported to JavaScript.
// Rule sets are numbered as RuleSet's raw values: 0 `first`, 1 `any`, 2 `standard`.
import AndoraEngine

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

/// Which game "Start game" begins: Andora (seed 000) or classic N×N tic-tac-toe (SPEC-NOTES §3).
public enum GameMode: String, Hashable, Sendable, Codable, CaseIterable {
    case andora, classic
}

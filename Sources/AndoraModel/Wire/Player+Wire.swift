import AndoraCore

/// A player on the wire is its sign, `"x"` or `"o"`.
extension Player: WireCodable {}

/// A strategy on the wire is its name, `"first"` or `"any"`.
extension MiniFieldStrategy: WireCodable {}

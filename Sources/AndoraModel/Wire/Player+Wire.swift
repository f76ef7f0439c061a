import AndoraCore

/// A player on the wire is its sign, `"x"` or `"o"`.
extension Player: WireEncodable {}

/// A strategy on the wire is its name, `"first"` or `"any"`.
extension MiniFieldStrategy: WireEncodable {}

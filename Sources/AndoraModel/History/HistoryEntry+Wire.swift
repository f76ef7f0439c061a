/// `{"id": 7, "game": {…}}`: a played game with the number its history gave it.
extension HistoryEntry: WireCodable {
    public init(json: JSONValue) throws(WireError) {
        self.init(id: try json.field("id"), game: try json.field("game"))
    }

    public func write(to json: inout JSONWriter) {
        json.object { object in
            object.field("id", id)
            object.field("game", game)
        }
    }
}

/// A value filled into a text's placeholder: the tables take words (`%@`) and whole numbers (`%d`).
public protocol TextArgument {
    /// The value as it is written into the text.
    var placeholderValue: String { get }
}

extension String: TextArgument {
    public var placeholderValue: String { self }
}

extension Substring: TextArgument {
    public var placeholderValue: String { String(self) }
}

extension Int: TextArgument {
    public var placeholderValue: String { String(self) }
}

extension Int64: TextArgument {
    public var placeholderValue: String { String(self) }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard error as a stream, for progress lines that stay out of the results.
public struct StandardError: TextOutputStream {
    public init() {}

    public mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            #if canImport(Glibc)
            _ = Glibc.write(2, bytes.baseAddress, bytes.count)
            #elseif canImport(Darwin)
            _ = Darwin.write(2, bytes.baseAddress, bytes.count)
            #endif
        }
    }
}

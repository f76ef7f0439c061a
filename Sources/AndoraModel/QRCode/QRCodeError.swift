/// Why a text cannot become a QR code.
public enum QRCodeError: Error, Equatable, Sendable {
    /// The text's UTF-8 bytes exceed what version 10 at level M holds in byte mode (`capacity`, 213).
    case textTooLong(byteCount: Int, capacity: Int)
}

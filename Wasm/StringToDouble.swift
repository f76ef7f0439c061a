// `Double(String)` in Embedded Swift calls the runtime's `_swift_stdlib_strtod_clocale`, which the
// embedded standard library leaves to the platform: here it is wasi-libc's `strtod` (the C locale is
// the only one there). It reads points and coordinates of the intents the page sends.

@_extern(c, "strtod")
func strtod(_ text: UnsafePointer<CChar>, _ end: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Double

/// Parses the C string into `result`; returns where parsing stopped (`nil` if nothing was read).
@_cdecl("_swift_stdlib_strtod_clocale")
public func swiftStdlibStrtod(_ text: UnsafePointer<CChar>, _ result: UnsafeMutablePointer<Double>) -> UnsafePointer<CChar>? {
    var end: UnsafeMutablePointer<CChar>?
    result.pointee = strtod(text, &end)
    guard let end, UnsafePointer(end) != text else { return nil }
    return UnsafePointer(end)
}

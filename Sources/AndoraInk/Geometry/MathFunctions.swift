#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
// Embedded Swift for wasm32 has no C module: the functions come from wasi-libc at link time.
@_extern(c, "sin") func sin(_: Double) -> Double
@_extern(c, "cos") func cos(_: Double) -> Double
@_extern(c, "atan2") func atan2(_: Double, _: Double) -> Double
@_extern(c, "log") func log(_: Double) -> Double
@_extern(c, "exp") func exp(_: Double) -> Double
#endif

// The C maths library, wrapped so that the rest of the module needs no platform imports.

package func sine(_ angle: Double) -> Double { sin(angle) }
package func cosine(_ angle: Double) -> Double { cos(angle) }
func arcTangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
func naturalLogarithm(_ value: Double) -> Double { log(value) }
func exponential(_ value: Double) -> Double { exp(value) }

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// The C maths library, wrapped so that the rest of the module needs no platform imports.

func sine(_ angle: Double) -> Double { sin(angle) }
func cosine(_ angle: Double) -> Double { cos(angle) }
func arcTangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
func naturalLogarithm(_ value: Double) -> Double { log(value) }
func exponential(_ value: Double) -> Double { exp(value) }

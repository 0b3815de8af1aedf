import Foundation

/// Colors from components between 0 and 1, as UIKit and SwiftUI give them.
extension Color {
    /// A component as a byte, from 0...1 clamped; NaN is 0.
    package static func channel(_ value: Double) -> UInt8 {
        guard !value.isNaN else { return 0 }
        return UInt8((min(max(value, 0), 1) * 255).rounded())
    }

    /// A linear component encoded with sRGB's transfer function.
    package static func gammaEncoded(_ linear: Double) -> Double {
        linear <= 0.003_130_8 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// Red, green and blue (0...1) for a hue, saturation and brightness.
    package static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let hue = hue.isFinite ? hue - hue.rounded(.down) : 0
        let saturation = min(max(saturation.isNaN ? 0 : saturation, 0), 1)
        let value = min(max(brightness.isNaN ? 0 : brightness, 0), 1)
        let sector = hue * 6
        let fraction = sector - sector.rounded(.down)
        let low = value * (1 - saturation)
        let falling = value * (1 - saturation * fraction)
        let rising = value * (1 - saturation * (1 - fraction))
        switch Int(sector) % 6 {
        case 0: return (value, rising, low)
        case 1: return (falling, value, low)
        case 2: return (low, value, rising)
        case 3: return (low, falling, value)
        case 4: return (rising, low, value)
        default: return (value, low, falling)
        }
    }
}

import Foundation
import GraftTerminal
import Testing

@testable import GraftUI

/// The gradient's blend, computed without the C library's rounding, gives
/// the colors the plain formula does: rounding half away from zero, and the
/// opacity a translucent color gets from `multiplyingOpacity(by:)`.
@MainActor
@Suite("Gradient blending")
struct GradientBlendingTests {
    private func reference(_ stops: [ResolvedStop], at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        func color(_ rgb: (UInt8, UInt8, UInt8), _ opacity: Double) -> Color {
            Color.rgb(rgb.0, rgb.1, rgb.2).multiplyingOpacity(by: opacity)
        }
        if t <= first.location { return color(first.rgb, first.opacity) }
        if t >= last.location { return color(last.rgb, last.opacity) }
        var upper = 1
        while upper < stops.count - 1, stops[upper].location < t { upper += 1 }
        let low = stops[upper - 1]
        let high = stops[upper]
        let span = high.location - low.location
        let f = span > 0 ? (t - low.location) / span : 1
        let opacity = low.opacity + (high.opacity - low.opacity) * f
        guard opacity > 0 else { return .clear }
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            let value = (Double(a) * low.opacity * (1 - f) + Double(b) * high.opacity * f) / opacity
            return UInt8(Swift.min(Swift.max(value.rounded(), 0), 255))
        }
        return color((mix(low.rgb.0, high.rgb.0), mix(low.rgb.1, high.rgb.1), mix(low.rgb.2, high.rgb.2)), opacity)
    }

    @Test func blendedColorsMatchTheFormula() {
        let gradients = [
            Gradient(colors: [.teal, .indigo, .orange]),
            Gradient(stops: [.init(color: .clear, location: 0), .init(color: .red, location: 0.8)]),
            Gradient(colors: [.black, .white]),
            Gradient(colors: [.red.opacity(0.3), .blue.opacity(0.7), .green]),
        ]
        for gradient in gradients {
            let stops = gradient.resolvedStops(in: .dark)
            for step in 0 ... 2_000 {
                let t = Double(step) / 1_800 - 0.05
                #expect(stops.color(at: t) == reference(stops, at: t), "t = \(t)")
            }
        }
    }
}

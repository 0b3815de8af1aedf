import Foundation
import GraftTerminal

/// Colors at locations from 0 to 1, for the gradient shape styles to blend
/// between.
///
/// ```swift
/// Gradient(colors: [.blue, .purple])
/// Gradient(stops: [.init(color: .clear, location: 0), .init(color: .black, location: 0.8)])
/// ```
public struct Gradient: Hashable, Sendable {
    /// A color and where it sits along the gradient.
    public struct Stop: Hashable, Sendable {
        /// The color at the location.
        public var color: Color
        /// The location, from 0 (start) to 1 (end).
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in the order given.
    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient through `colors`, spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }
}

extension Gradient {
    /// The stops sorted by location, with the terminal's default color given
    /// the value it has in `scheme` (so it can blend).
    func resolvedStops(in scheme: ColorScheme) -> [ResolvedStop] {
        let fallback: (UInt8, UInt8, UInt8) = scheme == .light ? (0, 0, 0) : (229, 229, 229)
        return stops.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map { _, stop in
                ResolvedStop(
                    rgb: stop.color.rgbComponents ?? fallback,
                    opacity: Double(stop.color.opacity) / 255,
                    location: stop.location.isFinite ? Double(stop.location) : 0)
            }
    }
}

/// A stop ready to blend: its color's channels and opacity, its location.
struct ResolvedStop {
    let rgb: (UInt8, UInt8, UInt8)
    let opacity: Double
    let location: Double
}

extension [ResolvedStop] {
    /// The color at `t` along the stops (clamped to the first and last),
    /// blended with premultiplied opacity so a fade to `.clear` does not
    /// darken the color it fades from.
    func color(at t: Double) -> Color {
        guard let first, let last else { return .clear }
        let t = t.isNaN ? 0 : t
        if t <= first.location { return Self.color(first.rgb, first.opacity) }
        if t >= last.location { return Self.color(last.rgb, last.opacity) }
        var upper = 1
        while upper < count - 1, self[upper].location < t { upper += 1 }
        let low = self[upper - 1]
        let high = self[upper]
        let span = high.location - low.location
        let f = span > 0 ? (t - low.location) / span : 1
        let opacity = low.opacity + (high.opacity - low.opacity) * f
        guard opacity > 0 else { return .clear }
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            let value = (Double(a) * low.opacity * (1 - f) + Double(b) * high.opacity * f) / opacity
            return UInt8(Self.rounded(Swift.min(Swift.max(value, 0), 255)))
        }
        return Self.color((mix(low.rgb.0, high.rgb.0), mix(low.rgb.1, high.rgb.1), mix(low.rgb.2, high.rgb.2)), opacity)
    }

    /// `rgb` at `opacity`, as `Color.multiplyingOpacity(by:)` makes it of the
    /// opaque color (a gradient blends a color for every cell it covers).
    private static func color(_ rgb: (UInt8, UInt8, UInt8), _ opacity: Double) -> Color {
        let alpha = rounded(255 * Swift.min(Swift.max(opacity.isNaN ? 0 : opacity, 0), 1))
        return alpha >= 255 ? .rgb(rgb.0, rgb.1, rgb.2) : .rgba(rgb.0, rgb.1, rgb.2, opacity: UInt8(alpha))
    }

    /// `value` (0 or more, and finite) rounded half away from zero, as
    /// `rounded()` does, by a conversion rather than a call into the C library.
    @inline(__always)
    private static func rounded(_ value: Double) -> Int {
        let whole = Int(value)
        return value - Double(whole) >= 0.5 ? whole + 1 : whole
    }
}

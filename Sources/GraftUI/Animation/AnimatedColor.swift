import GraftTerminal

/// A color on its way to another: red, green, blue and opacity blended
/// channel by channel. A color only the terminal knows (its default) does
/// not blend; changes to or from it happen at once.
@MainActor
struct AnimatedColor {
    typealias Channels = AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>

    private var channels: AnimatedValue<Channels>?
    /// The color asked for last.
    private(set) var target: Color?

    /// The color to draw now.
    var presented: Color? {
        guard let channels, channels.isAnimating else { return target }
        return Self.color(channels.presented)
    }

    var isAnimating: Bool { channels?.isAnimating ?? false }

    /// Takes a new color, animated from the one drawn now when `start` is given.
    /// - Returns: Whether the color to draw changed now.
    mutating func set(_ color: Color, start: AnimationStart?) -> Bool {
        guard color != target else { return false }
        defer { target = color }
        guard let start, let from = presented.flatMap(Self.channels), let to = Self.channels(color) else {
            channels?.finish()
            channels = nil
            return true
        }
        var value = channels ?? AnimatedValue(from)
        if !value.isAnimating { value = AnimatedValue(from) }
        _ = value.set(to, start: start)
        channels = value
        return false
    }

    /// Moves the color to where its animation is at `time`.
    /// - Returns: Whether the color to draw changed.
    mutating func advance(to time: Duration) -> Bool {
        guard var value = channels else { return false }
        let before = presented
        _ = value.advance(to: time)
        channels = value.isAnimating ? value : nil
        return presented != before
    }

    mutating func finish() {
        channels?.finish()
        channels = nil
    }

    private static func channels(_ color: Color) -> Channels? {
        guard let (red, green, blue) = color.rgbComponents else { return nil }
        return AnimatablePair(AnimatablePair(Double(red), Double(green)), AnimatablePair(Double(blue), Double(color.opacity)))
    }

    private static func color(_ channels: Channels) -> Color {
        func byte(_ value: Double) -> UInt8 { UInt8(min(max(value.rounded(), 0), 255)) }
        let opacity = byte(channels.second.second)
        let (red, green, blue) = (byte(channels.first.first), byte(channels.first.second), byte(channels.second.first))
        return opacity == 255 ? .rgb(red, green, blue) : .rgba(red, green, blue, opacity: opacity)
    }
}

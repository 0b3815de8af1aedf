import Foundation

/// A type whose values can be scaled and added, so an animation can move a
/// value of it a fraction of the way to another.
///
/// `Double`, `Float` and `CGFloat` conform, as do ``AnimatablePair`` of two
/// conforming types and ``EmptyAnimatableData``.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of the value by `rhs`.
    mutating func scale(by rhs: Double)

    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The value with each component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// The value `fraction` of the way from `self` to `other` (past it when
    /// `fraction` is above 1, as a spring overshoots).
    func interpolated(towards other: Self, amount fraction: Double) -> Self {
        self + (other - self).scaled(by: fraction)
    }
}

extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The value squared.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The value squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The value squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// The animatable data of a type that has none: every value is the same.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// The only value.
    public init() {}
    /// The only value.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// The only value.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// The only value.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Does nothing: there is nothing to scale.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
    /// Every value is equal to every other.
    public static func == (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> Bool { true }
}

extension EmptyAnimatableData: Animatable {
    /// The value itself.
    public var animatableData: EmptyAnimatableData {
        get { self }
        // swift-format-ignore: NoEmptyClosures
        set {}
    }
}

/// Two animatable values animated together, so a type with several
/// animatable properties exposes them as one ``Animatable/animatableData``.
///
/// ```swift
/// var animatableData: AnimatablePair<CGFloat, CGFloat> {
///     get { AnimatablePair(start, end) }
///     set { (start, end) = (newValue.first, newValue.second) }
/// }
/// ```
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// A pair of `first` and `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both values zero.
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }

    /// The pairs added component by component.
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// The pairs subtracted component by component.
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Scales both values.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The sum of both values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

import Foundation

/// A type whose values an animation can move between by way of its
/// ``animatableData``: a custom ``Shape`` that exposes its parameters
/// there morphs from one value to the next, frame by frame.
///
/// ```swift
/// struct Bar: Shape {
///     var level: Double
///     var animatableData: Double {
///         get { level }
///         set { level = newValue }
///     }
///     func path(in rect: CGRect) -> Path { ... }
/// }
/// ```
///
/// Like ``View``, it belongs to the main actor, so a shape's stored
/// properties can back its animatable data in Swift 6 mode.
@MainActor @preconcurrency
public protocol Animatable {
    /// The type of the data an animation interpolates.
    associatedtype AnimatableData: VectorArithmetic

    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// No data: the value does not animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        // swift-format-ignore: NoEmptyClosures
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

extension CGPoint: Animatable {
    /// The point's coordinates.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// The size's width and height.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The rectangle's origin and size.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set {
            origin.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}

extension Angle: Animatable {
    /// The angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension UnitPoint: Animatable {
    /// The point's fractions.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

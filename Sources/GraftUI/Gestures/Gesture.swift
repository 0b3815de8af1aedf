import Foundation

/// A way of recognizing pointer input on a view, as SwiftUI's gestures: a
/// primitive gesture (``TapGesture``, ``LongPressGesture``,
/// ``DragGesture``), or one built from others in `body`.
///
/// Attach one with ``View/gesture(_:including:)``; follow it with
/// ``Gesture/onChanged(_:)``, ``Gesture/onEnded(_:)`` and
/// ``Gesture/updating(_:body:)``.
///
/// A terminal reports the pointer by cell, so locations are the centers of
/// cells, in points (see ``EnvironmentValues/pointsPerCell``).
@MainActor
@preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value
    /// The gesture this one is made of; `Never` for primitive gestures.
    associatedtype Body: Gesture
    /// The gesture this one is made of.
    var body: Body { get }
}

extension Never: Gesture {
    /// Never produced.
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Primitive gestures have no body; asking for one is a programmer error.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

/// Which gestures a ``View/gesture(_:including:)`` call enables: the added
/// gesture, those of the view's subviews, both (the default) or neither.
public struct GestureMask: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates a mask from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// No gestures.
    public static let none: GestureMask = []
    /// The gesture being added.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the view's subviews.
    public static let subviews = GestureMask(rawValue: 2)
    /// The added gesture and the subviews' gestures.
    public static let all: GestureMask = [.gesture, .subviews]
}

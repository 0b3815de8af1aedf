import Foundation

/// A type whose values a chart can place along an axis: numbers, dates and
/// strings, and types that stand for one of them (an enum with a `String`
/// raw value is plotted by its raw value).
///
/// ```swift
/// enum Category: String, Plottable { case chairs, desks }
/// ```
public protocol Plottable {
    /// The number, date or string a value is plotted as.
    associatedtype PrimitivePlottable: Plottable

    /// This value as a number, date or string.
    var primitivePlottable: PrimitivePlottable { get }

    /// The value a number, date or string stands for, or nil if none does.
    init?(primitivePlottable: PrimitivePlottable)
}

/// Primitives plot as themselves.
extension Plottable where PrimitivePlottable == Self {
    /// The value itself.
    public var primitivePlottable: Self { self }

    /// The value itself.
    public init?(primitivePlottable: Self) {
        self = primitivePlottable
    }
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue.PrimitivePlottable {
    /// The raw value's primitive.
    public var primitivePlottable: RawValue.PrimitivePlottable { rawValue.primitivePlottable }

    /// The case whose raw value plots as `primitivePlottable`.
    public init?(primitivePlottable: RawValue.PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }
}

extension String: Plottable {
    /// A string plots as itself.
    public typealias PrimitivePlottable = String
}

extension Date: Plottable {
    /// A date plots as itself.
    public typealias PrimitivePlottable = Date
}

extension Double: Plottable {
    /// A number plots as itself.
    public typealias PrimitivePlottable = Double
}

extension Float: Plottable {
    /// A number plots as itself.
    public typealias PrimitivePlottable = Float
}

extension Int: Plottable {
    /// A number plots as itself.
    public typealias PrimitivePlottable = Int
}

extension Int8: Plottable {
    /// A number plots as itself.
    public typealias PrimitivePlottable = Int8
}

extension Int16: Plottable {
    /// A number plots as itself.
    public typealias PrimitivePlottable = Int16
}

extension Int32: Plottable {
    /// A number plots as itself.
    public typealias PrimitivePlottable = Int32
}

extension Int64: Plottable {
    /// A number plots as itself.
    public typealias PrimitivePlottable = Int64
}

extension UInt: Plottable {
    /// A number plots as itself.
    public typealias PrimitivePlottable = UInt
}

extension UInt8: Plottable {
    /// A number plots as itself.
    public typealias PrimitivePlottable = UInt8
}

extension UInt16: Plottable {
    /// A number plots as itself.
    public typealias PrimitivePlottable = UInt16
}

extension UInt32: Plottable {
    /// A number plots as itself.
    public typealias PrimitivePlottable = UInt32
}

extension UInt64: Plottable {
    /// A number plots as itself.
    public typealias PrimitivePlottable = UInt64
}

extension CGFloat: Plottable {
    /// A number plots as itself.
    public typealias PrimitivePlottable = CGFloat
}

extension Decimal: Plottable {
    /// A decimal plots as itself (drawn at `Double` precision).
    public typealias PrimitivePlottable = Decimal
}

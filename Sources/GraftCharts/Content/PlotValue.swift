import Foundation

/// A plotted value as the renderer sees it: every ``Plottable`` comes down
/// to one of these three.
@usableFromInline
enum PlotValue: Hashable, Sendable {
    case number(Double)
    case date(Date)
    case category(String)

    /// The value's `primitivePlottable`, followed until it is a number, a
    /// date or a string. Types that never get there plot as their
    /// description, so a chart shows something rather than dropping a mark.
    @inlinable
    init<Value: Plottable>(_ value: Value) {
        // The common types by metatype first: a pointer comparison, where a
        // dynamic cast per mark costs hundreds of instructions.
        if Value.self == Double.self {
            self = .number(unsafeBitCast(value, to: Double.self))
            return
        }
        if Value.self == Int.self {
            self = .number(Double(unsafeBitCast(value, to: Int.self)))
            return
        }
        if Value.self == Date.self {
            self = .date(unsafeBitCast(value, to: Date.self))
            return
        }
        switch value {
        case let number as Double: self = .number(number)
        case let number as Int: self = .number(Double(number))
        case let date as Date: self = .date(date)
        case let string as String: self = .category(string)
        case let number as Float: self = .number(Double(number))
        case let number as CGFloat: self = .number(Double(number))
        case let number as Decimal: self = .number(NSDecimalNumber(decimal: number).doubleValue)
        case let number as any BinaryInteger: self = .number(Double(number))
        default:
            let primitive = value.primitivePlottable
            if Value.PrimitivePlottable.self == Value.self {
                self = .category(String(describing: value))
            } else {
                self.init(primitive)
            }
        }
    }

    /// Where the value sits on a continuous axis: numbers as they are,
    /// dates in seconds since 1970; nil for a category.
    var continuous: Double? {
        switch self {
        case .number(let number): number
        case .date(let date): date.timeIntervalSince1970
        case .category: nil
        }
    }

    var kind: PlotValueKind {
        switch self {
        case .number: .number
        case .date: .date
        case .category: .category
        }
    }
}

/// What kind of axis a set of values needs.
enum PlotValueKind: Sendable {
    case number
    case date
    case category
}

extension PlotValue {
    /// The value as `type`: the primitive it is, or the type that stands for it.
    func primitive<Value: Plottable>(as type: Value.Type) -> Value? {
        if let value = formatInput(as: type) { return value }
        guard Value.PrimitivePlottable.self != Value.self else { return nil }
        return primitive(as: Value.PrimitivePlottable.self).flatMap(Value.init(primitivePlottable:))
    }

    /// The value as `type` when it is one of the types it can be read as:
    /// numbers as any numeric type that holds them, dates, strings.
    func formatInput<Input>(as type: Input.Type) -> Input? {
        switch self {
        case .date(let date): return date as? Input
        case .category(let string): return string as? Input
        case .number(let number):
            if let value = number as? Input { return value }
            if number.rounded() == number, abs(number) < 9e15, let value = Int(number) as? Input { return value }
            if let value = Float(number) as? Input { return value }
            if let value = CGFloat(number) as? Input { return value }
            return Decimal(number) as? Input
        }
    }
}

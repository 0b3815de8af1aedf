import Synchronization

/// An unknown quantity whose value a ``Solver`` chooses.
///
/// A variable is a reference type: two variables are the same unknown only
/// when they are the same object (compare them with `===`). Build linear
/// expressions and constraints from variables with the arithmetic and
/// comparison operators, for example `left + width <= containerWidth`.
///
/// The solver does not write ``value`` on every change; call
/// ``Solver/updateVariables()`` to copy the current solution into the
/// variables the solver knows, or ask ``Solver/value(of:)`` for a single one
/// without writing anything. Reading ``value`` is safe from any thread.
public final class Variable: @unchecked Sendable, CustomStringConvertible {
    /// The name used in descriptions and diagnostics, if any.
    public let name: String?

    /// A process-wide serial number that names unnamed variables in descriptions.
    let serial: Int

    /// The bits of the last value written by ``Solver/updateVariables()``:
    /// a solver writes them on its thread, and ``value`` may be read on any.
    private let storedBits = Atomic<UInt64>(0)

    private static let lastSerial = Atomic<Int>(0)

    /// Creates a variable whose value is 0 until a solver updates it.
    ///
    /// - Parameter name: A name for descriptions and diagnostics, such as
    ///   `"button.left"`.
    public init(_ name: String? = nil) {
        self.name = name
        self.serial = Variable.lastSerial.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// The value the solver last wrote with ``Solver/updateVariables()``,
    /// or 0 if it never did.
    public var value: Double {
        Double(bitPattern: storedBits.load(ordering: .acquiring))
    }

    /// Writes the value the solver chose.
    func store(_ value: Double) {
        storedBits.store(value.bitPattern, ordering: .releasing)
    }

    /// The name, or `v` followed by a serial number for an unnamed variable.
    public var description: String {
        name ?? "v\(serial)"
    }
}

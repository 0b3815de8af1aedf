import Cassowary

/// The solver variables of a view or layout guide: its left edge, top edge,
/// width and height, in the coordinates of its root view (the window).
///
/// Every other attribute is an expression of these four: right is
/// `minX + width`, centerX is `minX + width / 2`, and so on.
struct LayoutVariables: Sendable {
    let minX = Variable()
    let minY = Variable()
    let width = Variable()
    let height = Variable()

    /// The solved rectangle with each edge rounded to a cell:
    /// `x0 = floor(left + 0.5)`, `x1 = floor(left + width + 0.5)`, so views
    /// that abut in the solution abut on screen.
    var roundedRect: Rect {
        let left = minX.value, top = minY.value
        let x0 = cellEdge(left), x1 = cellEdge(left + width.value)
        let y0 = cellEdge(top), y1 = cellEdge(top + height.value)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// A solved coordinate rounded to the nearest cell edge (halves round up),
/// clamped to a range no terminal reaches.
func cellEdge(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    let rounded = (value + 0.5).rounded(.down)
    return Int(min(max(rounded, -1_000_000_000), 1_000_000_000))
}

/// Something constraints can relate: a view or a layout guide.
@MainActor
protocol LayoutItem: AnyObject {
    /// The item's solver variables.
    var layoutVariables: LayoutVariables { get }
    /// The view whose hierarchy the item belongs to: the view itself, or a
    /// guide's owning view.
    var layoutHierarchyView: TUIView? { get }
    /// Active constraints that mention the item, so that removing it from
    /// its hierarchy can deactivate them.
    var referencingConstraints: [ObjectIdentifier: TUILayoutConstraint] { get set }
    /// How constraint descriptions name the item, such as `TUIView:0x6000…`.
    var layoutItemDescription: String { get }
}

extension TUIView: LayoutItem {
    var layoutHierarchyView: TUIView? { self }

    var layoutItemDescription: String {
        var text = "\(type(of: self)):\(objectAddress(self))"
        if let accessibilityIdentifier { text += "'\(accessibilityIdentifier)'" }
        return text
    }
}

/// The kinds of constraints a view makes for itself.
struct ImplicitConstraintKinds: OptionSet {
    let rawValue: UInt8
    /// The frame as constraints, when `translatesAutoresizingMaskIntoConstraints`.
    static let autoresizing = ImplicitConstraintKinds(rawValue: 1 << 0)
    /// Content hugging and compression resistance around the intrinsic size.
    static let contentSize = ImplicitConstraintKinds(rawValue: 1 << 1)
}

/// A view's content hugging and compression resistance priorities.
struct ContentPriorities {
    var horizontalHugging = TUILayoutPriority.defaultLow
    var verticalHugging = TUILayoutPriority.defaultLow
    var horizontalCompressionResistance = TUILayoutPriority.defaultHigh
    var verticalCompressionResistance = TUILayoutPriority.defaultHigh
}

/// The constraints a view holds, in the order they were added, with
/// constant-time removal.
struct ConstraintList {
    private var slots: [TUILayoutConstraint?] = []
    private var positions: [ObjectIdentifier: Int] = [:]

    /// The number of constraints.
    var count: Int { positions.count }

    /// The constraints in the order they were added.
    var all: [TUILayoutConstraint] { slots.compactMap { $0 } }

    func contains(_ constraint: TUILayoutConstraint) -> Bool {
        positions[ObjectIdentifier(constraint)] != nil
    }

    /// Adds a constraint; returns false if it was already there.
    @discardableResult
    mutating func append(_ constraint: TUILayoutConstraint) -> Bool {
        let key = ObjectIdentifier(constraint)
        guard positions[key] == nil else { return false }
        positions[key] = slots.count
        slots.append(constraint)
        return true
    }

    /// Removes a constraint; returns false if it was not there.
    @discardableResult
    mutating func remove(_ constraint: TUILayoutConstraint) -> Bool {
        guard let position = positions.removeValue(forKey: ObjectIdentifier(constraint)) else { return false }
        slots[position] = nil
        if slots.count > 32, positions.count * 2 < slots.count { compact() }
        return true
    }

    private mutating func compact() {
        slots = slots.compactMap { $0 }
        positions.removeAll(keepingCapacity: true)
        for (index, constraint) in slots.enumerated() {
            if let constraint { positions[ObjectIdentifier(constraint)] = index }
        }
    }
}

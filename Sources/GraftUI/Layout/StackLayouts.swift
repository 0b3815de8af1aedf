import Foundation

/// A row as a ``Layout``: what `HStack` does, for use with ``AnyLayout``
/// or inside a custom layout.
public struct HStackLayout: Layout, CellLayoutConvertible {
    /// How the subviews line up vertically.
    public var alignment: VerticalAlignment
    /// Points between neighbours, or `nil` for the standard spacing.
    public var spacing: CGFloat?

    /// Creates a row layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Stacks horizontally.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// The row's size, as `HStack` computes it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        cells(at: subviews.context.scale).size(of: subviews, for: proposal)
    }

    /// Places the subviews as `HStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        cells(at: subviews.context.scale).place(subviews, in: bounds, proposal: proposal)
    }

    func cellLayout(at scale: CGSize) -> CellLayout? { cells(at: scale) }

    private func cells(at scale: CGSize) -> CellLayout {
        .stack(HStack(alignment: alignment, spacing: spacing) { EmptyView() }.layout(at: scale))
    }
}

/// A column as a ``Layout``: what `VStack` does, for use with ``AnyLayout``
/// or inside a custom layout.
public struct VStackLayout: Layout, CellLayoutConvertible {
    /// How the subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// Points between neighbours, or `nil` for the standard spacing.
    public var spacing: CGFloat?

    /// Creates a column layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Stacks vertically.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// The column's size, as `VStack` computes it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        cells(at: subviews.context.scale).size(of: subviews, for: proposal)
    }

    /// Places the subviews as `VStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        cells(at: subviews.context.scale).place(subviews, in: bounds, proposal: proposal)
    }

    func cellLayout(at scale: CGSize) -> CellLayout? { cells(at: scale) }

    private func cells(at scale: CGSize) -> CellLayout {
        .stack(VStack(alignment: alignment, spacing: spacing) { EmptyView() }.layout(at: scale))
    }
}

/// Overlapping subviews as a ``Layout``: what `ZStack` does, for use with
/// ``AnyLayout`` or inside a custom layout.
public struct ZStackLayout: Layout, CellLayoutConvertible {
    /// How the subviews line up in the stack.
    public var alignment: Alignment

    /// Creates an overlay layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The stack's size, as `ZStack` computes it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CellLayout.overlay(alignment).size(of: subviews, for: proposal)
    }

    /// Places the subviews as `ZStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        CellLayout.overlay(alignment).place(subviews, in: bounds, proposal: proposal)
    }

    func cellLayout(at scale: CGSize) -> CellLayout? { .overlay(alignment) }
}

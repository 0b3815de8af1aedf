import GraftTerminal

/// A value within a range, as SwiftUI's `Gauge`: a bar filled to the value
/// (or, in the accessory styles, a line with a marker or a dial glyph), with
/// a label, the current value's label and the bounds' labels. Its look comes
/// from the ``GaugeStyle`` in the environment.
///
/// ```swift
/// Gauge(value: rewards.progress, in: 0 ... 5) {
///     Text("Rewards")
/// } currentValueLabel: {
///     Text("\(rewards.count) of 5")
/// }
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    let markedValueLabels: MarkedValueLabels?
    @Environment(\.gaugeStyle) private var style

    /// A gauge with every label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0 ... 1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            fraction: Self.fraction(of: value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
            markedValueLabels: markedValueLabels())
    }

    init(
        fraction: Double, label: Label, currentValueLabel: CurrentValueLabel?, minimumValueLabel: BoundsLabel?,
        maximumValueLabel: BoundsLabel?, markedValueLabels: MarkedValueLabels?
    ) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.markedValueLabels = markedValueLabels
    }

    /// Where `value` lies in `bounds`, from 0 to 1; 0 for an empty range or a NaN.
    static func fraction<V: BinaryFloatingPoint>(of value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let fraction = Double(value - bounds.lowerBound) / span
        guard span > 0, !fraction.isNaN else { return 0 }
        return min(1, max(0, fraction))
    }

    /// The gauge as its style draws it.
    public var body: some View {
        (style ?? AnyGaugeStyle(DefaultGaugeStyle())).makeBody(
            GaugeStyleConfiguration(
                value: fraction, label: GaugeStyleConfiguration.Label(label),
                currentValueLabel: Self.part(currentValueLabel).map(GaugeStyleConfiguration.CurrentValueLabel.init),
                minimumValueLabel: Self.part(minimumValueLabel).map(GaugeStyleConfiguration.MinimumValueLabel.init),
                maximumValueLabel: Self.part(maximumValueLabel).map(GaugeStyleConfiguration.MaximumValueLabel.init),
                markedValuesLabels: GaugeStyleConfiguration.MarkedValueLabels(
                    Self.part(markedValueLabels) ?? AnyView(EmptyView()))))
    }

    /// A label as a style takes it; nil when it was not given.
    private static func part<Part: View>(_ part: Part?) -> AnyView? {
        guard let part, Part.self != EmptyView.self else { return nil }
        return AnyView(part)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0 ... 1, @ViewBuilder label: () -> Label) {
        self.init(
            fraction: Self.fraction(of: value, in: bounds), label: label(), currentValueLabel: nil, minimumValueLabel: nil,
            maximumValueLabel: nil, markedValueLabels: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and the current value's label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0 ... 1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fraction: Self.fraction(of: value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with a label, the current value's label and the bounds' labels.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0 ... 1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            fraction: Self.fraction(of: value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), markedValueLabels: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with a label, the current value's label and labels of marked values.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0 ... 1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            fraction: Self.fraction(of: value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: markedValueLabels())
    }
}

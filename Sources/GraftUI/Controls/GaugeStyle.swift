import GraftTerminal

/// How gauges look, as SwiftUI's `GaugeStyle`. Apply one with `gaugeStyle(_:)`.
@MainActor
public protocol GaugeStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// Makes the view for one gauge.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style is given.
    typealias Configuration = GaugeStyleConfiguration
}

/// What a ``GaugeStyle`` draws from.
@MainActor
public struct GaugeStyleConfiguration {
    /// The gauge's label.
    public struct Label: View {
        let content: AnyView
        init(_ content: some View) { self.content = AnyView(content) }
        /// The label.
        public var body: some View { content }
    }

    /// The label of the current value.
    public struct CurrentValueLabel: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The label.
        public var body: some View { content }
    }

    /// The label of the lower bound.
    public struct MinimumValueLabel: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The label.
        public var body: some View { content }
    }

    /// The label of the upper bound.
    public struct MaximumValueLabel: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The label.
        public var body: some View { content }
    }

    /// Labels of marked values.
    public struct MarkedValueLabels: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The labels.
        public var body: some View { content }
    }

    /// Where the value lies in the gauge's range, from 0 to 1.
    public var value: Double
    /// The gauge's label.
    public var label: Label
    /// The current value's label, if the gauge has one.
    public var currentValueLabel: CurrentValueLabel?
    /// The lower bound's label, if the gauge has one.
    public var minimumValueLabel: MinimumValueLabel?
    /// The upper bound's label, if the gauge has one.
    public var maximumValueLabel: MaximumValueLabel?
    /// The marked values' labels.
    public var markedValuesLabels: MarkedValueLabels
}

/// The look gauges have without a style: ``LinearCapacityGaugeStyle``.
public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    /// A capacity bar.
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

/// The label and the current value above a bar filled to the value, with
/// the bounds' labels under its ends.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    /// The label row, the bar, the bounds row.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                configuration.label
                Spacer(minLength: 1)
                if let current = configuration.currentValueLabel { current.foregroundStyle(.secondary) }
            }
            CellDrawingView(GaugeBar(fraction: configuration.value, kind: .capacity))
            GaugeBounds(configuration: configuration)
        }
    }
}

/// A compact line with a marker at the value between the bounds' labels,
/// under the label.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    /// The label, then the bounds around the line.
    public func makeBody(configuration: Configuration) -> some View {
        AccessoryLinearGauge(configuration: configuration, kind: .marker)
    }
}

/// A compact line filled to the value, between the bounds' labels, under the label.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    /// The label, then the bounds around the filled line.
    public func makeBody(configuration: Configuration) -> some View {
        AccessoryLinearGauge(configuration: configuration, kind: .line)
    }
}

/// A dial glyph filled to the value (`○ ◔ ◑ ◕ ●`), with the current value
/// beside it; the terminal's stand-in for a ring.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    /// The dial, the current value, then the label.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
            CellDrawingView(GaugeBar(fraction: configuration.value, kind: .dial))
            if let current = configuration.currentValueLabel { current }
            configuration.label.foregroundStyle(.secondary)
        }
    }
}

/// The same dial as ``AccessoryCircularGaugeStyle``, read as a capacity.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates the style.
    public init() {}

    /// The dial, the current value, then the label.
    public func makeBody(configuration: Configuration) -> some View {
        AccessoryCircularGaugeStyle().makeBody(configuration: configuration)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default look: a capacity bar.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A line with a marker at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A line filled to the value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A dial glyph.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A dial glyph read as a capacity.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

/// A gauge style with its type erased, to keep in the environment.
struct AnyGaugeStyle {
    let makeBody: @MainActor (GaugeStyleConfiguration) -> AnyView

    @MainActor
    init<Style: GaugeStyle>(_ style: Style) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct GaugeStyleKey: EnvironmentKey {
    static let defaultValue: AnyGaugeStyle? = nil
}

extension EnvironmentValues {
    /// The style gauges inside take; nil for the default.
    var gaugeStyle: AnyGaugeStyle? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the gauges in this view.
    public func gaugeStyle<Style: GaugeStyle>(_ style: Style) -> some View {
        environment(\.gaugeStyle, AnyGaugeStyle(style))
    }
}

/// The bounds' labels under a bar's ends.
struct GaugeBounds: View {
    let configuration: GaugeStyleConfiguration

    var body: some View {
        if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
            HStack(spacing: 1) {
                if let minimum = configuration.minimumValueLabel { minimum }
                Spacer(minLength: 1)
                if let maximum = configuration.maximumValueLabel { maximum }
            }
            .foregroundStyle(.secondary)
        }
    }
}

/// The accessory styles' line between the bounds' labels, under the label.
struct AccessoryLinearGauge: View {
    let configuration: GaugeStyleConfiguration
    let kind: GaugeBar.Kind

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                configuration.label
                if let current = configuration.currentValueLabel { current.foregroundStyle(.secondary) }
            }
            HStack(spacing: 1) {
                if let minimum = configuration.minimumValueLabel { minimum.foregroundStyle(.secondary) }
                CellDrawingView(GaugeBar(fraction: configuration.value, kind: kind))
                if let maximum = configuration.maximumValueLabel { maximum.foregroundStyle(.secondary) }
            }
        }
    }
}

/// A gauge's drawn part: a capacity bar of eighth blocks over a shaded
/// track, a line with a marker, a filled line, or a dial glyph. The filled
/// and empty parts differ by glyph, so they read without color.
struct GaugeBar: CellDrawable {
    enum Kind {
        case capacity
        case marker
        case line
        case dial
    }

    let fraction: Double
    let kind: Kind

    func sizeThatFits(_ proposal: CellProposal, environment: EnvironmentValues) -> Size {
        if kind == .dial { return Size(width: 1, height: 1) }
        return Size(width: max(1, proposal.width ?? 20), height: 1)
    }

    func draw(in frame: Rect, canvas: inout Canvas, environment: EnvironmentValues) {
        let tint = environment.tint
        let width = frame.width
        let filled = Style(foreground: tint)
        let track = Style(foreground: .gray)
        let origin = frame.origin
        switch kind {
        case .dial:
            let dials: [Character] = ["○", "◔", "◑", "◕", "●"]
            canvas.put(dials[Int((fraction * 4).rounded())], at: origin, style: filled)
        case .capacity:
            let eighths = Int((fraction * Double(width * 8)).rounded())
            let partials: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
            for x in 0 ..< width {
                let point = Point(x: origin.x + x, y: origin.y)
                let cover = eighths - x * 8
                if cover >= 8 {
                    canvas.put("█", at: point, style: filled)
                } else if cover > 0 {
                    canvas.put(partials[cover - 1], at: point, style: filled)
                } else {
                    canvas.put("░", at: point, style: track)
                }
            }
        case .line, .marker:
            let marker = min(width - 1, Int((fraction * Double(width - 1)).rounded()))
            for x in 0 ..< width {
                let point = Point(x: origin.x + x, y: origin.y)
                if kind == .marker, x == marker {
                    canvas.put("●", at: point, style: filled)
                } else if x < marker || (kind == .line && x == marker && fraction > 0) {
                    canvas.put("━", at: point, style: filled)
                } else {
                    canvas.put("─", at: point, style: track)
                }
            }
        }
    }
}

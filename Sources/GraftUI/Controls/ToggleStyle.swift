import GraftTerminal

/// How toggles look, applied to the toggles in a view with `.toggleStyle(_:)`.
///
/// ```swift
/// struct StarToggleStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             Image(systemName: configuration.isOn ? "star.fill" : "star")
///             configuration.label
///         }
///     }
/// }
/// ```
@MainActor
public protocol ToggleStyle {
    /// The type of view the style produces.
    associatedtype Body: View
    /// The look of a toggle in `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style is given to draw a toggle.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` draws: the label, and the toggle's state.
@MainActor
public struct ToggleStyleConfiguration {
    /// The toggle's label.
    public let label: AnyView
    /// Whether the toggle is on; setting it turns the toggle on or off.
    @Binding public var isOn: Bool
}

/// A switch before the label: `[ ●]` on, `[○ ]` off.
public struct SwitchToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}

    /// The switch and the label.
    public func makeBody(configuration: Configuration) -> some View {
        ToggleChrome(
            isOn: configuration.isOn, indicators: (on: "[ ●]", off: "[○ ]"), label: configuration.label,
            indicatorPlacement: .trailing)
    }
}

/// A checkbox before the label: `[x]` on, `[ ]` off.
public struct CheckboxToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}

    /// The checkbox and the label.
    public func makeBody(configuration: Configuration) -> some View {
        ToggleChrome(
            isOn: configuration.isOn, indicators: (on: "[x]", off: "[ ]"), label: configuration.label,
            indicatorPlacement: .leading)
    }
}

/// The platform default: a switch.
public struct DefaultToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}

    /// The look of ``SwitchToggleStyle``.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch: `[ ●]` on, `[○ ]` off.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A checkbox: `[x]` on, `[ ]` off.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform default: a switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// The look the built-in styles share: the indicator in the tint color when
/// on, reversed when focused, and everything dim when disabled.
struct ToggleChrome: View {
    let isOn: Bool
    let indicators: (on: String, off: String)
    let label: AnyView
    /// A switch sits at the trailing edge of a row as wide as it is offered,
    /// as SwiftUI's does; a checkbox sits before its label.
    let indicatorPlacement: IndicatorPlacement

    enum IndicatorPlacement { case leading, trailing }
    @Environment(\.isFocused) private var isFocused
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    var body: some View {
        HStack {
            if indicatorPlacement == .leading {
                indicator
                label
            } else {
                label
                Spacer(minLength: 1)
                indicator
            }
        }
        .transformEnvironment(\.textAttributes) { if !isEnabled { $0.insert(.dim) } }
    }

    private var indicator: some View {
        Text(isOn ? indicators.on : indicators.off)
            .foregroundStyle(isOn ? tint : .gray)
            .transformEnvironment(\.textAttributes) { if isFocused { $0.insert(.reverse) } }
            .fixedSize()
            .accessibilityHidden(true)
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue: AnyToggleStyle? = nil
}

extension EnvironmentValues {
    /// The style toggles use; nil means the default, a switch.
    var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

/// A type-erased ``ToggleStyle``.
struct AnyToggleStyle {
    let makeBody: @MainActor (ToggleStyleConfiguration) -> AnyView

    @MainActor
    init<Style: ToggleStyle>(_ style: Style) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

extension View {
    /// Sets the style of the toggles in this view.
    public func toggleStyle<Style: ToggleStyle>(_ style: Style) -> some View {
        environment(\.toggleStyle, AnyToggleStyle(style))
    }
}

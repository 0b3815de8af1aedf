import GraftTerminal

/// The purpose of a button, which styles may show.
public struct ButtonRole: Hashable, Sendable {
    let name: String

    /// A button that deletes or destroys something: drawn in red.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels: Escape triggers it in alerts and dialogs.
    public static let cancel = ButtonRole(name: "cancel")
}

/// How buttons look, applied to the buttons in a view with `.buttonStyle(_:)`.
@MainActor
public protocol ButtonStyle {
    /// The type of view the style produces.
    associatedtype Body: View
    /// The look of a button in `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style is given to draw a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` draws: the label, and the button's state.
@MainActor
public struct ButtonStyleConfiguration {
    /// The button's label.
    public let label: Label
    /// Whether the button is being pressed (mouse button down on it).
    public let isPressed: Bool
    /// The button's role, if any.
    public let role: ButtonRole?
}

/// Brackets around the label: `[ OK ]`; reversed when focused; dim when disabled.
public struct BorderedButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}

    /// `[ label ]`.
    public func makeBody(configuration: Configuration) -> some View {
        ButtonChrome(configuration: configuration, prominent: false, brackets: true)
    }
}

/// The label on a tinted background: the button to press.
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}

    /// ` label ` on the tint color.
    public func makeBody(configuration: Configuration) -> some View {
        ButtonChrome(configuration: configuration, prominent: true, brackets: false)
    }
}

/// The label in the tint color, with no frame: for buttons in lists and toolbars.
public struct BorderlessButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}

    /// The tinted label, reversed when focused.
    public func makeBody(configuration: Configuration) -> some View {
        ButtonChrome(configuration: configuration, prominent: false, brackets: false, tinted: true)
    }
}

/// The label as it is; focus shows as reverse video.
public struct PlainButtonStyle: ButtonStyle {
    /// Creates the style.
    public init() {}

    /// The label.
    public func makeBody(configuration: Configuration) -> some View {
        ButtonChrome(configuration: configuration, prominent: false, brackets: false)
    }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    /// `[ label ]`, the default in Graft.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
    /// The platform default: bordered.
    public static var automatic: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// The label on a tinted background.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    /// The tinted label without a frame.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// The look the built-in styles share.
struct ButtonChrome: View {
    let configuration: ButtonStyleConfiguration
    let prominent: Bool
    let brackets: Bool
    var tinted = false
    @Environment(\.isFocused) private var isFocused
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let color: Color = configuration.role == .destructive ? .red : tint
        let label = HStack(spacing: 0) {
            if brackets { Text("[ ").accessibilityHidden(true) }
            configuration.label
            if brackets { Text(" ]").accessibilityHidden(true) }
        }
        .padding(.horizontal, prominent ? 1 : 0)
        // A focused prominent button turns to the color farthest from the
        // terminal's background (white in the dark, black in the light) and
        // underlines its label.
        let focusedBackground: Color = colorScheme == .dark ? .brightWhite : .black
        let focusedForeground: Color = colorScheme == .dark ? .black : .brightWhite
        return
            label
            .foregroundStyle(
                prominent
                    ? (isFocused ? focusedForeground : .brightWhite) : (tinted || configuration.role == .destructive ? color : .default)
            )
            // Only a prominent button paints a background; the others keep
            // what is behind them (a selected row's color, say).
            .background {
                if prominent { isFocused ? focusedBackground : color }
            }
            .transformEnvironment(\.textAttributes) { attributes in
                if configuration.isPressed { attributes.insert(.bold) }
                if !isEnabled { attributes.insert(.dim) }
            }
            // Without colors the fill cannot show: an unfocused prominent
            // button is underlined there, and a focused one reversed like
            // every focus mark.
            .cellHighlight(isFocused ? (prominent ? [.underline, .focusWithoutColor] : .reverse) : (prominent ? .nonFocusHighlight : []))
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle? { nil }
}

extension EnvironmentValues {
    /// The style buttons use; nil means bordered.
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

/// A type-erased ``ButtonStyle``.
struct AnyButtonStyle: Equatable {
    let makeBody: @MainActor (ButtonStyleConfiguration) -> AnyView
    private let style: Any
    private let styleType: ObjectIdentifier
    private let isSameStyle: (Any) -> Bool

    @MainActor
    init<Style: ButtonStyle>(_ style: Style) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
        self.style = style
        styleType = ObjectIdentifier(Style.self)
        isSameStyle = { other in (other as? Style).map { styleValuesMatch(style, $0) } ?? false }
    }

    /// The same style, so buttons need not make their bodies again: the
    /// same type, and an equal value (`==`, or the same bytes). Every
    /// `.buttonStyle(_:)` makes a new one, so without this every body above
    /// a button would restyle it.
    static func == (lhs: AnyButtonStyle, rhs: AnyButtonStyle) -> Bool {
        lhs.styleType == rhs.styleType && lhs.isSameStyle(rhs.style)
    }
}

/// Whether two style values are the same: `==` when the style is
/// `Equatable`, else identical bytes (the same references, the same plain
/// values); a style that differs only in ways bytes cannot tell is made again.
private func styleValuesMatch<Style>(_ lhs: Style, _ rhs: Style) -> Bool {
    if let lhs = lhs as? any Equatable { return isEqual(lhs, rhs) }
    return valueBytesAreEqual(lhs, rhs)
}

private func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
    (rhs as? Value).map { lhs == $0 } ?? false
}

extension View {
    /// Sets the style of the buttons in this view.
    public func buttonStyle<Style: ButtonStyle>(_ style: Style) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(style))
    }
}

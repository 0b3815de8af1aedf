/// How labels look, applied to the labels in a view with `.labelStyle(_:)`.
///
/// ```swift
/// struct TrailingIconLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// ```
@MainActor
public protocol LabelStyle {
    /// The type of view the style produces.
    associatedtype Body: View
    /// The look of a label in `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style is given to draw a label.
    typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` draws: the label's title and icon.
@MainActor
public struct LabelStyleConfiguration {
    /// The label's title.
    public let title: AnyView
    /// The label's icon.
    public let icon: AnyView
    /// The title's words when the title is text, so an icon-only label can
    /// still be read by its title rather than by its symbol's name.
    let titleText: String?
}

/// The icon, a space, then the title: `⊔ Cart`.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    /// The icon and the title in a row.
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    /// The title.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

/// The icon alone: for toolbars and tight rows.
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    /// The icon, read by the label's title.
    public func makeBody(configuration: Configuration) -> some View {
        if let title = configuration.titleText {
            configuration.icon.accessibilityLabel(title)
        } else {
            configuration.icon
        }
    }
}

/// The platform default: the icon and the title.
public struct DefaultLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    /// The look of ``TitleAndIconLabelStyle``.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform default: the icon, then the title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

private struct LabelStyleKey: EnvironmentKey {
    static let defaultValue: AnyLabelStyle? = nil
}

extension EnvironmentValues {
    /// The style labels use; nil means the default, icon and title.
    var labelStyle: AnyLabelStyle? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

/// A type-erased ``LabelStyle``.
struct AnyLabelStyle {
    let makeBody: @MainActor (LabelStyleConfiguration) -> AnyView

    @MainActor
    init<Style: LabelStyle>(_ style: Style) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

extension View {
    /// Sets the style of the labels in this view.
    public func labelStyle<Style: LabelStyle>(_ style: Style) -> some View {
        environment(\.labelStyle, AnyLabelStyle(style))
    }
}

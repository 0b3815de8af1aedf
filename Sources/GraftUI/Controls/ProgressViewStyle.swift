import GraftTerminal

/// How progress views look, as SwiftUI's `ProgressViewStyle`: a style makes
/// the view for a progress view's configuration. Apply one with
/// `progressViewStyle(_:)`; it reaches every progress view inside.
///
/// ```swift
/// struct PercentStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
///     }
/// }
/// ```
@MainActor
public protocol ProgressViewStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// Makes the view for one progress view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style is given.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a ``ProgressViewStyle`` draws from.
@MainActor
public struct ProgressViewStyleConfiguration {
    /// How much is done, from 0 to 1; nil while it is not known (a spinner's case).
    public let fractionCompleted: Double?
    /// The progress view's label.
    public let label: AnyView?
    /// Which frame of an animation to draw: it moves on every animation tick
    /// the host gives while the progress is not known.
    public let animationFrame: Int
}

/// The look a progress view has without a style: a bar with its percentage
/// when the fraction is known, a spinner otherwise, then the label.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}

    /// A bar or a spinner, then the label.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted != nil {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        } else {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A bar filled to the fraction done, with the percentage; while the
/// fraction is not known, a short block runs along the bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}

    /// The bar, the percentage, then the label.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressChrome(
            kind: .bar, fraction: configuration.fractionCompleted, tick: configuration.animationFrame,
            label: configuration.label)
    }
}

/// A spinner, turning while the fraction is not known; with a known
/// fraction it stands still and shows the percentage.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}

    /// The spinner, the percentage when known, then the label.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressChrome(
            kind: .spinner, fraction: configuration.fractionCompleted, tick: configuration.animationFrame,
            label: configuration.label)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// A bar when the fraction is known, a spinner otherwise.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue: AnyProgressViewStyle? = nil
}

extension EnvironmentValues {
    /// The style progress views inside take; nil for the default.
    var progressViewStyle: AnyProgressViewStyle? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

/// A progress view style with its type erased, to keep in the environment.
struct AnyProgressViewStyle {
    let makeBody: @MainActor (ProgressViewStyleConfiguration) -> AnyView

    @MainActor
    init<Style: ProgressViewStyle>(_ style: Style) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

extension View {
    /// Sets the style of the progress views in this view.
    public func progressViewStyle<Style: ProgressViewStyle>(_ style: Style) -> some View {
        environment(\.progressViewStyle, AnyProgressViewStyle(style))
    }
}

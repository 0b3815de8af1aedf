import GraftTerminal

private struct FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}

private struct ForegroundStyleKey: EnvironmentKey {
    static let defaultValue = ForegroundStyle.primary
}

private struct TextAttributesKey: EnvironmentKey {
    static let defaultValue: TextAttributes = []
}

private struct TintKey: EnvironmentKey {
    static let defaultValue = Color.cyan
}

private struct LineLimitKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

private struct TruncationModeKey: EnvironmentKey {
    static let defaultValue = Text.TruncationMode.tail
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static let defaultValue = TextAlignment.leading
}

extension EnvironmentValues {
    /// The font text uses, or nil for the default (body).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The color or emphasis text and symbols use.
    public var foregroundStyle: ForegroundStyle {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// Attributes added to all text (`bold()`, `italic()` applied to a container).
    var textAttributes: TextAttributes {
        get { self[TextAttributesKey.self] }
        set { self[TextAttributesKey.self] = newValue }
    }

    /// The accent color of controls.
    public var tint: Color {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The most lines text may take, or nil for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// How the lines of multiline text are aligned.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
}

extension View {
    /// Sets the font of the text in this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets the color of the text and symbols in this view.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color.map(ForegroundStyle.color) ?? .primary)
    }

    /// Sets the accent color of controls in this view.
    public func tint(_ color: Color?) -> some View {
        environment(\.tint, color ?? .cyan)
    }

    /// Makes the text in this view bold.
    public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textAttributes) { if isActive { $0.insert(.bold) } }
    }

    /// Makes the text in this view italic.
    public func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textAttributes) { if isActive { $0.insert(.italic) } }
    }

    /// Underlines the text in this view.
    public func underline(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textAttributes) { if isActive { $0.insert(.underline) } }
    }

    /// Strikes through the text in this view.
    public func strikethrough(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textAttributes) { if isActive { $0.insert(.strikethrough) } }
    }

    /// Sets the font weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.textAttributes) { attributes in
            guard let weight else { return }
            attributes.subtract([.bold, .dim])
            attributes.formUnion(weight.attributes)
        }
    }

    /// Limits text in this view to `number` lines (nil: no limit).
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number.map { max($0, 1) })
    }

    /// Sets where text that does not fit is cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Aligns the lines of multiline text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Changes an environment value for this view and the views inside it.
    public func transformEnvironment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void
    ) -> some View {
        // The transform's effect cannot be compared, so every new value of
        // this view counts as a change (a fresh token is never equal).
        EnvironmentWriterView(content: self, value: TransformToken(), write: { transform(&$0[keyPath: keyPath]) })
    }
}

/// Stands for an environment transform, which cannot be compared: never equal to another.
final class TransformToken {}

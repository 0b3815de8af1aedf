import GraftTerminal

extension View {
    /// Sets the style of the text and symbols in this view: a color, a level
    /// of emphasis (`.secondary`, …), or any shape style.
    ///
    /// Text has one color per cell run, so a gradient or material draws text
    /// in the one color that stands for it (a gradient's middle); shapes
    /// filled with the foreground style draw it whole.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentWriterView(content: self, value: style) { environment in
            environment.foregroundStyle = ForegroundStyle(resolving: style, in: environment)
        }
    }

    /// Fills the view's frame with `style` behind its content; the fill
    /// extends as far as `edges` of the safe area allow.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        LayeredView(content: self, layer: _ShapeView.filling(with: style), alignment: .center, isOverlay: false)
    }

    /// Fills `shape`, the size of the view, with `style` behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        LayeredView(
            content: self, layer: _ShapeView(shape: shape, style: style, drawing: .fill(fillStyle)), alignment: .center,
            isOverlay: false)
    }

    /// Draws `background` behind this view, proposed the view's size and
    /// placed by `alignment`.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        LayeredView(content: self, layer: background, alignment: alignment, isOverlay: false)
    }

    /// Draws `overlay` in front of this view, proposed the view's size and
    /// placed by `alignment`.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        LayeredView(content: self, layer: overlay, alignment: alignment, isOverlay: true)
    }

    /// Covers the view's frame with `style` in front of its content: a
    /// translucent style tints what is beneath.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        LayeredView(content: self, layer: _ShapeView.filling(with: style), alignment: .center, isOverlay: true)
    }

    /// Fills `shape`, the size of the view, with `style` in front of the view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        LayeredView(
            content: self, layer: _ShapeView(shape: shape, style: style, drawing: .fill(fillStyle)), alignment: .center,
            isOverlay: true)
    }
}

extension ForegroundStyle {
    /// The foreground style that draws `style` where `environment` is
    /// current; `.foreground` keeps the environment's own.
    init<S: ShapeStyle>(resolving style: S, in environment: EnvironmentValues) {
        switch style {
        case let color as Color:
            self = .color(color)
        case let level as ForegroundStyle:
            self = level.level == .foreground ? environment.foregroundStyle : level
        case let erased as AnyShapeStyle:
            self.init(resolving: erased.base, in: environment)
        case let faded as any FadedShapeStyle:
            self = faded.foregroundStyle(in: environment)
        case let painted as any PaintedShapeStyle:
            self = .color(painted.representativeColor(in: environment))
        default:
            self = environment.foregroundStyle
        }
    }
}

/// A shape style at an opacity, seen by text: text in the terminal's own
/// color cannot blend, so it is dimmed instead.
protocol FadedShapeStyle {
    func foregroundStyle(in environment: EnvironmentValues) -> ForegroundStyle
}

extension _OpacityShapeStyle: FadedShapeStyle {
    func foregroundStyle(in environment: EnvironmentValues) -> ForegroundStyle {
        let base = ForegroundStyle(resolving: self.base, in: environment)
        let drawn = base.style(tint: environment.tint)
        guard drawn.foreground != .default else {
            return opacity * 255 <= Double(GraftTerminal.Style.dimmingOpacity) ? base.dimmed : base
        }
        return .color(drawn.foreground.multiplyingOpacity(by: opacity))
    }
}

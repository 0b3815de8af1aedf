import GraftTerminal

/// How a view's colors combine with those beneath it.
///
/// Graft accepts every mode and draws normally: a terminal's cells are
/// opaque text on an opaque background, with no layer to blend with.
public enum BlendMode: Sendable, Hashable {
    /// The view's colors cover what is beneath.
    case normal
    /// Multiplies colors with those beneath.
    case multiply
    /// Multiplies the inverses of colors with those beneath.
    case screen
    /// Multiplies or screens, depending on the colors beneath.
    case overlay
    /// The darker of the colors and those beneath.
    case darken
    /// The lighter of the colors and those beneath.
    case lighten
    /// Brightens the colors beneath to reflect the view's.
    case colorDodge
    /// Darkens the colors beneath to reflect the view's.
    case colorBurn
    /// Darkens or lightens, depending on the view's colors.
    case softLight
    /// Multiplies or screens, depending on the view's colors.
    case hardLight
    /// The difference of the colors and those beneath.
    case difference
    /// Like `difference`, with lower contrast.
    case exclusion
    /// The view's hue with the saturation and luminosity beneath.
    case hue
    /// The view's saturation with the hue and luminosity beneath.
    case saturation
    /// The view's hue and saturation with the luminosity beneath.
    case color
    /// The view's luminosity with the hue and saturation beneath.
    case luminosity
    /// The view drawn only where something is beneath it.
    case sourceAtop
    /// What is beneath drawn over the view.
    case destinationOver
    /// What is beneath, erased where the view draws.
    case destinationOut
    /// The colors and those beneath added, darkened.
    case plusDarker
    /// The colors and those beneath added, lightened.
    case plusLighter
}

/// How a rendered group of views keeps its colors.
public enum ColorRenderingMode: Sendable, Hashable {
    /// Colors in the nonlinear sRGB space.
    case nonLinear
    /// Colors in the linear sRGB space.
    case linear
    /// Colors in the extended linear sRGB space.
    case extendedLinear
}

extension View {
    /// Sets how the view's colors combine with those beneath it.
    ///
    /// Accepted and drawn as ``BlendMode/normal``: see ``BlendMode``.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        self
    }

    /// Composites the view's content into one image before showing it.
    ///
    /// Everything in a terminal is drawn into one grid of cells already,
    /// so the view draws as it would without this.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        self
    }

    /// Wraps the view in a compositing group, so effects apply to it as a whole.
    ///
    /// Graft applies its effects to the cells a view drew, which is what a
    /// group gives, so the view draws as it would without this.
    public func compositingGroup() -> some View {
        self
    }
}

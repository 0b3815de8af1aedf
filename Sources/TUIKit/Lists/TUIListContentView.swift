/// The view that shows a ``TUIListContentConfiguration``: the glyph, then
/// the text wrapped to the width, then the secondary text below it or at the
/// trailing edge.
@MainActor
open class TUIListContentView: TUIView, TUIContentView {
    private var listConfiguration: TUIListContentConfiguration

    /// Creates a view showing `configuration`.
    public init(configuration: TUIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    /// The configuration shown; setting one of another type is a programmer error.
    public var configuration: any TUIContentConfiguration {
        get { listConfiguration }
        set {
            guard let configuration = newValue as? TUIListContentConfiguration else {
                preconditionFailure("TUIListContentView.configuration: expected a TUIListContentConfiguration, got \(type(of: newValue))")
            }
            guard configuration != listConfiguration else { return }
            listConfiguration = configuration
            setNeedsDisplay()
        }
    }

    /// The configuration shown, typed.
    public var listContentConfiguration: TUIListContentConfiguration { listConfiguration }

    // MARK: - Layout

    /// The lines to draw in `width` columns.
    private struct Lines {
        var glyphWidth = 0
        var text: [String] = []
        var secondary: [String] = []
        var secondaryBesideText = false
        var textLeft = 0
        var textWidth = 0

        var height: Int { secondaryBesideText ? max(text.count, secondary.isEmpty ? 0 : 1) : text.count + secondary.count }
    }

    private func lines(width: Int) -> Lines {
        let configuration = listConfiguration
        let margins = configuration.directionalLayoutMargins
        var result = Lines()
        result.glyphWidth = configuration.image.map { $0.displayWidth } ?? 0
        result.textLeft = margins.leading + (result.glyphWidth > 0 ? result.glyphWidth + configuration.imageToTextPadding : 0)
        result.textWidth = max(0, width - result.textLeft - margins.trailing)
        let secondary = configuration.secondaryText ?? ""
        if configuration.prefersSideBySideTextAndSecondaryText, !secondary.isEmpty {
            let secondaryWidth = min(secondary.displayWidth, result.textWidth / 2)
            result.secondary = TextLayout.lines(of: secondary, width: max(secondaryWidth, 1), maxLines: 1, mode: .byTruncatingTail)
            result.secondaryBesideText = true
            result.text = layout(
                configuration.text, properties: configuration.textProperties,
                width: max(result.textWidth - secondaryWidth - 1, 1))
        } else {
            result.text = layout(configuration.text, properties: configuration.textProperties, width: result.textWidth)
            result.secondary = layout(secondary, properties: configuration.secondaryTextProperties, width: result.textWidth)
        }
        return result
    }

    private func layout(_ text: String?, properties: TUIListContentConfiguration.TextProperties, width: Int) -> [String] {
        guard let text, !text.isEmpty, width > 0 else { return [] }
        let limit = properties.numberOfLines > 0 ? properties.numberOfLines : nil
        return TextLayout.lines(of: text, width: width, maxLines: limit, mode: properties.lineBreakMode)
    }

    /// The height the content needs at `size.width`: its wrapped lines plus
    /// the vertical margins, at least one row.
    open override func sizeThatFits(_ size: Size) -> Size {
        let layout = lines(width: size.width)
        let margins = listConfiguration.directionalLayoutMargins
        var height = layout.height
        if !layout.secondaryBesideText, !layout.text.isEmpty, !layout.secondary.isEmpty {
            height += listConfiguration.textToSecondaryTextVerticalPadding
        }
        return Size(width: size.width, height: max(1, height + margins.top + margins.bottom))
    }

    // MARK: - Drawing

    /// Draws the glyph, the text and the secondary text.
    open override func draw(_ rect: Rect, in canvas: inout Canvas) {
        let configuration = listConfiguration
        let layout = lines(width: bounds.width)
        let selected = configuration.isSelectedAppearance
        let dim: TextAttributes = configuration.isDisabledAppearance ? [.dim] : []
        var y = bounds.minY + configuration.directionalLayoutMargins.top
        let left = bounds.minX + layout.textLeft
        if let image = configuration.image {
            let color = selected ? Color.black : terminalColor(configuration.imageProperties.tintColor ?? tintColor ?? .label)
            canvas.put(
                image, at: Point(x: bounds.minX + configuration.directionalLayoutMargins.leading, y: y),
                style: Style(foreground: color, attributes: dim))
        }
        let textStyle = style(for: configuration.textProperties, selected: selected, extra: dim)
        for line in layout.text {
            canvas.write(
                line, at: Point(x: left + alignmentOffset(line, width: layout.textWidth, configuration.textProperties), y: y),
                style: textStyle)
            y += 1
        }
        let secondaryStyle = style(for: configuration.secondaryTextProperties, selected: selected, extra: dim)
        if layout.secondaryBesideText {
            if let line = layout.secondary.first {
                let x = left + layout.textWidth - line.displayWidth
                canvas.write(line, at: Point(x: x, y: bounds.minY + configuration.directionalLayoutMargins.top), style: secondaryStyle)
            }
            return
        }
        if !layout.text.isEmpty { y += configuration.textToSecondaryTextVerticalPadding }
        for line in layout.secondary {
            canvas.write(
                line, at: Point(x: left + alignmentOffset(line, width: layout.textWidth, configuration.secondaryTextProperties), y: y),
                style: secondaryStyle)
            y += 1
        }
    }

    private func style(for properties: TUIListContentConfiguration.TextProperties, selected: Bool, extra: TextAttributes) -> Style {
        Style(
            foreground: selected ? .black : terminalColor(properties.color ?? .label), attributes: properties.font.attributes.union(extra))
    }

    private func alignmentOffset(_ line: String, width: Int, _ properties: TUIListContentConfiguration.TextProperties) -> Int {
        let spare = max(0, width - line.displayWidth)
        switch properties.alignment {
        case .left: return 0
        case .center: return spare / 2
        case .right: return spare
        case .natural: return effectiveUserInterfaceLayoutDirection == .rightToLeft ? spare : 0
        }
    }
}

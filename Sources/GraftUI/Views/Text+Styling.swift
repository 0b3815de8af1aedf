import GraftTerminal

// Modifiers that return `Text` rather than `some View`, so styled texts
// still concatenate with `+`: `Text("a").foregroundStyle(.red) + Text("b")`.

extension Text {
    /// Text drawn in `style`: a color, a level of emphasis (`.secondary`,
    /// `.tint`, …), or any shape style (a gradient draws the one color
    /// that stands for it). `.foreground` leaves the environment's style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        // Levels resolve where the text is shown; other styles need no
        // environment beyond the default to pick their color.
        let resolved = ForegroundStyle(resolving: style, in: EnvironmentValues())
        var copy = self
        for index in copy.pieces.indices {
            if case .foreground = (style as? ForegroundStyle)?.level {
                copy.pieces[index].foregroundStyle = nil
            } else {
                copy.pieces[index].foregroundStyle = resolved
            }
        }
        return copy
    }

    /// Text in `font`: its attributes (bold for a headline, dim for a
    /// caption) are added to the text's. Nil changes nothing.
    public func font(_ font: Font?) -> Text {
        guard let font else { return self }
        return restyled { $0.attributes.formUnion(font.attributes) }
    }

    /// Text in `weight`: bold for the heavy weights, dim for the light ones.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        guard let weight else { return self }
        return restyled { style in
            style.attributes.subtract([.bold, .dim])
            style.attributes.formUnion(weight.attributes)
        }
    }

    /// Bold text when `isActive` is true.
    public func bold(_ isActive: Bool) -> Text {
        isActive ? bold() : self
    }

    /// Italic text when `isActive` is true.
    public func italic(_ isActive: Bool) -> Text {
        isActive ? italic() : self
    }
}

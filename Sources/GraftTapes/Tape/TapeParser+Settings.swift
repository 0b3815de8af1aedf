import GraftTerminal

/// `Set NAME VALUE`: every setting VHS has, and Graft's `Size`.
extension TapeParser {
    /// The settings a tape may set, in the order the error about an unknown one lists them.
    static let settingNames = [
        "Size", "Width", "Height", "FontSize", "FontFamily", "LineHeight", "Padding", "Theme", "TypingSpeed",
        "Framerate", "WaitTimeout", "WaitPattern", "Shell", "LetterSpacing", "PlaybackSpeed", "LoopOffset",
        "Margin", "MarginFill", "WindowBar", "WindowBarSize", "BorderRadius", "CursorBlink",
    ]

    /// The window bar styles VHS draws.
    static let windowBars: Set<String> = ["Colorful", "ColorfulRight", "Rings", "RingsRight"]

    mutating func parseSetting(after set: TapeToken) throws(TapeError) -> TapeSetting {
        try refuseSpeed(after: set)
        guard let name = argument(after: set), name.kind == .word else {
            throw expected("a setting after 'Set', such as Width, FontSize or TypingSpeed", after: set)
        }
        position += 1
        switch name.text {
        case "Size":
            if let sizeLine {
                throw error(at: name, "the size is already set on line \(sizeLine)")
            }
            try refuseAfterFirstCommand(name)
            sizeLine = name.line
            return .size(try parseSize(after: name))
        case "Width", "Height":
            try refuseAfterFirstCommand(name)
            let pixels = try number(after: name, what: "a width in pixels", in: 1 ... 100_000)
            guard pixels == pixels.rounded() else {
                throw error(at: lastToken, "expected whole pixels after 'Set \(name.text)', found '\(lastToken.text)'")
            }
            return name.text == "Width" ? .width(Int(pixels)) : .height(Int(pixels))
        case "TypingSpeed":
            return .typingSpeed(try duration(after: name, what: "a duration after 'Set TypingSpeed', such as 50ms or 0.1"))
        case "WaitTimeout":
            return .waitTimeout(try duration(after: name, what: "a duration after 'Set WaitTimeout', such as 15s"))
        case "WaitPattern":
            guard let pattern = argument(after: name), pattern.kind == .regex || Self.isString(pattern) || pattern.kind == .number else {
                throw expected("a pattern after 'Set WaitPattern', such as /\\$ $/", after: name)
            }
            position += 1
            try checkRegex(pattern)
            return .waitPattern(pattern.text)
        case "FontSize":
            return .fontSize(try number(after: name, what: "a font size in pixels", in: 1 ... 1_000))
        case "LineHeight":
            return .lineHeight(try number(after: name, what: "a line height such as 1.2", in: 0.1 ... 10))
        case "Padding":
            return .padding(try number(after: name, what: "a padding in pixels", in: 0 ... 10_000))
        case "Framerate":
            let rate = try number(after: name, what: "frames a second", in: 1 ... 1_000)
            return .framerate(Int(rate))
        case "FontFamily":
            return .fontFamily(
                try stringArgument(after: name, what: "a font name after 'Set FontFamily', such as \"DejaVu Sans Mono\"").text)
        case "Theme":
            return .theme(try parseTheme(after: name))
        case "Shell":
            return .ignored(name: name.text, value: try stringArgument(after: name, what: "a shell after 'Set Shell', such as bash").text)
        case "LetterSpacing", "PlaybackSpeed", "Margin", "WindowBarSize", "BorderRadius":
            let value = try number(after: name, what: "a number", in: 0 ... 100_000)
            return .ignored(name: name.text, value: SVGRenderer.number(value))
        case "LoopOffset":
            var value = SVGRenderer.number(try number(after: name, what: "a frame or a percentage", in: 0 ... 1_000_000))
            if let percent = peek(after: lastToken), percent.text == "%", lastToken.touches(percent) {
                position += 1
                value += "%"
            }
            return .ignored(name: name.text, value: value)
        case "MarginFill":
            let color = try stringArgument(after: name, what: "a color after 'Set MarginFill', such as \"#674EFF\"")
            if color.text.hasPrefix("#"), TerminalTheme.rgb(hex: color.text) == nil {
                throw error(at: color, "\"\(color.text)\" is not a color; write #RRGGBB")
            }
            return .ignored(name: name.text, value: color.text)
        case "WindowBar":
            let bar = try stringArgument(after: name, what: "a window bar after 'Set WindowBar', such as Colorful")
            guard Self.windowBars.contains(bar.text) else {
                throw error(
                    at: bar, "'\(bar.text)' is not a window bar; valid bars are \(Self.windowBars.sorted().joined(separator: ", "))")
            }
            return .ignored(name: name.text, value: bar.text)
        case "CursorBlink":
            guard let value = argument(after: name), value.text == "true" || value.text == "false" else {
                throw expected("true or false after 'Set CursorBlink'", after: name)
            }
            position += 1
            return .ignored(name: name.text, value: value.text)
        default:
            let match = Self.settingNames.first { $0.lowercased() == name.text.lowercased() }
            throw error(
                at: name, "unknown setting '\(name.text)'; valid settings are \(Self.settingNames.joined(separator: ", "))",
                hint: match.map { "did you mean '\($0)'?" })
        }
    }

    private mutating func parseTheme(after name: TapeToken) throws(TapeError) -> TapeTheme {
        guard let value = argument(after: name), value.kind == .json || Self.isString(value) else {
            throw expected("a theme after 'Set Theme': a name such as \"Graft Light\", or a { … } object", after: name)
        }
        position += 1
        guard value.kind == .json else { return .named(value.text) }
        do throws(TerminalTheme.ThemeError) {
            _ = try TerminalTheme(vhsJSON: value.text)
        } catch {
            throw self.error(
                at: value, "invalid theme: \(error.message)",
                hint: "a theme object names colors as \"#rrggbb\": background, foreground, black, red, … brightWhite")
        }
        return .json(value.text)
    }

    /// A number in a range, after a setting.
    private mutating func number(after name: TapeToken, what: String, in range: ClosedRange<Double>) throws(TapeError) -> Double {
        guard let token = argument(after: name), token.kind == .number else {
            throw expected("\(what) after 'Set \(name.text)'", after: name)
        }
        guard let value = TapeValues.number(token.text), range.contains(value) else {
            throw error(
                at: token,
                "expected \(what) from \(SVGRenderer.number(range.lowerBound)) to \(SVGRenderer.number(range.upperBound)) after 'Set \(name.text)', found '\(token.text)'"
            )
        }
        position += 1
        return value
    }

    private func refuseAfterFirstCommand(_ name: TapeToken) throws(TapeError) {
        guard let firstCommandLine else { return }
        throw error(
            at: name, "'Set \(name.text)' must come before the first command (line \(firstCommandLine))",
            hint: "use 'Resize COLSxROWS' to change the size later")
    }
}

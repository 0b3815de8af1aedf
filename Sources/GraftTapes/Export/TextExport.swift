import GraftTerminal

extension Recording {
    /// The screenshots and the final frame as plain text, for reading and
    /// for diffing in a pull request.
    ///
    /// Each frame follows a header line `--- NAME ---`, the final frame's is
    /// `--- final ---`. Trailing spaces are trimmed from every line, and the
    /// result ends with a line break, so equal recordings give equal bytes.
    ///
    /// ```
    /// --- cart ---
    /// Cart: 2 items
    /// --- final ---
    /// Thank you!
    /// ```
    public func plainText() -> String {
        sections { $0.text }
    }

    /// The screenshots and the final frame as text with ANSI SGR styling,
    /// laid out as ``plainText()``; `cat` it in a terminal to see the frames.
    ///
    /// - Parameter colorSupport: The color level to downgrade colors to.
    public func ansiText(colorSupport: ColorSupport = .trueColor) -> String {
        sections { $0.styledText(colorSupport: colorSupport) }
    }

    private func sections(_ render: (Canvas) -> String) -> String {
        var output = ""
        for screenshot in screenshots {
            output += "--- \(screenshot.name) ---\n" + render(screenshot.frame) + "\n"
        }
        return output + "--- final ---\n" + render(finalFrame) + "\n"
    }
}

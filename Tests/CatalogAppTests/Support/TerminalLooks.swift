import GraftTerminal

/// What a person sees of one cell's style on a 256-color terminal: its
/// colors as palette indexes (nil for the terminal's own) and the attributes
/// a terminal shows. What cannot be seen on a blank (its foreground, bold,
/// dim) is left out unless the blank is underlined or reversed.
struct CellLook: Hashable, CustomStringConvertible {
    var foreground: Int?
    var background: Int?
    var attributes: TextAttributes = []

    /// The attributes compared; italic and strikethrough depend on the terminal type.
    static let shownAttributes: TextAttributes = [.bold, .dim, .underline, .reverse]

    init(foreground: Int?, background: Int?, attributes: TextAttributes, isBlank: Bool) {
        self.background = background
        let attributes = attributes.intersection(Self.shownAttributes)
        if isBlank, attributes.isDisjoint(with: [.underline, .reverse]) {
            self.foreground = nil
            self.attributes = attributes.subtracting([.bold, .dim])
        } else {
            self.foreground = foreground
            self.attributes = attributes
        }
    }

    /// The look of `style` once the app has brought its colors down to 256.
    init(_ style: Style, isBlank: Bool) {
        self.init(
            foreground: Self.paletteIndex(of: style.foreground), background: Self.paletteIndex(of: style.background),
            attributes: style.attributes, isBlank: isBlank)
    }

    private static func paletteIndex(of color: Color) -> Int? {
        switch color.downgraded(to: .indexed256) {
        case .default: nil
        case .ansi(let ansi): Int(ansi.rawValue)
        case .indexed(let index): Int(index)
        case .rgb, .rgba: nil
        }
    }

    var description: String {
        "fg=\(foreground.map(String.init) ?? "default") bg=\(background.map(String.init) ?? "default")"
            + (attributes.contains(.bold) ? " bold" : "") + (attributes.contains(.dim) ? " dim" : "")
            + (attributes.contains(.underline) ? " underline" : "") + (attributes.contains(.reverse) ? " reverse" : "")
    }
}

/// The looks of every cell of a screen, from a headless canvas or from what
/// tmux reports of a real terminal (`capture-pane -e`), to compare colors
/// and attributes cell by cell.
enum TerminalLooks {
    /// The looks of `canvas`.
    static func looks(of canvas: Canvas) -> [[CellLook]] {
        (0 ..< canvas.size.height).map { y in
            canvas.row(y).map { cell in CellLook(cell.style, isBlank: cell.character == " " && !cell.isContinuation) }
        }
    }

    /// The looks of a `size` screen that tmux printed with its styles as SGR
    /// escape sequences (`capture-pane -e -N`); nil for cells past the end of
    /// a line. tmux does not print cells an erase filled (ncurses clears the
    /// rest of a line with the current background), so their look is unknown.
    static func parse(_ captured: String, size: Size) -> [[CellLook?]] {
        var rows: [[CellLook?]] = []
        // tmux sends only changes of style, from cell to cell across lines too.
        var pen = Pen()
        for line in captured.split(separator: "\n", omittingEmptySubsequences: false).prefix(size.height) {
            var row: [CellLook?] = []
            var scalars = Substring(line)
            while let character = scalars.first, row.count < size.width {
                if character == "\u{1B}", scalars.dropFirst().first == "[", let end = scalars.firstIndex(of: "m") {
                    let parameters = scalars[scalars.index(scalars.startIndex, offsetBy: 2) ..< end]
                    pen.apply(parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 })
                    scalars = scalars[scalars.index(after: end)...]
                    continue
                }
                let look: CellLook? = pen.look(isBlank: character == " ")
                row.append(contentsOf: repeatElement(look, count: max(1, String(character).displayWidth)))
                scalars = scalars.dropFirst()
            }
            rows.append(Array((row + repeatElement(nil, count: max(0, size.width - row.count))).prefix(size.width)))
        }
        return rows + repeatElement(Array(repeating: nil, count: size.width), count: max(0, size.height - rows.count))
    }

    /// The first few cells whose looks differ, one line each.
    static func differences(expected: [[CellLook]], actual: [[CellLook?]], limit: Int = 8) -> [String] {
        var found: [String] = []
        for (y, (want, have)) in zip(expected, actual).enumerated() {
            for (x, (wanted, had)) in zip(want, have).enumerated() {
                guard let had, wanted != had else { continue }
                found.append("(\(x), \(y)): expected \(wanted), terminal shows \(had)")
                if found.count == limit { return found }
            }
        }
        return found
    }

    /// The style SGR sequences have set so far on a line.
    private struct Pen {
        var foreground: Int?
        var background: Int?
        var attributes: TextAttributes = []

        func look(isBlank: Bool) -> CellLook {
            CellLook(foreground: foreground, background: background, attributes: attributes, isBlank: isBlank)
        }

        mutating func apply(_ codes: [Int]) {
            var codes = codes[...]
            while let code = codes.popFirst() {
                switch code {
                case 0: self = Pen()
                case 1: attributes.insert(.bold)
                case 2: attributes.insert(.dim)
                case 4: attributes.insert(.underline)
                case 7: attributes.insert(.reverse)
                case 22: attributes.subtract([.bold, .dim])
                case 24: attributes.remove(.underline)
                case 27: attributes.remove(.reverse)
                case 30 ... 37: foreground = code - 30
                case 90 ... 97: foreground = code - 90 + 8
                case 39: foreground = nil
                case 40 ... 47: background = code - 40
                case 100 ... 107: background = code - 100 + 8
                case 49: background = nil
                case 38, 48:
                    // 38;5;n and 48;5;n: a palette index.
                    guard codes.first == 5, codes.count >= 2 else { continue }
                    codes.removeFirst()
                    let index = codes.removeFirst()
                    if code == 38 { foreground = index } else { background = index }
                default: break
                }
            }
        }
    }
}

/// The look of a drawn line or box border.
public enum LineStyle: Hashable, Sendable, CaseIterable {
    /// Light lines: `─ │ ┌ ┐`.
    case single
    /// Double lines: `═ ║ ╔ ╗`.
    case double
    /// Light lines with rounded corners: `─ │ ╭ ╮`.
    case rounded
    /// Heavy lines: `━ ┃ ┏ ┓`.
    case heavy

    var weight: BoxGlyphs.Weight {
        switch self {
        case .single, .rounded: .light
        case .double: .double
        case .heavy: .heavy
        }
    }
}

/// The box-drawing characters, described by their arms.
///
/// Each cell of a line carries up to four arms (up, right, down, left), each
/// light, heavy or double. Drawing a line over a cell that already shows a
/// box-drawing character merges the arms, so crossing lines become `┼`,
/// a divider meeting a border becomes `├`, and box corners join.
enum BoxGlyphs {
    enum Weight: UInt8 {
        case none = 0, light = 1, heavy = 2, double = 3
    }

    /// Four 2-bit weights: up (bits 0–1), right (2–3), down (4–5), left (6–7).
    struct Arms: Hashable {
        var rawValue: UInt8

        static let none = Arms(rawValue: 0)

        init(rawValue: UInt8) { self.rawValue = rawValue }

        init(up: Weight = .none, right: Weight = .none, down: Weight = .none, left: Weight = .none) {
            rawValue = up.rawValue | right.rawValue << 2 | down.rawValue << 4 | left.rawValue << 6
        }

        /// Arms in `other` replace the same arms here; missing ones are kept.
        func merged(with other: Arms) -> Arms {
            var result = rawValue
            for shift in stride(from: UInt8(0), to: 8, by: 2) where (other.rawValue >> shift) & 3 != 0 {
                result = result & ~(3 << shift) | other.rawValue & (3 << shift)
            }
            return Arms(rawValue: result)
        }

        /// Every present arm set to `weight`.
        func uniform(_ weight: Weight) -> Arms {
            var result: UInt8 = 0
            for shift in stride(from: UInt8(0), to: 8, by: 2) where (rawValue >> shift) & 3 != 0 {
                result |= weight.rawValue << shift
            }
            return Arms(rawValue: result)
        }

        var hasVertical: Bool { rawValue & 0b0011_0011 != 0 }
        var hasHorizontal: Bool { rawValue & 0b1100_1100 != 0 }
    }

    /// The glyph for `arms`, falling back to uniform weights where Unicode has
    /// no glyph for a mix (heavy with double, or a lone double arm).
    static func glyph(for arms: Arms, preferred weight: Weight, rounded: Bool) -> Character {
        if rounded, let corner = roundedCorners[arms] { return corner }
        if let glyph = glyphs[arms] { return glyph }
        if let glyph = glyphs[arms.uniform(weight)] { return glyph }
        return glyphs[arms.uniform(.light)] ?? " "
    }

    /// The arms of `character`, if it is a box-drawing character.
    static func arms(of character: Character) -> Arms? {
        armsByGlyph[character]
    }

    private static let roundedCorners: [Arms: Character] = [
        Arms(right: .light, down: .light): "╭",
        Arms(down: .light, left: .light): "╮",
        Arms(up: .light, left: .light): "╯",
        Arms(up: .light, right: .light): "╰",
    ]

    private static let armsByGlyph: [Character: Arms] = {
        var table: [Character: Arms] = [:]
        for (arms, glyph) in glyphs { table[glyph] = arms }
        for (arms, glyph) in roundedCorners { table[glyph] = arms }
        return table
    }()

    /// Each glyph with its arms written as four letters, up right down left:
    /// `-` none, `l` light, `h` heavy, `d` double.
    private static let glyphs: [Arms: Character] = {
        let table: [(String, Character)] = [
            ("-l-l", "─"), ("-h-h", "━"), ("l-l-", "│"), ("h-h-", "┃"),
            ("-ll-", "┌"), ("-hl-", "┍"), ("-lh-", "┎"), ("-hh-", "┏"),
            ("--ll", "┐"), ("--lh", "┑"), ("--hl", "┒"), ("--hh", "┓"),
            ("ll--", "└"), ("lh--", "┕"), ("hl--", "┖"), ("hh--", "┗"),
            ("l--l", "┘"), ("l--h", "┙"), ("h--l", "┚"), ("h--h", "┛"),
            ("lll-", "├"), ("lhl-", "┝"), ("hll-", "┞"), ("llh-", "┟"),
            ("hlh-", "┠"), ("hhl-", "┡"), ("lhh-", "┢"), ("hhh-", "┣"),
            ("l-ll", "┤"), ("l-lh", "┥"), ("h-ll", "┦"), ("l-hl", "┧"),
            ("h-hl", "┨"), ("h-lh", "┩"), ("l-hh", "┪"), ("h-hh", "┫"),
            ("-lll", "┬"), ("-llh", "┭"), ("-hll", "┮"), ("-hlh", "┯"),
            ("-lhl", "┰"), ("-lhh", "┱"), ("-hhl", "┲"), ("-hhh", "┳"),
            ("ll-l", "┴"), ("ll-h", "┵"), ("lh-l", "┶"), ("lh-h", "┷"),
            ("hl-l", "┸"), ("hl-h", "┹"), ("hh-l", "┺"), ("hh-h", "┻"),
            ("llll", "┼"), ("lllh", "┽"), ("lhll", "┾"), ("lhlh", "┿"),
            ("hlll", "╀"), ("llhl", "╁"), ("hlhl", "╂"), ("hllh", "╃"),
            ("hhll", "╄"), ("llhh", "╅"), ("lhhl", "╆"), ("hhlh", "╇"),
            ("lhhh", "╈"), ("hlhh", "╉"), ("hhhl", "╊"), ("hhhh", "╋"),
            ("-d-d", "═"), ("d-d-", "║"),
            ("-dl-", "╒"), ("-ld-", "╓"), ("-dd-", "╔"),
            ("--ld", "╕"), ("--dl", "╖"), ("--dd", "╗"),
            ("ld--", "╘"), ("dl--", "╙"), ("dd--", "╚"),
            ("l--d", "╛"), ("d--l", "╜"), ("d--d", "╝"),
            ("ldl-", "╞"), ("dld-", "╟"), ("ddd-", "╠"),
            ("l-ld", "╡"), ("d-dl", "╢"), ("d-dd", "╣"),
            ("-dld", "╤"), ("-ldl", "╥"), ("-ddd", "╦"),
            ("ld-d", "╧"), ("dl-l", "╨"), ("dd-d", "╩"),
            ("ldld", "╪"), ("dldl", "╫"), ("dddd", "╬"),
            ("---l", "╴"), ("l---", "╵"), ("-l--", "╶"), ("--l-", "╷"),
            ("---h", "╸"), ("h---", "╹"), ("-h--", "╺"), ("--h-", "╻"),
            ("-h-l", "╼"), ("l-h-", "╽"), ("-l-h", "╾"), ("h-l-", "╿"),
        ]
        func weight(_ letter: Character) -> Weight {
            switch letter {
            case "l": .light
            case "h": .heavy
            case "d": .double
            default: .none
            }
        }
        var result: [Arms: Character] = [:]
        for (spec, glyph) in table {
            let letters = Array(spec)
            let arms = Arms(
                up: weight(letters[0]), right: weight(letters[1]),
                down: weight(letters[2]), left: weight(letters[3]))
            precondition(result[arms] == nil, "BoxGlyphs: \(spec) is listed twice")
            result[arms] = glyph
        }
        return result
    }()
}

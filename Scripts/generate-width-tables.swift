// Generates Sources/GraftTerminal/Text/WidthTables.swift, the range tables behind
// `Character.displayWidth`.
//
// Usage (from the package root):
//
//     pip install unicodedata2==17.0.1
//     swift Scripts/generate-width-tables.swift
//
// An optional argument overrides the output path.
//
// Sources:
// - General_Category, Emoji, Emoji_Presentation, Default_Ignorable_Code_Point and
//   character names come from the Swift standard library (`Unicode.Scalar.Properties`),
//   the same data that drives grapheme segmentation of `Character`.
// - East_Asian_Width is not exposed by Swift; it comes from the `unicodedata2` Python
//   package. The script refuses to run unless both report the same Unicode version and
//   agree on the General_Category of every code point.

import Foundation

// MARK: - Utilities

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

func note(_ message: String) {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
}

/// Runs `python3` with `program` and returns its standard output.
func runPython(_ program: String) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", program]
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch { fail("cannot run python3: \(error)") }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        fail("python3 failed; is unicodedata2 installed? (pip install unicodedata2==17.0.1)")
    }
    return String(decoding: data, as: UTF8.self)
}

/// Two-letter General_Category abbreviations, as used by the Unicode Character Database.
func abbreviation(_ category: Unicode.GeneralCategory) -> String {
    switch category {
    case .uppercaseLetter: "Lu"
    case .lowercaseLetter: "Ll"
    case .titlecaseLetter: "Lt"
    case .modifierLetter: "Lm"
    case .otherLetter: "Lo"
    case .nonspacingMark: "Mn"
    case .spacingMark: "Mc"
    case .enclosingMark: "Me"
    case .decimalNumber: "Nd"
    case .letterNumber: "Nl"
    case .otherNumber: "No"
    case .connectorPunctuation: "Pc"
    case .dashPunctuation: "Pd"
    case .openPunctuation: "Ps"
    case .closePunctuation: "Pe"
    case .initialPunctuation: "Pi"
    case .finalPunctuation: "Pf"
    case .otherPunctuation: "Po"
    case .mathSymbol: "Sm"
    case .currencySymbol: "Sc"
    case .modifierSymbol: "Sk"
    case .otherSymbol: "So"
    case .spaceSeparator: "Zs"
    case .lineSeparator: "Zl"
    case .paragraphSeparator: "Zp"
    case .control: "Cc"
    case .format: "Cf"
    case .surrogate: "Cs"
    case .privateUse: "Co"
    case .unassigned: "Cn"
    @unknown default: fail("unknown general category \(category)")
    }
}

/// Sorted, merged closed ranges from an ascending list of code points.
func ranges(_ values: [UInt32]) -> [ClosedRange<UInt32>] {
    var result: [ClosedRange<UInt32>] = []
    for value in values {
        if let last = result.last, last.upperBound &+ 1 == value {
            result[result.count - 1] = last.lowerBound...value
        } else {
            result.append(value...value)
        }
    }
    return result
}

func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

// MARK: - Unicode versions

let allScalars: [Unicode.Scalar] = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init)

let swiftVersion: String = {
    var newest = (major: 0, minor: 0)
    for scalar in allScalars {
        if let age = scalar.properties.age, (age.major, age.minor) > newest { newest = age }
    }
    return "\(newest.major).\(newest.minor).0"
}()

// East_Asian_Width and General_Category per code point, as runs "first last eaw gc".
let pythonProgram = """
import sys, importlib.metadata, unicodedata2 as u
out = [u.unidata_version + ' ' + importlib.metadata.version('unicodedata2')]
start, key = 0, None
for cp in range(0x110000):
    if 0xD800 <= cp <= 0xDFFF:
        k = None
    else:
        c = chr(cp)
        k = u.east_asian_width(c) + ' ' + u.category(c)
    if k != key:
        if key is not None:
            out.append('%X %X %s' % (start, cp - 1, key))
        start, key = cp, k
out.append('%X %X %s' % (start, 0x10FFFF, key))
sys.stdout.write('\\n'.join(out) + '\\n')
"""

let pythonLines = runPython(pythonProgram).split(separator: "\n")
let header = pythonLines[0].split(separator: " ")
let pythonUnicodeVersion = String(header[0])
let unicodedata2Version = String(header[1])
guard pythonUnicodeVersion == swiftVersion else {
    fail("unicodedata2 has Unicode \(pythonUnicodeVersion) but Swift has \(swiftVersion);"
        + " install the unicodedata2 release for Unicode \(swiftVersion)")
}

var eastAsianWidth: [UInt32: Substring] = [:]
var pythonCategory: [UInt32: Substring] = [:]
for line in pythonLines.dropFirst() {
    let fields = line.split(separator: " ")
    guard fields.count == 4,
        let first = UInt32(fields[0], radix: 16),
        let last = UInt32(fields[1], radix: 16)
    else { fail("unexpected line from python: \(line)") }
    for value in first...last {
        eastAsianWidth[value] = fields[2]
        pythonCategory[value] = fields[3]
    }
}

for scalar in allScalars {
    let swiftCategory = abbreviation(scalar.properties.generalCategory)
    guard pythonCategory[scalar.value].map(String.init) == swiftCategory else {
        let other = pythonCategory[scalar.value].map(String.init) ?? "-"
        fail("U+\(hex(scalar.value)) is \(swiftCategory) in Swift but \(other) in unicodedata2")
    }
}

// MARK: - Classification

/// Prepended_Concatenation_Mark (PropList.txt): format characters that are drawn, spanning
/// the digits that follow them. Neither source exposes the property, so it is listed here.
let prependedConcatenationMarks: Set<UInt32> = Set(
    Array(0x0600...0x0605) + [0x06DD, 0x070F, 0x0890, 0x0891, 0x08E2, 0x110BD, 0x110CD]
)

let softHyphen: UInt32 = 0x00AD
let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF

func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    switch properties.generalCategory {
    case .control, .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator:
        return true
    case .format:
        return scalar.value != softHyphen && !prependedConcatenationMarks.contains(scalar.value)
    default:
        break
    }
    // Hangul medial vowels and final consonants join the preceding leading consonant.
    if let name = properties.name,
        name.hasPrefix("HANGUL JUNGSEONG ") || name.hasPrefix("HANGUL JONGSEONG ")
    {
        return true
    }
    // Default ignorables other than letters (the Hangul fillers are letters with a width).
    return properties.isDefaultIgnorableCodePoint && properties.generalCategory != .otherLetter
}

var zero: [UInt32] = []
var wide: [UInt32] = []
var emoji: [UInt32] = []
var emojiPresentationOnlyWide: [UInt32] = []
var wideButZero: [UInt32] = []

for scalar in allScalars {
    let value = scalar.value
    let properties = scalar.properties
    let eaw = eastAsianWidth[value] ?? "N"
    let isEastAsianWide = eaw == "W" || eaw == "F"
    let isEmojiPresentation = properties.isEmojiPresentation && !regionalIndicators.contains(value)
    if properties.isEmoji { emoji.append(value) }
    if isZeroWidth(scalar) {
        zero.append(value)
        if isEastAsianWide { wideButZero.append(value) }
    } else if isEastAsianWide || isEmojiPresentation {
        wide.append(value)
        if !isEastAsianWide { emojiPresentationOnlyWide.append(value) }
    }
}

let zeroRanges = ranges(zero)
let wideRanges = ranges(wide)
let emojiRanges = ranges(emoji)

note("Unicode \(swiftVersion) (unicodedata2 \(unicodedata2Version))")
note("zero-width: \(zero.count) scalars in \(zeroRanges.count) ranges")
note("wide: \(wide.count) scalars in \(wideRanges.count) ranges")
note("emoji: \(emoji.count) scalars in \(emojiRanges.count) ranges")
func describe(_ values: [UInt32]) -> String {
    ranges(values).map { hex($0.lowerBound) + "..." + hex($0.upperBound) }.joined(separator: ", ")
}
note("wide by Emoji_Presentation only: [\(describe(emojiPresentationOnlyWide))]")
note("East Asian wide but zero-width: [\(describe(wideButZero))]")

// MARK: - Output

func table(_ name: String, _ documentation: [String], _ ranges: [ClosedRange<UInt32>]) -> String {
    var text = documentation.map { "    /// \($0)\n" }.joined()
    text += "    static let \(name): [(UInt32, UInt32)] = [\n"
    let perLine = 4
    for start in stride(from: 0, to: ranges.count, by: perLine) {
        let line = ranges[start..<min(start + perLine, ranges.count)]
            .map { "(\(hex($0.lowerBound)), \(hex($0.upperBound)))," }
            .joined(separator: " ")
        text += "        \(line)\n"
    }
    text += "    ]\n"
    return text
}

var source = """
// Generated by Scripts/generate-width-tables.swift. Do not edit by hand.
//
// Unicode \(swiftVersion): General_Category, Emoji, Emoji_Presentation and
// Default_Ignorable_Code_Point from the Swift standard library; East_Asian_Width from
// unicodedata2 \(unicodedata2Version).
//
// Regenerate from the package root:
//
//     pip install unicodedata2==\(unicodedata2Version)
//     swift Scripts/generate-width-tables.swift

/// Sorted, non-overlapping, merged closed ranges of scalar values.
enum WidthTables {
    /// The Unicode version the tables were generated from.
    static let unicodeVersion = "\(swiftVersion)"


"""
source += table(
    "zeroWidth",
    [
        "Scalars that occupy no cell: controls, nonspacing and enclosing marks, format characters",
        "(except U+00AD and the prepended concatenation marks), line and paragraph separators,",
        "Hangul medial vowels and final consonants, and default ignorables other than letters.",
    ],
    zeroRanges)
source += "\n"
source += table(
    "wide",
    [
        "Scalars that occupy two cells: East_Asian_Width W or F, and Emoji_Presentation except",
        "regional indicators; zero-width scalars are left out.",
    ],
    wideRanges)
source += "\n"
source += table(
    "emoji",
    [
        "Scalars with Emoji=Yes: a following U+FE0F or emoji modifier makes the cluster wide, a",
        "following U+FE0E narrow.",
    ],
    emojiRanges)
source += "}\n"

let outputPath = CommandLine.arguments.count > 1
    ? CommandLine.arguments[1]
    : URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/GraftTerminal/Text/WidthTables.swift").path
do {
    try source.write(toFile: outputPath, atomically: true, encoding: .utf8)
} catch {
    fail("cannot write \(outputPath): \(error)")
}
note("wrote \(outputPath)")

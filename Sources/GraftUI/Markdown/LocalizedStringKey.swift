import Foundation

/// The key of a localized string: what a string literal passed to `Text`
/// becomes, as in SwiftUI.
///
/// `Text("**Hello** world")` takes its literal as a key, so its inline
/// Markdown is shown styled; `Text(verbatim:)` and `Text` of a `String`
/// variable show their characters as they are. Values interpolated into a
/// key are shown as they are too: in `Text("**\(name)**")` the name is bold,
/// and a `*` in the name stays a `*`. To show Markdown held in a variable,
/// make a key of it: `Text(LocalizedStringKey(markdown))`.
///
/// Graft does not look keys up in string tables: the text shown is the key.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key's characters, interpolated values included.
    @usableFromInline var key: String
    /// Whether the key's own characters (not its interpolated values) have
    /// one that can start Markdown.
    @usableFromInline var hasMarkup: Bool
    /// Where interpolated values lie in `key`; kept only when the key has markup.
    @usableFromInline var arguments: ArgumentRanges

    /// Creates a key from a string; its Markdown is shown styled.
    @inlinable
    public init(_ value: String) {
        key = value
        hasMarkup = MarkdownInlineParser.mayContainMarkup(value)
        arguments = ArgumentRanges()
    }

    /// Creates a key from a string literal.
    @inlinable
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Creates a key from a literal with interpolated values.
    @inlinable
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        hasMarkup = stringInterpolation.hasMarkup
        arguments = stringInterpolation.hasMarkup ? stringInterpolation.arguments : ArgumentRanges()
    }

    /// The runs the key shows: its Markdown parsed, its interpolated values
    /// taken as they are.
    var markdownRuns: [MarkdownRun] {
        guard hasMarkup else { return [MarkdownRun(key)] }
        guard arguments.first != nil else { return MarkdownInlineParser.parse(key) }
        // Escaping every ASCII punctuation character of the values keeps
        // their characters out of the markup.
        let utf8 = Array(key.utf8)
        var source: [UInt8] = []
        source.reserveCapacity(utf8.count + 8)
        var offset = 0
        for range in arguments.all where range.lowerBound >= offset && range.upperBound <= utf8.count {
            source.append(contentsOf: utf8[offset ..< range.lowerBound])
            for byte in utf8[range] {
                if byte < 0x80, Character(Unicode.Scalar(byte)).isASCIIPunctuationForEscaping {
                    source.append(UInt8(ascii: "\\"))
                }
                source.append(byte)
            }
            offset = range.upperBound
        }
        source.append(contentsOf: utf8[min(offset, utf8.count)...])
        return MarkdownInlineParser.parse(String(decoding: source, as: UTF8.self))
    }

    /// The pieces of a key written as a literal with interpolations.
    public struct StringInterpolation: StringInterpolationProtocol {
        @usableFromInline var key: String
        @usableFromInline var hasMarkup = false
        @usableFromInline var arguments = ArgumentRanges()

        /// Creates room for a literal of about `literalCapacity` characters
        /// and `interpolationCount` values.
        @inlinable
        public init(literalCapacity: Int, interpolationCount: Int) {
            key = ""
            key.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        /// Appends a literal part of the key.
        @inlinable
        public mutating func appendLiteral(_ literal: String) {
            if !hasMarkup, MarkdownInlineParser.mayContainMarkup(literal) { hasMarkup = true }
            key.append(literal)
        }

        /// Appends a string, shown as it is.
        @inlinable
        public mutating func appendInterpolation(_ string: String) {
            appendArgument(string)
        }

        /// Appends a value, written as `print` writes it, shown as it is.
        @inlinable
        public mutating func appendInterpolation<T: TextOutputStreamable & CustomStringConvertible>(_ value: T) {
            let start = key.utf8.count
            value.write(to: &key)
            arguments.append(start ..< key.utf8.count)
        }

        /// Appends a value, written as `print` writes it, shown as it is.
        @inlinable
        public mutating func appendInterpolation<T: TextOutputStreamable>(_ value: T) {
            let start = key.utf8.count
            value.write(to: &key)
            arguments.append(start ..< key.utf8.count)
        }

        /// Appends a value's description, shown as it is.
        @inlinable
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            appendArgument(value.description)
        }

        /// Appends a value's description, shown as it is.
        @inlinable
        public mutating func appendInterpolation<T>(_ value: T) {
            appendArgument(String(describing: value))
        }

        /// Appends a value formatted by `format`, shown as it is.
        @inlinable
        public mutating func appendInterpolation<Format: FormatStyle>(_ input: Format.FormatInput, format: Format)
        where Format.FormatOutput == String {
            appendArgument(format.format(input))
        }

        @inlinable
        mutating func appendArgument(_ argument: String) {
            let start = key.utf8.count
            key.append(argument)
            arguments.append(start ..< key.utf8.count)
        }
    }
}

/// The UTF-8 offsets of a key's interpolated values: the first kept inline,
/// so a key with one value allocates nothing for it.
@usableFromInline
struct ArgumentRanges: Equatable, Sendable {
    @usableFromInline var first: Range<Int>?
    @usableFromInline var rest: [Range<Int>] = []

    @inlinable
    init() {}

    @inlinable
    mutating func append(_ range: Range<Int>) {
        if first == nil {
            first = range
        } else {
            rest.append(range)
        }
    }

    /// Every range, in order.
    var all: [Range<Int>] {
        guard let first else { return [] }
        return [first] + rest
    }
}

extension Character {
    /// The ASCII punctuation that Markdown's backslash escapes.
    fileprivate var isASCIIPunctuationForEscaping: Bool {
        guard let value = asciiValue else { return false }
        return (33 ... 47).contains(value) || (58 ... 64).contains(value) || (91 ... 96).contains(value)
            || (123 ... 126).contains(value)
    }
}

import Foundation
import GraftTerminal

#if !canImport(Darwin)
    /// How inline Markdown marks a stretch of an attributed string: strong,
    /// emphasized, code or struck through.
    ///
    /// Apple platforms' Foundation has this type and parses Markdown into it;
    /// Foundation on Linux has neither, so GraftUI provides both, with the
    /// same names and values, for `Text` and `AttributedString(markdown:)`.
    public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
        /// The intents as bits, with Apple Foundation's values.
        public let rawValue: UInt

        /// Creates intents from their bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Emphasis, `*text*`; `Text` draws it italic.
        public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
        /// Strong emphasis, `**text**`; `Text` draws it bold.
        public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
        /// Code, text between backticks; `Text` draws it on a gray background.
        public static let code = InlinePresentationIntent(rawValue: 1 << 2)
        /// Struck-through text, `~~text~~`.
        public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
        /// A soft line break.
        public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
        /// A hard line break.
        public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
        /// Inline HTML.
        public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
        /// Block HTML.
        public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
    }

    extension AttributeScopes {
        /// The attributes GraftUI adds to attributed strings where Foundation
        /// lacks them, with Foundation's own.
        public struct GraftUIAttributes: AttributeScope {
            /// A run's inline presentation intent, as Apple's Foundation names it.
            public let inlinePresentationIntent: InlinePresentationIntentAttribute
            /// Foundation's attributes, such as `link`.
            public let foundation: FoundationAttributes

            /// The key of a run's ``InlinePresentationIntent``.
            public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
                /// The intent a run is marked with.
                public typealias Value = InlinePresentationIntent
                /// The key's name, Apple Foundation's.
                public static let name = "NSInlinePresentationIntent"
            }
        }

        /// The attributes GraftUI adds, with Foundation's.
        public var graftUI: GraftUIAttributes.Type { GraftUIAttributes.self }
    }

    extension AttributeDynamicLookup {
        /// Reaches GraftUI's attributes as properties: `run.inlinePresentationIntent`.
        public subscript<T: AttributedStringKey>(
            dynamicMember keyPath: KeyPath<AttributeScopes.GraftUIAttributes, T>
        ) -> T {
            self[T.self]
        }
    }

    extension AttributedString {
        /// Creates an attributed string from inline Markdown, as Apple
        /// platforms' Foundation does: strong, emphasis, code and
        /// strikethrough become ``InlinePresentationIntent``s, and links
        /// (resolved against `baseURL`) the `link` attribute.
        ///
        /// GraftUI's parser reads CommonMark's inline syntax and keeps spaces
        /// and line breaks as written, as `.inlineOnlyPreservingWhitespace`
        /// does for Foundation's; any string parses, so this never throws
        /// (it is `throws` to be called as Foundation's is).
        public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
            self.init()
            for run in MarkdownInlineParser.parse(markdown) {
                var piece = AttributedString(run.text)
                let intent = InlinePresentationIntent(run.traits)
                if !intent.isEmpty { piece.inlinePresentationIntent = intent }
                if let link = run.link, let url = URL(string: link, relativeTo: baseURL) { piece.link = url }
                append(piece)
            }
        }

        /// How `init(markdown:options:baseURL:)` reads Markdown; GraftUI's
        /// parser reads inline syntax whatever the options say.
        public struct MarkdownParsingOptions: Hashable, Sendable {
            /// Whether Apple's extended attribute syntax is read (it is not).
            public var allowsExtendedAttributes: Bool
            /// Which syntax is read.
            public var interpretedSyntax: InterpretedSyntax
            /// What happens on a parse failure (parsing never fails).
            public var failurePolicy: FailurePolicy
            /// The language of the text.
            public var languageCode: String?

            /// Creates options, Foundation's defaults unless given.
            public init(
                allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
            ) {
                self.allowsExtendedAttributes = allowsExtendedAttributes
                self.interpretedSyntax = interpretedSyntax
                self.failurePolicy = failurePolicy
                self.languageCode = languageCode
            }

            /// Which Markdown syntax is read.
            public enum InterpretedSyntax: Hashable, Sendable {
                /// Blocks and inline syntax (GraftUI reads inline syntax).
                case full
                /// Inline syntax only.
                case inlineOnly
                /// Inline syntax only, spaces and line breaks kept.
                case inlineOnlyPreservingWhitespace
            }

            /// What happens when the Markdown cannot be parsed.
            public enum FailurePolicy: Hashable, Sendable {
                /// Throw an error.
                case throwError
                /// Return what could be parsed.
                case returnPartiallyParsedIfPossible
            }
        }
    }
#endif

extension InlinePresentationIntent {
    /// The intents of parsed Markdown traits.
    init(_ traits: MarkdownTraits) {
        self = []
        if traits.contains(.emphasis) { insert(.emphasized) }
        if traits.contains(.strong) { insert(.stronglyEmphasized) }
        if traits.contains(.code) { insert(.code) }
        if traits.contains(.strikethrough) { insert(.strikethrough) }
    }
}

extension MarkdownTraits {
    /// The traits an inline presentation intent marks.
    init(_ intent: InlinePresentationIntent) {
        self = []
        if intent.contains(.emphasized) { insert(.emphasis) }
        if intent.contains(.stronglyEmphasized) { insert(.strong) }
        if intent.contains(.code) { insert(.code) }
        if intent.contains(.strikethrough) { insert(.strikethrough) }
    }
}

extension Text {
    /// Creates text showing an attributed string's characters, each run in
    /// the terminal style of its inline presentation intent (strong bold,
    /// emphasized italic, code on a gray background, strikethrough struck
    /// through) and its `link` underlined in the tint color.
    ///
    /// A string literal passed to `Text` is a key, not an attributed string,
    /// even where `AttributedString` takes literals.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var runs: [TextRun] = []
        var links: [TextLink] = []
        for run in attributedContent.runs {
            let traits = run.inlinePresentationIntent.map(MarkdownTraits.init) ?? []
            if let url = run.link { links.append(TextLink(run: runs.count, url: url)) }
            let style = Self.style(for: traits, isLink: run.link != nil)
            runs.append(TextRun(String(attributedContent.characters[run.range]), style: style))
        }
        self.init(runs: runs, links: links)
    }
}

import Foundation
import GraftTerminal

/// A color that views draw with, as UIKit's `UIColor`: a fixed color, or one
/// that depends on the traits it is drawn in (light or dark appearance).
///
/// The system and semantic colors (``systemRed``, ``label``,
/// ``secondarySystemBackground``...) adapt: with the appearance left to the
/// terminal (no ``TUIView/overrideUserInterfaceStyle`` or trait override
/// sets one; the application's dark is only a guess) they are the
/// terminal's own colors (its default text and background, its ANSI
/// palette), which its theme already keeps readable; in an explicit light or
/// dark appearance they are Apple's values for it, as opaque colors, since a
/// cell has no alpha. Whatever a color resolves to is then brought down to what the
/// terminal can show (256, 16, 8 colors, or none with `NO_COLOR`) when the
/// frame is written.
///
/// ```swift
/// title.textColor = .label
/// badge.backgroundColor = .systemRed
/// card.backgroundColor = TUIColor { traits in
///     traits.userInterfaceStyle == .dark ? .systemGray5 : .white
/// }
/// ```
public final class TUIColor: Hashable, Sendable, CustomStringConvertible {
    /// Where the color's value comes from.
    enum Source: Sendable {
        /// One color in every trait collection.
        case fixed(Color)
        /// A color chosen per trait collection.
        case dynamic(@Sendable (TUITraitCollection) -> TUIColor)
        /// The tint color of the view the color is drawn in (``tintColor``).
        case viewTint
    }

    let source: Source
    /// The name of a standard, system or semantic color, for ``description``.
    let name: String?

    init(source: Source, name: String?) {
        self.source = source
        self.name = name
    }

    /// A color that is `color` in every trait collection: a terminal color
    /// such as `.brightBlue`, `.indexed(208)` or `.default` (the terminal's
    /// own text or background color), as UIKit's `UIColor(_ color: Color)`
    /// takes a SwiftUI color.
    public convenience init(_ color: Color) {
        self.init(source: .fixed(color), name: nil)
    }

    /// A color chosen for each trait collection it is drawn in, as UIKit
    /// resolves a dynamic color: `dynamicProvider` is called with the traits
    /// of the view at draw time and whenever they change.
    ///
    /// The provider is `@Sendable` because colors are shared freely between
    /// threads; it should use only the traits it is given.
    public convenience init(dynamicProvider: @escaping @Sendable (TUITraitCollection) -> TUIColor) {
        self.init(source: .dynamic(dynamicProvider), name: nil)
    }

    /// The fixed color this color is in `traitCollection`. A fixed color
    /// resolves to itself.
    public func resolvedColor(with traitCollection: TUITraitCollection) -> TUIColor {
        var color = self
        // A provider may answer with another dynamic color; a few levels are
        // plenty, and the bound keeps a provider that returns itself from hanging.
        for _ in 0 ..< Self.resolutionDepth {
            guard case .dynamic(let provider) = color.source else { return color }
            color = provider(traitCollection)
        }
        return color.isDynamic ? TUIColor(.default) : color
    }

    /// The terminal color this color draws as in `traitCollection`;
    /// `tint` stands in for ``tintColor``.
    package func terminalColor(
        in traitCollection: TUITraitCollection, tint: Color = TUIView.defaultTintColor.fixedColor
    )
        -> Color
    {
        switch resolvedColor(with: traitCollection).source {
        case .fixed(let color): color
        case .viewTint: tint
        case .dynamic: .default
        }
    }

    /// The color of a fixed color; the terminal's default for the others.
    package var fixedColor: Color {
        if case .fixed(let color) = source { return color }
        return .default
    }

    /// Whether the color is a view's tint.
    var isViewTint: Bool {
        if case .viewTint = source { return true }
        return false
    }

    /// Whether the color depends on traits.
    var isDynamic: Bool {
        if case .dynamic = source { return true }
        return false
    }

    private static let resolutionDepth = 8

    /// Two fixed colors are equal when their terminal colors are; a dynamic
    /// color equals only itself.
    public static func == (lhs: TUIColor, rhs: TUIColor) -> Bool {
        switch (lhs.source, rhs.source) {
        case (.fixed(let left), .fixed(let right)): left == right
        case (.viewTint, .viewTint): true
        default: lhs === rhs
        }
    }

    /// Hashes the terminal color of a fixed color, the identity of a dynamic one.
    public func hash(into hasher: inout Hasher) {
        switch source {
        case .fixed(let color): hasher.combine(color)
        case .viewTint: hasher.combine(1)
        case .dynamic: hasher.combine(ObjectIdentifier(self))
        }
    }

    /// The color's name for a standard, system or semantic color, otherwise
    /// its terminal color.
    public var description: String {
        if let name { return "TUIColor.\(name)" }
        switch source {
        case .fixed(let color): return "TUIColor(\(color))"
        case .viewTint: return "TUIColor.tintColor"
        case .dynamic: return "TUIColor(dynamicProvider:)"
        }
    }
}

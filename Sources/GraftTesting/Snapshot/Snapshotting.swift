import GraftTerminal

/// A snapshot strategy: how to turn a value into a format that is written
/// to a reference file and compared with it.
///
/// `Value` is what a test has (a view, a canvas, a string), `Format` what the
/// reference holds. A strategy names its file extension, so frames, ANSI
/// text and SVG pictures of the same view can sit side by side:
///
/// ```swift
/// assertSnapshot(of: card, as: .frame(size: Size(width: 28, height: 4)))
/// assertSnapshot(of: card, as: .svg(size: Size(width: 28, height: 4)))
/// ```
///
/// A module that draws its own values adds strategies by pulling an
/// existing one back:
///
/// ```swift
/// extension Snapshotting where Value == Gauge, Format == String {
///     static var frame: Self {
///         Snapshotting<Canvas, String>.frame.pullback { gauge in gauge.render() }
///     }
/// }
/// ```
public struct Snapshotting<Value, Format>: Sendable {
    /// The extension of the reference file, without the dot; nil for none.
    public var pathExtension: String?
    /// How the format is stored and compared.
    public var diffing: Diffing<Format>
    /// Turns a value into the format, on the main actor, where UI is drawn.
    public var snapshot: @MainActor @Sendable (Value) -> Format

    /// Creates a strategy.
    ///
    /// - Parameters:
    ///   - pathExtension: The reference file's extension, without the dot.
    ///   - diffing: How the format is stored and compared.
    ///   - snapshot: Turns a value into the format.
    public init(
        pathExtension: String?,
        diffing: Diffing<Format>,
        snapshot: @escaping @MainActor @Sendable (Value) -> Format
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// A strategy for another type of value, which `transform` turns into
    /// this strategy's value first.
    ///
    /// - Parameter transform: Turns the new value into one this strategy snapshots.
    /// - Returns: The new strategy, with this one's extension and diffing.
    public func pullback<NewValue>(
        _ transform: @escaping @MainActor @Sendable (NewValue) -> Value
    ) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
            snapshot(transform(value))
        }
    }
}

/// A strategy whose value is already the format it stores.
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == Format {
    /// A strategy that stores values as they are.
    ///
    /// - Parameters:
    ///   - pathExtension: The reference file's extension, without the dot.
    ///   - diffing: How values are stored and compared.
    public init(pathExtension: String?, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// The text itself, compared line by line, in a `.txt` file.
    public static var lines: Snapshotting<String, String> {
        Snapshotting(pathExtension: "txt", diffing: .lines)
    }
}

extension Snapshotting where Format == String {
    /// The value's contents as Swift's `dump(_:)` prints them, in a `.txt`
    /// file: a quick snapshot of a model's fields.
    public static var dump: Snapshotting<Value, String> {
        SimplySnapshotting<String>.lines.pullback { value in
            var output = ""
            Swift.dump(value, to: &output)
            return output
        }
    }
}

extension Snapshotting where Value == Frame, Format == String {
    /// The frame's text and style layer (see `Frame`), in a `.txt` file.
    public static var frame: Snapshotting<Frame, String> {
        Snapshotting(pathExtension: "txt", diffing: .frame) { $0.snapshotText }
    }
}

extension Snapshotting where Value == Canvas, Format == String {
    /// The canvas's cells as a `Frame`: text and style layer, in a `.txt` file.
    public static var frame: Snapshotting<Canvas, String> {
        Snapshotting<Frame, String>.frame.pullback { Frame($0) }
    }

    /// The canvas as text with ANSI styling, in a `.ansi` file that `cat`
    /// shows in a terminal; compared line by line.
    ///
    /// - Parameter colorSupport: The color level to downgrade colors to.
    public static func ansi(colorSupport: ColorSupport = .trueColor) -> Snapshotting<Canvas, String> {
        Snapshotting(pathExtension: "ansi", diffing: .lines) { $0.styledText(colorSupport: colorSupport) + "\n" }
    }

    /// The canvas as text with 24-bit ANSI styling, in a `.ansi` file.
    public static var ansi: Snapshotting<Canvas, String> { ansi() }

    /// The canvas drawn as an SVG picture, in a `.svg` file a browser opens;
    /// compared line by line.
    ///
    /// - Parameter renderer: The cell size, font and colors of the picture.
    public static func svg(_ renderer: SVGRenderer = SVGRenderer()) -> Snapshotting<Canvas, String> {
        Snapshotting(pathExtension: "svg", diffing: .lines) { renderer.render($0) }
    }

    /// The canvas drawn as an SVG picture with the default look, in a `.svg` file.
    public static var svg: Snapshotting<Canvas, String> { svg() }
}

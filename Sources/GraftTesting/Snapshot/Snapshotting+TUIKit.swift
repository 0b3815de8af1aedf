import GraftTapes
import GraftTerminal
import GraftUI
import TUIKit

/// Renders a TUIKit view into one frame of `size`, laid out as the root of a
/// window of that size would be.
///
/// The view is put in a window of `size` for the render (its frame fills
/// the window; Auto Layout constraints it holds are solved) and taken out
/// again afterwards, so the same view can be rendered again at another size.
/// Size classes follow `size` unless `traits` names them. The text size of
/// `traits` reaches GraftUI content only (TUIKit views draw one text size).
///
/// ```swift
/// let frame = renderFrame(of: badge, size: Size(width: 20, height: 3))
/// #expect(frame.lines[1].contains("NEW"))
/// ```
///
/// - Parameters:
///   - view: The view; it must not be in a window already.
///   - size: The frame's size in cells.
///   - traits: Appearance, size classes and text size the view sees.
/// - Returns: The rendered frame.
@MainActor
public func renderFrame(of view: TUIView, size: Size, traits: SnapshotTraits = SnapshotTraits()) -> Frame {
    Frame(renderCanvas(of: view, size: size, traits: traits))
}

/// The cells of a TUIKit view rendered at `size`; see ``renderFrame(of:size:traits:)-(TUIView,_,_)``.
@MainActor
func renderCanvas(of view: TUIView, size: Size, traits: SnapshotTraits) -> Canvas {
    precondition(view.window == nil, "renderFrame(of:): the view is already in a window; render the window instead")
    let window = SnapshotWindow(size: size, traits: traits)
    let previousFrame = view.frame
    let previousMask = view.autoresizingMask
    view.frame = window.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(view)
    let canvas = window.render()
    view.removeFromSuperview()
    view.frame = previousFrame
    view.autoresizingMask = previousMask
    return canvas
}

/// Renders a view controller into one frame of `size`, as the root view
/// controller of a window of that size: its view loads, appears, lays out
/// and draws with whatever it presents on top, then disappears again.
///
/// ```swift
/// let navigation = TUINavigationController(rootViewController: SettingsViewController())
/// let frame = renderFrame(of: navigation, size: Size(width: 80, height: 24))
/// ```
///
/// - Parameters:
///   - viewController: The controller; it must not be shown in a window already.
///   - size: The frame's size in cells.
///   - traits: Appearance, size classes and text size the controller sees.
/// - Returns: The rendered frame.
@MainActor
public func renderFrame(of viewController: TUIViewController, size: Size, traits: SnapshotTraits = SnapshotTraits()) -> Frame {
    Frame(renderCanvas(of: viewController, size: size, traits: traits))
}

/// The cells of a view controller rendered at `size`; see
/// ``renderFrame(of:size:traits:)-(TUIViewController,_,_)``.
@MainActor
func renderCanvas(of viewController: TUIViewController, size: Size, traits: SnapshotTraits) -> Canvas {
    precondition(
        viewController.viewIfLoaded?.window == nil,
        "renderFrame(of:): the view controller is already in a window; render the window instead")
    let window = SnapshotWindow(size: size, traits: traits)
    window.rootViewController = viewController
    let canvas = window.render()
    window.rootViewController = nil
    return canvas
}

/// A value snapshot strategies can draw into cells: TUIKit's views and view
/// controllers, and types of your own that draw.
///
/// ```swift
/// extension Gauge: SnapshotDrawable {
///     func drawSnapshot(size: Size, traits: SnapshotTraits) -> Canvas {
///         var canvas = Canvas(size: size)
///         draw(into: &canvas)
///         return canvas
///     }
/// }
/// assertSnapshot(of: gauge, as: .frame(size: Size(width: 20, height: 1)))
/// ```
public protocol SnapshotDrawable {
    /// The value drawn into cells of `size`, seeing `traits`.
    @MainActor func drawSnapshot(size: Size, traits: SnapshotTraits) -> Canvas
}

extension TUIView: SnapshotDrawable {
    /// The view filling a window of `size`; see ``renderFrame(of:size:traits:)-(TUIView,_,_)``.
    public func drawSnapshot(size: Size, traits: SnapshotTraits) -> Canvas {
        renderCanvas(of: self, size: size, traits: traits)
    }
}

extension TUIViewController: SnapshotDrawable {
    /// The controller as the root of a window of `size`; see
    /// ``renderFrame(of:size:traits:)-(TUIViewController,_,_)``.
    public func drawSnapshot(size: Size, traits: SnapshotTraits) -> Canvas {
        renderCanvas(of: self, size: size, traits: traits)
    }
}

extension Snapshotting where Value: SnapshotDrawable, Format == String {
    /// The value drawn at `size` as a `Frame`: text plus a style layer, in a `.txt` file.
    ///
    /// - Parameters:
    ///   - size: The size in cells (a view fills a window of this size).
    ///   - traits: Appearance, size classes and text size the value sees.
    public static func frame(size: Size, traits: SnapshotTraits = SnapshotTraits()) -> Self {
        Snapshotting<Canvas, String>.frame.pullback { $0.drawSnapshot(size: size, traits: traits) }
    }

    /// The value drawn at `size` as text with ANSI styling, in a `.ansi` file.
    ///
    /// - Parameters:
    ///   - size: The size in cells (a view fills a window of this size).
    ///   - traits: Appearance, size classes and text size the value sees.
    ///   - colorSupport: The color level to downgrade colors to.
    public static func ansi(size: Size, traits: SnapshotTraits = SnapshotTraits(), colorSupport: ColorSupport = .trueColor) -> Self {
        Snapshotting<Canvas, String>.ansi(colorSupport: colorSupport).pullback { $0.drawSnapshot(size: size, traits: traits) }
    }

    /// The value drawn at `size` as an SVG picture, in a `.svg` file.
    ///
    /// - Parameters:
    ///   - size: The size in cells (a view fills a window of this size).
    ///   - traits: Appearance, size classes and text size the value sees.
    ///   - renderer: The cell size, font and colors of the picture.
    public static func svg(size: Size, traits: SnapshotTraits = SnapshotTraits(), renderer: SVGRenderer = SVGRenderer()) -> Self {
        Snapshotting<Canvas, String>.svg(renderer).pullback { $0.drawSnapshot(size: size, traits: traits) }
    }
}

/// A window that exists only for one render, with the snapshot's traits.
@MainActor
private final class SnapshotWindow {
    let window: TUIWindow

    init(size: Size, traits: SnapshotTraits) {
        window = TUIWindow(frame: Rect(origin: .zero, size: size))
        window.traitOverrides = traits.traitCollection(for: size)
    }

    var bounds: Rect { window.bounds }

    var rootViewController: TUIViewController? {
        get { window.rootViewController }
        set { window.rootViewController = newValue }
    }

    func addSubview(_ view: TUIView) {
        window.addSubview(view)
    }

    func render() -> Canvas {
        var canvas = Canvas(size: window.frame.size)
        window.drawHierarchy(in: &canvas)
        return canvas
    }
}

extension SnapshotTraits {
    /// These traits as TUIKit traits, for a window of `size`.
    func traitCollection(for size: Size) -> TUITraitCollection {
        var traits = TUITraitCollection()
        traits.userInterfaceStyle = colorScheme == .light ? .light : .dark
        // The scheme stands for the application's appearance, as a window's
        // own traits do: the terminal's colors are drawn, not an override's.
        traits.usesTerminalAppearance = true
        let classes = resolvedSizeClasses(for: size)
        traits.horizontalSizeClass = classes.horizontal == .compact ? .compact : .regular
        traits.verticalSizeClass = classes.vertical == .compact ? .compact : .regular
        return traits
    }
}

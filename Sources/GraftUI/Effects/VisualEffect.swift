import Foundation
import GraftTerminal

/// Visual changes to a view that leave its layout alone, made from its
/// geometry with ``View/visualEffect(_:)``: a move, a fade, a rotation or
/// scale, a blur or a change of its colors.
///
/// Start from the ``EmptyVisualEffect`` the closure is given and chain the
/// effects on it; the first applies closest to the view, as modifiers do.
/// A type of your own that conforms draws nothing more than its content.
public protocol VisualEffect: Sendable, Animatable {}

/// The effect that changes nothing, which ``View/visualEffect(_:)`` hands
/// its closure to build on.
public struct EmptyVisualEffect: VisualEffect {
    /// Creates the effect that changes nothing.
    public init() {}
}

/// One of the effects Graft draws, in the order they apply.
enum VisualEffectStep: Sendable {
    case offset(CGSize)
    case opacity(Double)
    case geometry(GeometryEffect)
    case color(ColorEffect)
    case blur(radius: CGFloat)

    /// `view` with this effect applied around it.
    @MainActor
    func apply(to view: AnyView) -> AnyView {
        switch self {
        case .offset(let offset): AnyView(view.offset(offset))
        case .opacity(let opacity): AnyView(view.opacity(opacity))
        case .geometry(let effect): AnyView(GeometryEffectView(content: view, effect: effect))
        case .color(let effect): AnyView(ColorEffectView(content: view, effect: effect))
        case .blur(let radius): AnyView(view.blur(radius: radius))
        }
    }
}

/// An effect made of the steps Graft knows how to draw.
@MainActor
protocol DrawnVisualEffect {
    var steps: [VisualEffectStep] { get }
}

extension EmptyVisualEffect: DrawnVisualEffect {
    var steps: [VisualEffectStep] { [] }
}

/// An effect with more steps added after another's.
struct ChainedVisualEffect: VisualEffect, DrawnVisualEffect {
    let steps: [VisualEffectStep]
}

extension VisualEffect {
    /// This effect's steps with `step` after them.
    private func adding(_ step: VisualEffectStep) -> ChainedVisualEffect {
        ChainedVisualEffect(steps: ((self as? any DrawnVisualEffect)?.steps ?? []) + [step])
    }

    /// Moves the view's drawing by `offset` points.
    public func offset(_ offset: CGSize) -> some VisualEffect {
        adding(.offset(offset))
    }

    /// Moves the view's drawing by `x` and `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        adding(.offset(CGSize(width: x, height: y)))
    }

    /// Draws the view at `opacity`, from 0 (invisible) to 1.
    public func opacity(_ opacity: Double) -> some VisualEffect {
        adding(.opacity(opacity))
    }

    /// Rotates the view's shapes by `angle` about `anchor` (see ``View/rotationEffect(_:anchor:)``).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.geometry(.rotation(angle, anchor: anchor)))
    }

    /// Scales the view's shapes by `scale` about `anchor` (see ``View/scaleEffect(_:anchor:)-(CGSize,_)``).
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.geometry(.scale(scale, anchor: anchor)))
    }

    /// Scales the view's shapes by `scale` in both directions about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.geometry(.scale(CGSize(width: scale, height: scale), anchor: anchor)))
    }

    /// Scales the view's shapes by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.geometry(.scale(CGSize(width: x, height: y), anchor: anchor)))
    }

    /// Blurs the view by `radius` points, which a terminal draws as a fade
    /// (see ``View/blur(radius:opaque:)``).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding(.blur(radius: radius))
    }

    /// Brightens the view's colors by `amount` (see ``View/brightness(_:)``).
    public func brightness(_ amount: Double) -> some VisualEffect {
        adding(.color(.brightness(amount)))
    }

    /// Sets the contrast of the view's colors (see ``View/contrast(_:)``).
    public func contrast(_ amount: Double) -> some VisualEffect {
        adding(.color(.contrast(amount)))
    }

    /// Sets the saturation of the view's colors (see ``View/saturation(_:)``).
    public func saturation(_ amount: Double) -> some VisualEffect {
        adding(.color(.saturation(amount)))
    }

    /// Turns the view's colors toward gray (see ``View/grayscale(_:)``).
    public func grayscale(_ amount: Double) -> some VisualEffect {
        adding(.color(.grayscale(amount)))
    }

    /// Turns the hue of the view's colors by `angle` (see ``View/hueRotation(_:)``).
    public func hueRotation(_ angle: Angle) -> some VisualEffect {
        adding(.color(.hueRotation(angle)))
    }
}

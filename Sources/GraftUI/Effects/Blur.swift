import Foundation
import GraftTerminal

extension View {
    /// Blurs the view by `radius` points.
    ///
    /// A cell cannot be blurred, so the view fades toward what is beneath
    /// it instead, the more the larger the radius: drawn at
    /// `1 / (1 + radius / 4)` of its opacity (half at a radius of 4), as
    /// ``View/opacity(_:)`` draws. `opaque` changes nothing here. Layout
    /// does not change.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        OpacityView(content: self, opacity: blurOpacity(radius: radius))
    }
}

/// The opacity a blur of `radius` draws at.
private func blurOpacity(radius: CGFloat) -> Double {
    guard radius.isFinite, radius > 0 else { return radius.isNaN || radius <= 0 ? 1 : 0 }
    return 1 / (1 + Double(radius) / 4)
}

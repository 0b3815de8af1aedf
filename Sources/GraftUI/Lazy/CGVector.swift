import Foundation

#if !canImport(CoreGraphics)
    /// A two-dimensional vector (CoreGraphics' type, which Foundation lacks
    /// on Linux), such as a scroll's velocity.
    public struct CGVector: Hashable, Sendable {
        /// The horizontal component.
        public var dx: CGFloat
        /// The vertical component.
        public var dy: CGFloat

        /// Creates a vector.
        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }

        /// The vector of no length.
        public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
    }
#endif

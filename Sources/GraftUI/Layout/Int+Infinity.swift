extension Int {
    /// An unbounded length, so that `.frame(maxWidth: .infinity)` reads as in
    /// SwiftUI: the frame takes all the room it is offered.
    /// The same value as ``ProposedViewSize/infinity``.
    public static let infinity = ProposedViewSize.infinity
}

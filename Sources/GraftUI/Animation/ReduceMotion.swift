import Foundation
import GraftTerminal

private struct ReduceMotionKey: EnvironmentKey {
    /// `GRAFT_REDUCE_MOTION=1` in the process's environment turns motion off
    /// for every app, as the system setting does on Apple's platforms.
    static let defaultValue = MotionPreference.reducesMotion
}

extension EnvironmentValues {
    /// Whether the user asked for less motion: when true, Graft applies
    /// animated changes at once. Set `GRAFT_REDUCE_MOTION=1` to turn it on
    /// for a run; a host may set it for a subtree.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
}

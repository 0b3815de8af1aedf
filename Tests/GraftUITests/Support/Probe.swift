import GraftTerminal
import Testing

@testable import GraftUI

/// Lets a test reach into views: actions views register, and counts of body
/// evaluations per name.
@MainActor
final class Probe {
    var actions: [String: () -> Void] = [:]
    var evaluations: [String: Int] = [:]
    var events: [String] = []

    func evaluated(_ name: String) {
        evaluations[name, default: 0] += 1
    }

    func run(_ name: String) {
        guard let action = actions[name] else {
            Issue.record("no action named \(name)")
            return
        }
        action()
    }
}

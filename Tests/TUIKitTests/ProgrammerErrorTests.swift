import Testing

@testable import TUIKit

/// Programmer errors trap with a message naming the type and the rule; each
/// case runs in a child process.
@Suite("Programmer errors")
struct ProgrammerErrorTests {
    @Test func changingAnActiveConstraintBetweenRequiredAndOptionalTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let container = TUIView(frame: Rect(x: 0, y: 0, width: 10, height: 1))
                let child = TUIView()
                container.addSubview(child)
                let width = child.widthAnchor.constraint(equalToConstant: 3)
                width.isActive = true
                width.priority = .defaultHigh
            }
        }
    }

    @Test func activatingAcrossHierarchiesTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let a = TUIView(), b = TUIView()
                a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
            }
        }
    }

    @MainActor
    @Test func changingAnInactiveConstraintsPriorityIsAllowed() {
        let view = TUIView()
        let width = view.widthAnchor.constraint(equalToConstant: 3)
        width.priority = .defaultHigh
        width.priority = .required
        #expect(width.priority == .required)
    }
}

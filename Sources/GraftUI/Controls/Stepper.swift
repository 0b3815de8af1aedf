import GraftTerminal

/// A control that raises or lowers a value: `-`/Left and `+`/Right (or
/// clicks on `−` and `+`) change it by `step` within `bounds`.
public struct Stepper<Label: View>: View {
    let value: Binding<Int>
    let bounds: ClosedRange<Int>
    let step: Int
    let label: Label

    /// Creates a stepper for an integer value.
    public init(value: Binding<Int>, in bounds: ClosedRange<Int> = Int.min ... Int.max, step: Int = 1, @ViewBuilder label: () -> Label) {
        self.value = value
        self.bounds = bounds
        self.step = step
        self.label = label()
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper titled `title`.
    public init(_ title: String, value: Binding<Int>, in bounds: ClosedRange<Int> = Int.min ... Int.max, step: Int = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
}

extension Stepper: PrimitiveView {
    func makeNode(graph: ViewGraph, parent: ViewNode?, environment: EnvironmentValues) -> ViewNode {
        StepperNode<Label>(graph: graph, parent: parent, environment: environment)
    }
}

struct StepperChrome<Label: View>: View {
    let label: Label
    let canDecrement: Bool
    let canIncrement: Bool
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        HStack {
            label
            Spacer(minLength: 1)
            HStack(spacing: 0) {
                Text("[−]").foregroundStyle(canDecrement ? .primary : .quaternary)
                Text("[+]").foregroundStyle(canIncrement ? .primary : .quaternary)
            }
            .transformEnvironment(\.textAttributes) { if isFocused { $0.insert(.reverse) } }
            .fixedSize()
            .accessibilityHidden(true)
        }
    }
}

@MainActor
final class StepperNode<Label: View>: FocusContainerNode<Stepper<Label>, StepperChrome<Label>> {
    override func update(from oldView: Stepper<Label>?, to newView: Stepper<Label>) {
        super.update(from: oldView, to: newView)
        rebuild()
    }

    private func rebuild() {
        guard let stepper = view else { return }
        let value = stepper.value.wrappedValue
        updateContent(
            StepperChrome(
                label: stepper.label, canDecrement: value > stepper.bounds.lowerBound,
                canIncrement: value < stepper.bounds.upperBound))
    }

    private func change(by direction: Int) {
        guard environment.isEnabled, let stepper = view else { return }
        let current = stepper.value.wrappedValue
        let (moved, overflow) = current.addingReportingOverflow(direction * stepper.step)
        let next =
            overflow
            ? (direction > 0 ? stepper.bounds.upperBound : stepper.bounds.lowerBound)
            : min(max(moved, stepper.bounds.lowerBound), stepper.bounds.upperBound)
        guard next != current else { return }
        stepper.value.wrappedValue = next
        rebuild()
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        switch (event.key, event.modifiers) {
        case (.character("+"), _), (.right, []), (.character("="), []): change(by: 1)
        case (.character("-"), []), (.left, []): change(by: -1)
        default: return false
        }
        return true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard case .release(.left) = event.action else { return event.action == .press(.left) }
        // The buttons are the last six cells: "[−][+]".
        let fromEnd = frame.maxX - event.location.x
        if fromEnd <= 3 {
            change(by: 1)
        } else if fromEnd <= 6 {
            change(by: -1)
        }
        return true
    }
}

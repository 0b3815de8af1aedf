// Reads the `@ViewBuilder` actions and message of an alert or a
// confirmation dialog as the host's alert shows them: each `Button` becomes
// an action with its title and role, each `Text` a line of the message.
// Groups, conditionals, loops and environment modifiers are looked through.

@MainActor
enum AlertContentReader {
    /// The buttons in `view`, as alert actions; a disabled button is left out.
    static func actions(in view: any View) -> [AlertAction] {
        var actions: [AlertAction] = []
        visit(view, isEnabled: true) { leaf, isEnabled in
            guard isEnabled, let button = leaf as? any ButtonDescribing else { return }
            actions.append(AlertAction(title: button.title, role: button.role, action: button.action))
        }
        return actions
    }

    /// The text of the `Text` views in `view`, one per line; nil when there is none.
    static func message(in view: any View) -> String? {
        var lines: [String] = []
        visit(view, isEnabled: true) { leaf, _ in
            if let text = leaf as? Text { lines.append(text.string) }
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    private static func visit(_ view: any View, isEnabled: Bool, _ leaf: (any View, Bool) -> Void) {
        if let writer = view as? any EnvironmentWriting {
            var environment = EnvironmentValues()
            environment.isEnabled = isEnabled
            writer.write(&environment)
            visit(writer.writtenContent, isEnabled: environment.isEnabled, leaf)
        } else if let container = view as? any BuilderContentListing {
            for child in container.builderChildren { visit(child, isEnabled: isEnabled, leaf) }
        } else {
            leaf(view, isEnabled)
        }
    }
}

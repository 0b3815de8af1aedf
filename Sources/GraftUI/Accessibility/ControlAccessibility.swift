import GraftTerminal

// Each primitive and control reads as one element, with a role derived
// from what it is.

extension TextNode: AccessibilityProviding {
    func accessibilityElement(contentLabel: String) -> AccessibilityElement? {
        guard let string = view?.string, !string.isEmpty else { return nil }
        return AccessibilityElement(role: .staticText, label: string, frame: frame)
    }
}

extension ImageNode: AccessibilityProviding {
    func accessibilityElement(contentLabel: String) -> AccessibilityElement? {
        view.map { AccessibilityElement(role: .image, label: $0.accessibilityName, frame: frame) }
    }
}

extension ButtonNode: AccessibilityProviding {
    /// A button reads as its label's text, or the names of its glyphs when
    /// it has no text, so a glyph-only button still has a label.
    func accessibilityElement(contentLabel: String) -> AccessibilityElement? {
        AccessibilityElement(
            role: .button, label: contentLabel, frame: frame, isFocused: isFocused,
            isEnabled: environment.isEnabled)
    }
}

extension ToggleNode: AccessibilityProviding {
    func accessibilityElement(contentLabel: String) -> AccessibilityElement? {
        let isOn = view?.isOn.wrappedValue ?? false
        return AccessibilityElement(
            role: .toggle, label: contentLabel, value: isOn ? "on" : "off", frame: frame,
            isFocused: isFocused, isEnabled: environment.isEnabled)
    }
}

extension TextFieldNode: AccessibilityProviding {
    /// A field reads as its title (or prompt), with its text as the value;
    /// a secure field's text is never read.
    func accessibilityElement(contentLabel: String) -> AccessibilityElement? {
        guard let field = view else { return nil }
        let label = field.title.isEmpty ? (field.prompt ?? "") : field.title
        let text = field.text.wrappedValue
        return AccessibilityElement(
            role: field.isSecure ? .secureTextField : .textField, label: label,
            value: field.isSecure ? String(repeating: "•", count: text.count) : text,
            frame: frame, isFocused: isFocused, isEnabled: environment.isEnabled)
    }
}

extension StepperNode: AccessibilityProviding {
    func accessibilityElement(contentLabel: String) -> AccessibilityElement? {
        AccessibilityElement(
            role: .stepper, label: contentLabel, value: view.map { "\($0.value.wrappedValue)" },
            frame: frame, isFocused: isFocused, isEnabled: environment.isEnabled)
    }
}

extension ProgressNode: AccessibilityProviding {
    /// Progress reads as its label, with the percentage done when known;
    /// a title label is read as it is, whatever a style draws around it.
    func accessibilityElement(contentLabel: String) -> AccessibilityElement? {
        let value = view?.fraction.map { "\(Int(($0 * 100).rounded())) percent" } ?? "in progress"
        let label = (view?.label as? Text)?.string ?? contentLabel
        return AccessibilityElement(role: .progressIndicator, label: label, value: value, frame: frame)
    }
}

import GraftTerminal

/// One element of the accessibility tree: what a screen reader would
/// announce for a piece of the screen, and where it is.
///
/// A graph collects its elements with ``ViewGraph/accessibilityElements()``;
/// ``ViewGraph/accessibilityDescription()`` reads them as text, one per line,
/// for tests and for a plain-text reading of the screen:
///
/// ```text
/// staticText "Field Notes Case"
/// button "Buy Now" (focused)
/// toggle "Notifications" value "on"
/// ```
public struct AccessibilityElement: Hashable, Sendable, CustomStringConvertible {
    /// What kind of element it is, derived from the control that made it.
    public enum Role: String, Hashable, Sendable {
        /// Text to read.
        case staticText
        /// A picture (a glyph).
        case image
        /// Something to press.
        case button
        /// An on/off switch.
        case toggle
        /// A text entry field.
        case textField
        /// A text entry field whose text is hidden.
        case secureTextField
        /// A value stepped up and down.
        case stepper
        /// A choice among options.
        case picker
        /// Progress of a task.
        case progressIndicator
        /// Several elements read as one, with a label of its own.
        case group
    }

    /// The kind of element.
    public var role: Role
    /// What it is called; for controls, the text of their label unless
    /// `.accessibilityLabel` says otherwise.
    public var label: String
    /// Its current value, such as a toggle's "on" or a field's text.
    public var value: String?
    /// What happens when it is used, from `.accessibilityHint`.
    public var hint: String?
    /// Where it is, in the graph's coordinates.
    public var frame: Rect
    /// Whether it has keyboard focus.
    public var isFocused: Bool
    /// Whether it can be used.
    public var isEnabled: Bool
    /// The elements a group reads as one.
    public var children: [AccessibilityElement]

    /// Creates an element.
    public init(
        role: Role, label: String, value: String? = nil, hint: String? = nil, frame: Rect = .zero,
        isFocused: Bool = false, isEnabled: Bool = true, children: [AccessibilityElement] = []
    ) {
        self.role = role
        self.label = label
        self.value = value
        self.hint = hint
        self.frame = frame
        self.isFocused = isFocused
        self.isEnabled = isEnabled
        self.children = children
    }

    /// One line: the role, the quoted label, then value, hint and state.
    public var description: String {
        var line = "\(role.rawValue) \(Self.quoted(label))"
        if let value { line += " value \(Self.quoted(value))" }
        if let hint { line += " hint \(Self.quoted(hint))" }
        if isFocused { line += " (focused)" }
        if !isEnabled { line += " (disabled)" }
        return line
    }

    /// The element and its children as lines, children indented.
    func lines(indent: String = "") -> [String] {
        [indent + description] + children.flatMap { $0.lines(indent: indent + "  ") }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// Something shown at an edge of a list cell: at the trailing edge a
/// disclosure chevron, a checkmark, a short label such as a count, or the
/// reorder control `≡`; at the leading edge the delete `⊖` and insert `⊕`
/// controls of editing mode.
///
/// ```swift
/// cell.accessories = [.label(text: "12"), .disclosureIndicator(), .delete(), .reorder()]
/// ```
public struct TUICellAccessory: Hashable, Sendable {
    /// When an accessory shows.
    public enum DisplayedState: Hashable, Sendable {
        /// Always.
        case always
        /// Only while the list is editing.
        case whenEditing
        /// Only while the list is not editing.
        case whenNotEditing
    }

    enum Kind: Hashable, Sendable {
        case disclosureIndicator
        case checkmark
        case label(String)
        case delete(ActionHandlerBox?)
        case insert(ActionHandlerBox?)
        case reorder
    }

    let kind: Kind
    /// When the accessory shows.
    public var displayed: DisplayedState
    /// The accessory's color; nil uses its default (the tint color for a
    /// checkmark, gray otherwise).
    public var tintColor: TUIColor?
    /// Whether the accessory's options hide it.
    var isHiddenByOptions = false

    /// A chevron, `›`, saying the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always, tintColor: TUIColor? = nil) -> TUICellAccessory {
        TUICellAccessory(kind: .disclosureIndicator, displayed: displayed, tintColor: tintColor)
    }

    /// A checkmark, `✓`, in the tint color.
    public static func checkmark(displayed: DisplayedState = .always, tintColor: TUIColor? = nil) -> TUICellAccessory {
        TUICellAccessory(kind: .checkmark, displayed: displayed, tintColor: tintColor)
    }

    /// A short text, such as a count or a badge.
    public static func label(text: String, displayed: DisplayedState = .always, tintColor: TUIColor? = nil) -> TUICellAccessory {
        TUICellAccessory(kind: .label(text), displayed: displayed, tintColor: tintColor)
    }

    /// The characters drawn.
    var symbol: String {
        switch kind {
        case .disclosureIndicator: "›"
        case .checkmark: "✓"
        case .label(let text): text
        case .delete: "⊖"
        case .insert: "⊕"
        case .reorder: "≡"
        }
    }

    /// Whether the accessory goes at the cell's leading edge, as UIKit puts
    /// the delete and insert controls.
    var isLeading: Bool {
        switch kind {
        case .delete, .insert: true
        default: false
        }
    }

    /// Whether the accessory shows in a list that is (or is not) editing.
    func isShown(editing: Bool) -> Bool {
        if isHiddenByOptions { return false }
        return switch displayed {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }
}

extension TUILayoutConstraint {
    /// The constraint as UIKit prints one, such as
    /// `<TUILayoutConstraint:0x6000… 'gap' TUIView:0x6000….leading == TUIView:0x6000….trailing + 1 (active)>`;
    /// the priority appears as `@750` when the constraint is optional.
    public var description: String {
        var text = "<\(typeName):\(objectAddress(self))"
        if let identifier { text += " '\(identifier)'" }
        if case .autoresizing(let mask) = systemKind { text += " \(mask)" }
        text += " " + equationDescription
        if !storedPriority.isRequired { text += " @\(storedPriority)" }
        switch systemKind {
        case .contentHugging: text += " (content hugging)"
        case .compressionResistance: text += " (compression resistance)"
        case .layoutGuide(let name), .stackView(let name): text += " '\(name)'"
        default: break
        }
        if isActive { text += " (active)" }
        return text + ">"
    }

    /// The class name diagnostics show, naming framework-made constraints as
    /// UIKit does.
    private var typeName: String {
        switch systemKind {
        case .none, .layoutGuide, .stackView: "\(type(of: self))"
        case .contentHugging, .compressionResistance: "TUIContentSizeLayoutConstraint"
        case .autoresizing: "TUIAutoresizingMaskLayoutConstraint"
        case .rootFrame: "TUIRootFrameLayoutConstraint"
        }
    }

    /// `first.attribute == multiplier*second.attribute + constant`.
    var equationDescription: String {
        let first = firstLayoutItem.map { "\($0.layoutItemDescription).\(firstAttribute)" } ?? "(gone).\(firstAttribute)"
        var right = ""
        if let second = secondLayoutItem {
            right = "\(second.layoutItemDescription).\(secondAttribute)"
            if multiplier != 1 { right = "\(formatLayoutNumber(multiplier))*" + right }
            if storedConstant > 0 {
                right += " + \(formatLayoutNumber(storedConstant))"
            } else if storedConstant < 0 {
                right += " - \(formatLayoutNumber(-storedConstant))"
            }
        } else {
            right = formatLayoutNumber(storedConstant)
        }
        return "\(first) \(relation) \(right)"
    }
}

/// A number without a trailing `.0` when it is whole.
func formatLayoutNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}

extension TUIControl {
    /// Space or Enter going down on an enabled control: highlights it.
    ///
    /// - Returns: Whether the press was an activating key the control took.
    func beginKeyActivation(_ presses: Set<TUIPress>) -> Bool {
        guard isActivation(presses) else { return false }
        isHighlighted = true
        return true
    }

    /// Space or Enter coming up on an enabled control: removes the highlight;
    /// the caller then activates the control.
    ///
    /// - Returns: Whether the press was an activating key the control took.
    func endKeyActivation(_ presses: Set<TUIPress>) -> Bool {
        guard isActivation(presses) else { return false }
        isHighlighted = false
        return true
    }

    private func isActivation(_ presses: Set<TUIPress>) -> Bool {
        guard isEnabled, let key = presses.first?.key?.keyEvent, key.modifiers.isEmpty else { return false }
        return key.key == .enter || key.key == .character(" ")
    }
}

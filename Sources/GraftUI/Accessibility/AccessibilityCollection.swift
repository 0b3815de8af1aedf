import Foundation
import GraftTerminal

/// A node that stands for one accessibility element (a control, a text, an
/// image) instead of letting its content be read piece by piece.
@MainActor
protocol AccessibilityProviding: ViewNode {
    /// The node's element, with `label` the text of its content.
    func accessibilityElement(contentLabel: String) -> AccessibilityElement?
}

extension ViewGraph {
    /// The accessibility elements of what is on screen, in reading order
    /// (the order of the view tree).
    ///
    /// - Returns: Top-level elements; groups hold their children.
    public func accessibilityElements() -> [AccessibilityElement] {
        var list: [AccessibilityElement] = []
        root.appendAccessibilityElements(to: &list)
        return list
    }

    /// The accessibility tree as text, one element per line, children
    /// indented: what a plain-text reading of the screen says.
    public func accessibilityDescription() -> String {
        accessibilityElements().flatMap { $0.lines() }.joined(separator: "\n")
    }
}

extension ViewNode {
    /// Appends this subtree's elements: its own element when it provides one,
    /// else its children's.
    func appendAccessibilityElements(to list: inout [AccessibilityElement]) {
        guard isAlive else { return }
        if let modifier = self as? any AccessibilityModifying {
            modifier.appendModifiedElements(to: &list)
            return
        }
        if let provider = self as? any AccessibilityProviding {
            if let element = provider.accessibilityElement(contentLabel: contentAccessibilityLabel) {
                list.append(element)
            }
            return
        }
        for child in children { child.appendAccessibilityElements(to: &list) }
    }

    /// The text of this node's content, as a control's label: its texts
    /// joined by spaces, or else the names of its images.
    var contentAccessibilityLabel: String {
        var elements: [AccessibilityElement] = []
        for child in children { child.appendAccessibilityElements(to: &elements) }
        let all = elements.flatMap(\.flattened)
        let texts = all.filter { $0.role == .staticText }.map { $0.label.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if !texts.isEmpty { return texts.joined(separator: " ") }
        return all.filter { $0.role != .group }.map(\.label).joined(separator: " ")
    }
}

extension AccessibilityElement {
    /// This element and everything under it.
    var flattened: [AccessibilityElement] {
        [self] + children.flatMap(\.flattened)
    }
}

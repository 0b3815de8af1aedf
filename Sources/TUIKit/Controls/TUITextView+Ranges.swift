import Foundation

extension TUITextView {
    /// The selection, in UTF-16 units of ``text`` as in UIKit; a zero length
    /// at the insertion point when nothing is selected. Setting it moves
    /// the selection (to whole characters: a range ending inside an emoji
    /// takes the whole emoji) and scrolls it into view.
    public var selectedRange: NSRange {
        get { utf16Range(of: buffer.selectedRange) }
        set {
            let lower = clusterOffset(ofUTF16: newValue.location)
            let upper = clusterOffset(ofUTF16: newValue.location + max(newValue.length, 0))
            buffer.select(lower ..< max(lower, upper))
            preferredColumn = nil
            scrollToInsertionPoint()
            setNeedsDisplay()
        }
    }

    /// Scrolls the least needed to show the rows holding `range`, in UTF-16
    /// units of ``text``.
    ///
    /// - Parameter range: The part of the text to show.
    public func scrollRangeToVisible(_ range: NSRange) {
        let first = wrappedLines.line(containing: clusterOffset(ofUTF16: range.location))
        let last = wrappedLines.line(containing: clusterOffset(ofUTF16: range.location + max(range.length, 0)))
        scrollRectToVisible(Rect(x: 0, y: textContainerInset.top + first, width: 1, height: last - first + 1), animated: false)
    }

    /// `range`, in grapheme clusters, as UTF-16 units of the text.
    func utf16Range(of range: Range<Int>) -> NSRange {
        var location = 0
        var length = 0
        for (index, character) in buffer.characters.enumerated() where index < range.upperBound {
            if index < range.lowerBound { location += character.utf16.count } else { length += character.utf16.count }
        }
        return NSRange(location: location, length: length)
    }

    /// The cluster offset where UTF-16 offset `utf16Offset` falls, rounded
    /// up to the end of a cluster it lands inside; clamped to the text.
    func clusterOffset(ofUTF16 utf16Offset: Int) -> Int {
        guard utf16Offset > 0 else { return 0 }
        var units = 0
        for (index, character) in buffer.characters.enumerated() {
            if units >= utf16Offset { return index }
            units += character.utf16.count
        }
        return buffer.count
    }
}

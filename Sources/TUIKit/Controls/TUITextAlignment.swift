/// How lines of text line up horizontally.
public enum TUITextAlignment: Int, Sendable, Hashable {
    /// Against the left edge.
    case left = 0
    /// Centered; a spare cell goes to the right.
    case center = 1
    /// Against the right edge.
    case right = 2
    /// Against the leading edge of the layout direction.
    case natural = 4
}

/// How text that does not fit is wrapped or cut, as UIKit's `NSLineBreakMode`.
public enum TUILineBreakMode: Int, Sendable, Hashable {
    /// Wrap at word boundaries (a word longer than a line breaks anywhere); cut what does not fit.
    case byWordWrapping = 0
    /// Wrap at any character; cut what does not fit.
    case byCharWrapping = 1
    /// Wrap at words; cut the last line at the edge.
    case byClipping = 2
    /// Wrap at words; start the last line with "…" and its end.
    case byTruncatingHead = 3
    /// Wrap at words; end the last line with "…".
    case byTruncatingTail = 4
    /// Wrap at words; put "…" in the middle of the last line.
    case byTruncatingMiddle = 5
}

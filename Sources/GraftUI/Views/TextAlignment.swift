/// How the lines of multiline text line up.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centered; an odd spare cell goes to the trailing side.
    case center
    /// Lines end at the trailing edge.
    case trailing
}

extension Text {
    /// Where text that does not fit is cut, marked with "…".
    public enum TruncationMode: Hashable, Sendable {
        /// Keep the end: "…d of text".
        case head
        /// Keep both ends: "Beg…ext".
        case middle
        /// Keep the beginning: "Begin…".
        case tail
    }
}

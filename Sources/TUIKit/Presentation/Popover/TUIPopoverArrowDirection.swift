/// The sides of a popover its arrow may point from, toward its anchor.
public struct TUIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    /// The directions, as bits.
    public let rawValue: UInt

    /// Creates directions from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The arrow points up: the popover is below its anchor.
    public static let up = TUIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down: the popover is above its anchor.
    public static let down = TUIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left: the popover is right of its anchor.
    public static let left = TUIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right: the popover is left of its anchor.
    public static let right = TUIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any of the four; the popover picks the side with room.
    public static let any: TUIPopoverArrowDirection = [.up, .down, .left, .right]
    /// No direction is known: the popover is not on screen.
    public static let unknown = TUIPopoverArrowDirection(rawValue: .max)
}

/// An object that can respond to and handle events: the base class of views,
/// windows and the application.
///
/// Events travel along the *responder chain*: a view's ``next`` responder is
/// its view controller when it is one's root view, otherwise its superview; a
/// window's is the application. Each handling method's default implementation
/// passes the event to ``next``, so override it to handle an event and call
/// `super` to pass on what you do not handle:
///
/// ```swift
/// override func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
///     guard presses.first?.key?.keyEvent.key == .enter else {
///         return super.pressesBegan(presses, with: event)
///     }
///     submit()
/// }
/// ```
///
/// Key presses go first to the key window's first responder (or, when
/// there is none, to its focused view, then to the controller on screen)
/// and travel up the chain. A press that no responder handles reaches
/// ``TUIApplication``, which then runs the first matching entry of
/// ``keyCommands`` along the chain, and otherwise moves focus on Tab and
/// Shift-Tab. Responders behind a modal presentation see neither presses
/// nor commands.
@MainActor
open class TUIResponder: @MainActor CustomStringConvertible, @MainActor CustomDebugStringConvertible {
    /// Creates a responder.
    public init() {}

    // MARK: - The responder chain

    /// The next responder in the chain, or nil at its end.
    open var next: TUIResponder? { nil }

    // MARK: - First responder

    /// Whether this responder can become the first responder; false by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder agrees to give up first responder status; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool {
        firstResponderWindow?.firstResponder === self
    }

    /// Asks to become the first responder of its window, which receives key
    /// presses first.
    ///
    /// Fails when ``canBecomeFirstResponder`` is false, when the responder is
    /// not in a window, or when the current first responder refuses to resign.
    ///
    /// - Returns: Whether this responder is now the first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = firstResponderWindow else { return false }
        return window.makeFirstResponder(self)
    }

    /// Gives up first responder status.
    ///
    /// Override to refuse (return false) or to tidy up; call `super` to
    /// actually resign.
    ///
    /// - Returns: Whether the responder resigned; true by default.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        firstResponderWindow?.firstResponderDidResign(self)
        return true
    }

    /// The window whose first responder this responder can be.
    var firstResponderWindow: TUIWindow? { nil }

    // MARK: - Key commands

    /// Keyboard shortcuts this responder handles. A key press that no
    /// responder handles is matched against the commands of every responder
    /// along the chain, from the first responder outward.
    open var keyCommands: [TUIKeyCommand]? { nil }

    // MARK: - Presses

    /// Tells the responder that a key went down. Passes the presses to
    /// ``next`` by default.
    ///
    /// - Parameters:
    ///   - presses: The presses; a terminal reports one key at a time.
    ///   - event: The event the presses belong to.
    open func pressesBegan(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// Tells the responder that a key came up. Terminals report no key
    /// releases, so this follows ``pressesBegan(_:with:)`` at once. Passes the
    /// presses to ``next`` by default.
    ///
    /// - Parameters:
    ///   - presses: The presses.
    ///   - event: The event the presses belong to.
    open func pressesEnded(_ presses: Set<TUIPress>, with event: TUIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    // MARK: - Touches (mouse)

    /// Tells the responder that a mouse button went down over it. Passes the
    /// touches to ``next`` by default.
    ///
    /// - Parameters:
    ///   - touches: The touches; a terminal reports one pointer.
    ///   - event: The event the touches belong to.
    open func touchesBegan(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Tells the responder that the mouse moved with a button held. Passes the
    /// touches to ``next`` by default.
    ///
    /// - Parameters:
    ///   - touches: The touches.
    ///   - event: The event the touches belong to.
    open func touchesMoved(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Tells the responder that the mouse button came up. Passes the touches
    /// to ``next`` by default.
    ///
    /// - Parameters:
    ///   - touches: The touches.
    ///   - event: The event the touches belong to.
    open func touchesEnded(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Tells the responder that a touch sequence was interrupted, for example
    /// because its view left the window. Passes the touches to ``next`` by
    /// default.
    ///
    /// - Parameters:
    ///   - touches: The touches.
    ///   - event: The event the touches belong to.
    open func touchesCancelled(_ touches: Set<TUITouch>, with event: TUIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: - Description

    /// The class name and address, such as `<TUIResponder: 0x6000…>`.
    open var description: String {
        "<\(type(of: self)): \(objectAddress(self))>"
    }

    /// The same as ``description``.
    open var debugDescription: String { description }
}

/// The address of an object, as `0x…`, for descriptions.
func objectAddress(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
}

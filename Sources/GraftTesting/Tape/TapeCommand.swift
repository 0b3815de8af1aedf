import GraftTerminal

/// What one line of a tape asks for.
public enum TapeCommand: Hashable, Sendable {
    /// `Set …`: a setting that applies from this step on.
    case set(TapeSetting)
    /// `Type "text"`: one key press per character, each followed by a pause
    /// of `speed`, or of the typing speed in effect when `speed` is nil.
    case type(String, speed: Duration?)
    /// A key or chord pressed `count` times, each followed by a pause of
    /// `speed`, or of the typing speed in effect when `speed` is nil.
    case key(KeyEvent, count: Int, speed: Duration?)
    /// `Click COL ROW`: the left button pressed and released at a zero-based cell.
    case click(Point)
    /// `Scroll Up|Down COL ROW [count]`: the wheel turned at a zero-based cell.
    case scroll(ScrollDirection, at: Point, count: Int)
    /// `Resize WxH`: the terminal changes size.
    case resize(Size)
    /// `Sleep D`: a pause.
    case sleep(Duration)
    /// `Wait "text"`: waits until the screen shows the text, for at most
    /// `timeout`, or the wait timeout in effect when `timeout` is nil.
    case wait(String, timeout: Duration?)
    /// `Expect "text"`: the screen must show the text now.
    case expect(String)
    /// `Expect not "text"`: the screen must not show the text now.
    case expectAbsent(String)
    /// `Screenshot NAME`: keep the current frame under a name.
    case screenshot(String)
    /// `Hide`: leave the following steps out of the recording.
    case hide
    /// `Show`: record steps again.
    case show
}

/// A setting changed by a tape's `Set` command.
public enum TapeSetting: Hashable, Sendable {
    /// `Set Size WxH`: the screen size before any input.
    case size(Size)
    /// `Set TypingSpeed D`: the pause after each key.
    case typingSpeed(Duration)
    /// `Set WaitTimeout D`: how long `Wait` waits unless it says otherwise.
    case waitTimeout(Duration)
}

/// Which way a tape's `Scroll` command turns the wheel.
public enum ScrollDirection: Hashable, Sendable {
    /// Away from the user: content moves down to show what is above.
    case up
    /// Toward the user.
    case down
}

extension TapeCommand {
    /// The typing speed VHS uses, and a tape's unless it sets another.
    public static let defaultTypingSpeed: Duration = .milliseconds(50)
    /// How long `Wait` waits unless the tape sets another timeout.
    public static let defaultWaitTimeout: Duration = .seconds(10)
}

import GraftTerminal

/// What one command of a tape asks for.
public enum TapeCommand: Hashable, Sendable {
    /// `Set …`: a setting that applies from this step on.
    case set(TapeSetting)
    /// `Output PATH`: where to write the recording; the extension picks the format.
    case output(String)
    /// `Require PROGRAM`: the program must be on `PATH`, or the run ends with status 1.
    case require(String)
    /// `Env NAME "value"`: an environment variable for programs the tape starts.
    case env(name: String, value: String)
    /// `Type "text"`: one key press per character, each followed by a pause
    /// of `speed`, or of the typing speed in effect when `speed` is nil.
    case type(String, speed: Duration?)
    /// A key or chord pressed `count` times, each followed by a pause of
    /// `speed`, or of the typing speed in effect when `speed` is nil.
    case key(KeyEvent, count: Int, speed: Duration?)
    /// `Click COL ROW`: the left button pressed and released at a zero-based cell.
    case click(Point)
    /// `Drag COL ROW COL ROW`: the left button pressed at the first cell,
    /// moved cell by cell to the second, and released there.
    case drag(from: Point, to: Point)
    /// `Scroll Up|Down COL ROW [count]`: the wheel turned at a zero-based cell.
    case scroll(ScrollDirection, at: Point, count: Int)
    /// `ScrollUp`/`ScrollDown [count]`: the wheel turned over the middle of the screen.
    case scrollViewport(ScrollDirection, count: Int, speed: Duration?)
    /// `Resize WxH`: the terminal changes size.
    case resize(Size)
    /// `Sleep D`: a pause.
    case sleep(Duration)
    /// `Wait "text"`: waits until the screen shows the text, for at most
    /// `timeout`, or the wait timeout in effect when `timeout` is nil.
    case wait(String, timeout: Duration?)
    /// `Wait[+Screen|+Line][@D] [/regex/]`: waits until the pattern (the
    /// `WaitPattern` setting when nil) matches the last non-blank line, or
    /// anywhere on the screen.
    case waitMatch(pattern: String?, scope: WaitScope, timeout: Duration?)
    /// `Expect "text"`: the screen must show the text now.
    case expect(String)
    /// `Expect not "text"`: the screen must not show the text now.
    case expectAbsent(String)
    /// `Screenshot NAME`: keep the current frame under a name.
    case screenshot(String)
    /// `Screenshot PATH`: write the current frame to a file (`.png` is VHS's;
    /// Graft writes `.svg`, `.txt` and `.ansi`, and skips others with a warning).
    case screenshotFile(String)
    /// `Copy "text"`: put the text on the tape's clipboard.
    case copy(String)
    /// `Paste`: the clipboard pasted into the app.
    case paste
    /// `Hide`: leave the following steps out of the recording.
    case hide
    /// `Show`: record steps again.
    case show
}

/// Where `Wait /regex/` looks.
public enum WaitScope: String, Hashable, Sendable {
    /// The last line on screen that is not blank (VHS's default).
    case line = "Line"
    /// Anywhere on the screen.
    case screen = "Screen"
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
    /// How long `Wait` waits unless the tape sets another timeout: VHS's 15 seconds.
    public static let defaultWaitTimeout: Duration = .seconds(15)
    /// What a bare `Wait` looks for unless the tape sets `WaitPattern`: VHS's shell prompt.
    public static let defaultWaitPattern = ">$"
}

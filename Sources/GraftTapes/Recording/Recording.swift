import GraftTerminal

/// What a tape showed: the frames over time, the named screenshots and the
/// last frame. ``TapePlayer`` makes one; the exporters turn it into text,
/// ANSI text, an asciicast or an SVG picture.
public struct Recording: Hashable, Sendable {
    /// A frame kept by a tape's `Screenshot` command.
    public struct Screenshot: Hashable, Sendable {
        /// The name given in the tape.
        public var name: String
        /// The frame shown when the screenshot was taken.
        public var frame: Canvas

        /// Creates a screenshot.
        public init(name: String, frame: Canvas) {
            self.name = name
            self.frame = frame
        }
    }

    /// A frame and when it appeared.
    public struct TimedFrame: Hashable, Sendable {
        /// The time since the recording started, not counting hidden steps.
        public var time: Duration
        /// The frame.
        public var frame: Canvas

        /// Creates a timed frame.
        public init(time: Duration, frame: Canvas) {
            self.time = time
            self.frame = frame
        }
    }

    /// The screenshots, in the order the tape took them.
    public var screenshots: [Screenshot]
    /// Each distinct frame shown while the tape was not hidden, in order,
    /// with non-decreasing times.
    public var frames: [TimedFrame]
    /// The frame shown when the tape ended.
    public var finalFrame: Canvas
    /// The frames `Screenshot FILE` took, each named by its path, to be written there.
    public var screenshotFiles: [Screenshot]

    /// Creates a recording.
    public init(screenshots: [Screenshot] = [], frames: [TimedFrame] = [], finalFrame: Canvas, screenshotFiles: [Screenshot] = []) {
        self.screenshots = screenshots
        self.screenshotFiles = screenshotFiles
        self.frames = frames
        self.finalFrame = finalFrame
    }

    /// The screen size at the start: the first timed frame's, else the final frame's.
    public var size: Size { frames.first?.frame.size ?? finalFrame.size }

    /// The time of the last timed frame.
    public var duration: Duration { frames.last?.time ?? .zero }
}

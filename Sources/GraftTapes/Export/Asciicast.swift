import GraftTerminal

/// The optional header fields of an asciicast.
public struct AsciicastOptions: Hashable, Sendable {
    /// The recording's title, shown by players.
    public var title: String?
    /// When the recording started, in seconds since 1970 (Unix time). Nil by
    /// default, so the same recording always gives the same file.
    public var timestamp: Int?
    /// Environment variables to note, such as `TERM`; written in key order.
    public var environment: [String: String]

    /// The colors players should show the recording in: the header's `theme`.
    public var theme: TerminalTheme?

    /// Creates header options.
    public init(title: String? = nil, timestamp: Int? = nil, environment: [String: String] = [:], theme: TerminalTheme? = nil) {
        self.title = title
        self.timestamp = timestamp
        self.environment = environment
        self.theme = theme
    }
}

extension Recording {
    /// The timed frames as an asciicast v2 file, which asciinema and its web
    /// player play back.
    ///
    /// The first line is the header (version 2, the first frame's width and
    /// height, then the options that are set). Each following line is an
    /// output event `[seconds, "o", data]`: the first frame clears the screen
    /// and draws every row; later frames send only the runs of cells that
    /// changed, each after a cursor move. A change of size is a resize event
    /// `[seconds, "r", "WxH"]` followed by a full redraw. Times are seconds
    /// with six decimals. The last event shows the cursor again, so a player
    /// that stops at the end leaves a visible cursor, as a terminal would.
    /// The file ends with a line break.
    ///
    /// ```
    /// {"version":2,"width":40,"height":2}
    /// [0.000000,"o","\u001b[?25l\u001b[0m\u001b[2J\u001b[1;1H\u001b[0mHello\u001b[0m"]
    /// [0.050000,"o","\u001b[1;6H\u001b[0m!\u001b[0m"]
    /// ```
    ///
    /// - Parameter options: Title, timestamp and environment for the header.
    /// - Returns: The file's text.
    /// - Complexity: O(*n*) in the number of cells of all frames.
    public func asciicast(_ options: AsciicastOptions = AsciicastOptions()) -> String {
        let timed = frames.isEmpty ? [TimedFrame(time: .zero, frame: finalFrame)] : frames
        var lines = [asciicastHeader(options)]
        var previous: Canvas?
        for entry in timed {
            let time = Self.seconds(entry.time)
            var data = ""
            if let last = previous, last.size != entry.frame.size {
                lines.append("[\(time),\"r\",\(JSONText.string("\(entry.frame.size)"))]")
                previous = nil
            }
            if let last = previous {
                for run in entry.frame.changes(from: last) {
                    data += ANSISequences.moveTo(x: run.origin.x, y: run.origin.y) + ANSISequences.cells(run.cells)
                }
            } else {
                data = Self.fullRedraw(of: entry.frame)
            }
            previous = entry.frame
            guard !data.isEmpty else { continue }
            lines.append("[\(time),\"o\",\(JSONText.string(data))]")
        }
        let end = Self.seconds(timed.last?.time ?? .zero)
        lines.append("[\(end),\"o\",\(JSONText.string(ANSISequences.showCursor))]")
        return lines.joined(separator: "\n") + "\n"
    }

    private func asciicastHeader(_ options: AsciicastOptions) -> String {
        var fields = ["\"version\":2", "\"width\":\(size.width)", "\"height\":\(size.height)"]
        if let timestamp = options.timestamp { fields.append("\"timestamp\":\(timestamp)") }
        if let title = options.title { fields.append("\"title\":" + JSONText.string(title)) }
        if !options.environment.isEmpty {
            let pairs = options.environment.sorted { $0.key < $1.key }
                .map { JSONText.string($0.key) + ":" + JSONText.string($0.value) }
            fields.append("\"env\":{" + pairs.joined(separator: ",") + "}")
        }
        if let theme = options.theme {
            let palette = theme.palette.map(TerminalTheme.hex).joined(separator: ":")
            fields.append(
                "\"theme\":{\"fg\":\"\(TerminalTheme.hex(theme.foreground))\",\"bg\":\"\(TerminalTheme.hex(theme.background))\",\"palette\":\"\(palette)\"}"
            )
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// Hides the cursor, clears the screen and draws each row, leaving out
    /// the blank cells at the end of a row that the clear already shows.
    private static func fullRedraw(of frame: Canvas) -> String {
        var data = ANSISequences.hideCursor + ANSISequences.reset + ANSISequences.clearScreen
        for y in 0 ..< frame.size.height {
            let row = frame.row(y)
            var end = row.endIndex
            while end > row.startIndex, row[end - 1] == Cell.blank() { end -= 1 }
            guard end > row.startIndex else { continue }
            data += ANSISequences.moveTo(x: 0, y: y) + ANSISequences.cells(row[row.startIndex ..< end])
        }
        return data
    }

    /// Seconds with six decimals, from whole microseconds, never in exponent form.
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let microseconds = max(seconds * 1_000_000 + attoseconds / 1_000_000_000_000, 0)
        let fraction = String(microseconds % 1_000_000)
        return "\(microseconds / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}

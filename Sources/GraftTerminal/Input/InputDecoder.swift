/// Turns the bytes a terminal sends into ``Event`` values.
///
/// The decoder understands what an xterm-compatible terminal sends in raw mode with keypad
/// transmit mode on, SGR mouse reporting (mode 1006, with 1000 or 1002 tracking) and bracketed
/// paste (mode 2004): UTF-8 text, control characters, CSI and SS3 key sequences with xterm
/// modifiers, Alt as an ESC prefix, `CSI u` keys, SGR and X10 mouse reports and pastes.
///
/// Bytes arrive in arbitrary pieces, so the decoder keeps whatever could still be the start of
/// something longer (a partial escape sequence, a partial UTF-8 character, an unfinished paste)
/// until the next call:
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode([0x1B, 0x5B])      // [] — could be Alt+[ or the start of a sequence
/// decoder.decode([0x41])            // [.key(KeyEvent(.up))]
/// decoder.decode([0x1B])            // [] — a lone ESC is ambiguous…
/// decoder.flushPending()            // [.key(KeyEvent(.escape))] — …until the timeout
/// ```
///
/// A run loop reads what is available, decodes it and, while ``hasPendingInput`` is true, waits
/// at most ``escapeTimeout`` for more bytes before calling ``flushPending()``.
///
/// Terminal bytes are outside input, so nothing here traps: malformed, unknown, truncated or
/// overlong sequences are dropped without swallowing the input that follows them, and invalid
/// UTF-8 becomes U+FFFD REPLACEMENT CHARACTER (one per maximal invalid subsequence, as
/// `String(decoding:as:)` does), so a broken byte stays visible instead of vanishing.
///
/// Byte-level choices worth knowing:
/// - CR (0x0D) and LF (0x0A, also Ctrl+J) are both ``Key/enter``.
/// - DEL (0x7F) and BS (0x08, which some terminals send for Backspace and others for Ctrl+H) are
///   both ``Key/backspace``; Ctrl+H is therefore only distinguishable through `CSI u`.
/// - Other C0 controls are Ctrl+letter (0x01 is Ctrl+A, reported as `.character("a")` with
///   `.control`), 0x00 is Ctrl+Space, and 0x1C–0x1F are Ctrl+`\`, `]`, `^`, `_`.
/// - `ESC ESC` is Alt+Escape, and `ESC` before any key adds `.alt` (`ESC ESC [A` is Alt+Up).
/// - Focus reports (`CSI I`, `CSI O`) and sequences that are not input are dropped.
/// - Pasted text is delivered verbatim: terminals usually turn newlines into CR in a paste, and
///   the decoder does not translate them back.
///
/// - Complexity: Decoding is linear in the number of bytes, however they are split across calls;
///   at most a few dozen bytes are ever held back outside a paste.
public struct InputDecoder: Sendable {
    /// How long a run loop should wait for more bytes, after a read that left
    /// ``hasPendingInput`` true, before it calls ``flushPending()``: 25 milliseconds.
    ///
    /// A terminal writes an escape sequence in one go, so its bytes arrive together; a lone ESC
    /// that sees nothing follow within this time was the Escape key. Longer values make Escape
    /// feel sluggish; much shorter ones can split sequences sent over slow remote links.
    public static let escapeTimeout: Duration = .milliseconds(25)

    /// The longest run of parameter and intermediate bytes accepted in one CSI or SS3 sequence;
    /// anything longer is abandoned and skipped up to its final byte.
    static let maximumSequenceLength = 64

    /// Bytes received but not yet decoded: an incomplete tail, or a possible paste terminator.
    var pending: [UInt8] = []
    /// True between the bracketed-paste start and end markers.
    var isInPaste = false
    /// The bytes of the paste in progress.
    var pasteContent: [UInt8] = []
    /// True while skipping the rest of an abandoned overlong sequence.
    var isSkippingOverlongSequence = false
    /// The button of the last press or drag, for reports that do not name the released button.
    var lastPressedButton: MouseButton?

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether bytes are held back that ``flushPending()`` would resolve: a lone ESC, an
    /// incomplete escape sequence or a partial UTF-8 character.
    ///
    /// When this is true after a read, wait up to ``escapeTimeout`` for more bytes and call
    /// ``flushPending()`` if none arrive. An unfinished paste does not count; see
    /// ``isInsidePaste``.
    public var hasPendingInput: Bool {
        !isInPaste && (!pending.isEmpty || isSkippingOverlongSequence)
    }

    /// Whether a bracketed paste has started and its end marker has not arrived yet.
    ///
    /// ``flushPending()`` leaves an unfinished paste alone, because a large paste over a slow
    /// link can pause longer than the escape timeout; ``finish()`` delivers it.
    public var isInsidePaste: Bool { isInPaste }

    /// Decodes the next bytes from the terminal.
    ///
    /// Returns every event the bytes complete, in order, and keeps an incomplete tail for the
    /// next call, so a sequence or character split across reads decodes as if it had arrived
    /// whole. Text that arrives together is split into grapheme clusters, one
    /// ``Key/character(_:)`` event each; a cluster split across reads arrives as two events.
    ///
    /// ```swift
    /// var decoder = InputDecoder()
    /// decoder.decode(Array("hé".utf8))  // [.key(KeyEvent(.character("h"))), .key(KeyEvent(.character("é")))]
    /// ```
    ///
    /// - Parameter bytes: The bytes just read, in the order the terminal sent them.
    /// - Returns: The events those bytes complete; empty if they only extend a pending tail.
    /// - Complexity: O(*n*), where *n* is the number of bytes plus the few held back.
    public mutating func decode<Bytes: Sequence>(_ bytes: Bytes) -> [Event] where Bytes.Element == UInt8 {
        pending.append(contentsOf: bytes)
        return process(atEndOfInput: false)
    }

    /// Resolves the bytes held back because more might follow, after the escape timeout passed.
    ///
    /// A lone ESC becomes ``Key/escape``; `ESC ESC` becomes Alt+Escape; `ESC [` and `ESC O`
    /// become Alt+`[` and Alt+`O`; a partial UTF-8 character becomes U+FFFD; an escape sequence
    /// cut short after its introducer (`ESC [ 1 ;`, a partial mouse report) cannot mean anything
    /// and is dropped. An unfinished bracketed paste is kept: its end marker will still come.
    ///
    /// - Returns: The events the held-back bytes stand for, possibly none.
    public mutating func flushPending() -> [Event] {
        isSkippingOverlongSequence = false
        return process(atEndOfInput: true)
    }

    /// Resolves everything held back, including an unfinished paste, at the end of input.
    ///
    /// Call this when the input stream ends (for example at the end of a scripted input file).
    /// It does what ``flushPending()`` does and then delivers the content of an unfinished
    /// bracketed paste as a ``Event/paste(_:)``, leaving the decoder empty.
    ///
    /// - Returns: The remaining events, possibly none.
    public mutating func finish() -> [Event] {
        var events = flushPending()
        if isInPaste {
            pasteContent.append(contentsOf: pending)
            pending.removeAll()
            events.append(endPaste())
        }
        return events
    }

    // MARK: - The decoding loop

    /// Decodes as much of `pending` as possible and removes what was decoded.
    ///
    /// - Parameter atEndOfInput: Whether no more bytes will come for now, so every incomplete
    ///   sequence must be resolved instead of kept.
    mutating func process(atEndOfInput: Bool) -> [Event] {
        var events: [Event] = []
        var index = 0
        while index < pending.count {
            if isInPaste {
                guard consumePaste(from: &index, into: &events) else { break }
                continue
            }
            if isSkippingOverlongSequence {
                skipOverlongSequence(from: &index)
                continue
            }
            let byte = pending[index]
            if byte == Self.escapeByte {
                guard let parsed = parseEscape(at: index, atEndOfInput: atEndOfInput, nested: false) else { break }
                index += parsed.length
                apply(parsed, to: &events)
            } else if let key = Self.controlKey(for: byte) {
                events.append(.key(key))
                index += 1
            } else {
                guard let length = decodeText(at: index, atEndOfInput: atEndOfInput, into: &events) else { break }
                index += length
            }
        }
        if index == pending.count {
            pending = []  // let go of a large read's storage
        } else {
            pending.removeFirst(index)
        }
        return events
    }

    /// Records what a parsed sequence means for the decoder's state and emits its event.
    mutating func apply(_ parsed: Parsed, to events: inout [Event]) {
        if let event = parsed.event {
            if case .mouse(let mouse) = event {
                switch mouse.action {
                case .press(let button), .drag(let button): lastPressedButton = button
                case .release: lastPressedButton = nil
                default: break
                }
            }
            events.append(event)
        }
        if parsed.beginsPaste {
            isInPaste = true
            pasteContent.removeAll()
        }
        if parsed.abandonsOverlongSequence {
            isSkippingOverlongSequence = true
        }
    }

    /// Skips the parameter and intermediate bytes of an abandoned sequence and its final byte.
    mutating func skipOverlongSequence(from index: inout Int) {
        while index < pending.count {
            let byte = pending[index]
            if Self.parameterOrIntermediateBytes.contains(byte) {
                index += 1
            } else {
                if Self.finalBytes.contains(byte) { index += 1 }
                isSkippingOverlongSequence = false
                return
            }
        }
    }

    // MARK: - Text and control characters

    /// Decodes a run of text starting at `start` into one character event per grapheme cluster.
    ///
    /// - Returns: The number of bytes consumed, or `nil` if the run starts with a partial UTF-8
    ///   character and more bytes may complete it.
    mutating func decodeText(at start: Int, atEndOfInput: Bool, into events: inout [Event]) -> Int? {
        var scalars = String.UnicodeScalarView()
        var index = start
        scan: while index < pending.count {
            let byte = pending[index]
            if byte < 0x20 || byte == 0x7F { break }
            if byte < 0x80 {
                scalars.append(Unicode.Scalar(byte))
                index += 1
                continue
            }
            switch Self.scanScalar(in: pending, at: index) {
            case .scalar(let scalar, let length):
                scalars.append(scalar)
                index += length
            case .invalid(let length):
                scalars.append(Self.replacementCharacter)
                index += length
            case .incomplete:
                guard atEndOfInput else { break scan }
                scalars.append(Self.replacementCharacter)
                index = pending.count
            }
        }
        guard index > start else { return nil }
        for character in String(scalars) {
            events.append(.key(KeyEvent(.character(character))))
        }
        return index - start
    }

    /// The key a C0 control byte or DEL stands for, or `nil` for ESC and printable bytes.
    static func controlKey(for byte: UInt8) -> KeyEvent? {
        switch byte {
        case 0x00: KeyEvent(.character(" "), modifiers: .control)
        case 0x08, 0x7F: KeyEvent(.backspace)
        case 0x09: KeyEvent(.tab)
        case 0x0A, 0x0D: KeyEvent(.enter)
        case 0x01 ... 0x1A:
            KeyEvent(.character(Character(Unicode.Scalar(byte + 0x60))), modifiers: .control)
        case 0x1C ... 0x1F:
            KeyEvent(.character(Character(Unicode.Scalar(byte + 0x40))), modifiers: .control)
        default: nil
        }
    }

    // MARK: - Constants

    /// ESC, which starts every escape sequence.
    static let escapeByte: UInt8 = 0x1B
    /// CSI parameter bytes (0x30–0x3F) and intermediate bytes (0x20–0x2F).
    static let parameterOrIntermediateBytes: ClosedRange<UInt8> = 0x20 ... 0x3F
    /// CSI and SS3 final bytes.
    static let finalBytes: ClosedRange<UInt8> = 0x40 ... 0x7E
    /// U+FFFD, which stands in for invalid UTF-8.
    static let replacementCharacter: Unicode.Scalar = "\u{FFFD}"
}

extension InputDecoder {
    /// The outcome of parsing one escape sequence.
    struct Parsed {
        /// The number of bytes the sequence occupies, at least one.
        var length: Int
        /// What the sequence means, or `nil` if it is dropped.
        var event: Event? = nil
        /// Whether the sequence is the bracketed-paste start marker.
        var beginsPaste = false
        /// Whether the sequence was too long and the rest of it must be skipped.
        var abandonsOverlongSequence = false

        /// A parsed key sequence.
        init(length: Int, key: KeyEvent) {
            self.length = length
            self.event = .key(key)
        }

        /// A parsed sequence of any kind.
        init(length: Int, event: Event? = nil, beginsPaste: Bool = false, abandonsOverlongSequence: Bool = false) {
            self.length = length
            self.event = event
            self.beginsPaste = beginsPaste
            self.abandonsOverlongSequence = abandonsOverlongSequence
        }
    }
}

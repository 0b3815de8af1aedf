/// The OSC 52 sequence that asks a terminal to put text on the system
/// clipboard: `ESC ] 52 ; c ; <base64 of the UTF-8> ESC \`.
///
/// The string terminator is ESC backslash, which every terminal that reads
/// OSC 52 accepts (BEL is older and tmux passes both).
enum ClipboardSequence {
    /// The sequence for `text`, or nil when it is too long for terminals to
    /// take: xterm refuses selections past about 100,000 bytes of base64, and
    /// a sequence that big would hold up the frames behind it.
    static func bytes(copying text: String) -> [UInt8]? {
        let encoded = Base64.encode(Array(text.utf8))
        guard encoded.count <= maximumEncodedLength else { return nil }
        return Array("\u{1B}]52;c;".utf8) + encoded + [0x1B, UInt8(ascii: "\\")]
    }

    /// The longest base64 payload sent.
    static let maximumEncodedLength = 100_000
}

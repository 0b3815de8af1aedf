/// Provisional decoder: plain bytes as characters. Replaced by the full decoder.
public struct InputDecoder: Sendable {
    /// Creates a decoder.
    public init() {}
    /// Decodes bytes.
    public mutating func decode<Bytes: Sequence>(_ bytes: Bytes) -> [Event] where Bytes.Element == UInt8 {
        String(decoding: Array(bytes), as: UTF8.self).map { .key(KeyEvent(.character($0))) }
    }
    /// Whether bytes are held back.
    public var hasPendingInput: Bool { false }
    /// Flushes.
    public mutating func flushPending() -> [Event] { [] }
}

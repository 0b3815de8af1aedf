/// A short ASCII name, such as a field name or `true`, kept as two
/// little-endian words so that a ``JSONScanner`` compares it with the
/// file's bytes in two loads rather than a byte loop or a `memcmp` call.
struct ShortName {
    /// The name's length in bytes, at most 16.
    let count: Int
    private let words: (UInt64, UInt64)
    private let masks: (UInt64, UInt64)

    /// Prepares `name` for comparison.
    ///
    /// - Precondition: `name` has at most 16 bytes.
    init(_ name: StaticString) {
        let bytes = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        precondition(bytes.count <= 16, "ShortName: a name has at most 16 bytes, but \"\(name)\" has \(bytes.count)")
        count = bytes.count
        var words: (UInt64, UInt64) = (0, 0)
        for (index, byte) in bytes.enumerated() {
            if index < 8 { words.0 |= UInt64(byte) << (8 * UInt64(index)) } else { words.1 |= UInt64(byte) << (8 * UInt64(index - 8)) }
        }
        self.words = words
        masks = (Self.mask(bytes: min(count, 8)), Self.mask(bytes: max(count - 8, 0)))
    }

    /// The low `bytes` bytes of a word set.
    private static func mask(bytes: Int) -> UInt64 {
        bytes >= 8 ? ~0 : (1 << (8 * UInt64(bytes))) &- 1
    }

    /// Whether the 16 bytes starting with `first` and `second` begin with the name.
    @inline(__always)
    func isPrefix(of first: UInt64, _ second: UInt64) -> Bool {
        (first & masks.0) ^ words.0 | (second & masks.1) ^ words.1 == 0
    }

    /// The name's byte at `index`.
    func byte(at index: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: (index < 8 ? words.0 >> (8 * UInt64(index)) : words.1 >> (8 * UInt64(index - 8))))
    }
}

extension JSONScanner {
    /// Whether the bytes at `offset` are `name` (what follows them does not matter).
    @inline(__always)
    func bytes(at offset: Int, are name: ShortName) -> Bool {
        guard offset + 16 <= bytes.count else {
            // Too near the end of the file to read two whole words.
            return offset + name.count <= bytes.count && (0 ..< name.count).allSatisfy { bytes[offset + $0] == name.byte(at: $0) }
        }
        return name.isPrefix(of: Self.word(at: offset, in: bytes), Self.word(at: offset + 8, in: bytes))
    }
}

/// Comparing identifiers as memory, word by word, where calling `==` on a
/// generic type would go through its witness table item by item.
@usableFromInline
enum SnapshotMemory {
    /// How many items from `old[oldStart...]` and `new[newStart...]` on are
    /// identical in memory, and so the same identifier. Comparing words of
    /// memory runs at memory speed where calling `==` on a generic type goes
    /// through its witness table item by item. Items equal by `==` but not
    /// bit for bit (padding, two copies of a string) end the run, and the
    /// walk compares them with `==`; identifiers must be equal to
    /// themselves, as `Hashable` requires.
    @inlinable
    static func identicalRun<I>(_ old: [I], from oldStart: Int, _ new: [I], from newStart: Int) -> Int {
        let stride = MemoryLayout<I>.stride
        let length = min(old.count - oldStart, new.count - newStart)
        guard length > 0, stride > 0 else { return 0 }
        return old.withUnsafeBytes { oldBytes in
            new.withUnsafeBytes { newBytes in
                guard let oldBase = oldBytes.baseAddress, let newBase = newBytes.baseAddress else { return 0 }
                let left = oldBase + oldStart * stride
                let right = newBase + newStart * stride
                let byteCount = length * stride
                var offset = 0
                while offset + 8 <= byteCount,
                    left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                {
                    offset += 8
                }
                while offset < byteCount,
                    left.load(fromByteOffset: offset, as: UInt8.self) == right.load(fromByteOffset: offset, as: UInt8.self)
                {
                    offset += 1
                }
                return offset / stride
            }
        }
    }

    /// Whether two items are the same bits (and so the same identifier).
    @inlinable @inline(__always)
    static func sameBytes(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer, count: Int) -> Bool {
        var offset = 0
        while offset + 8 <= count {
            guard
                left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            else {
                return false
            }
            offset += 8
        }
        while offset < count {
            guard left.load(fromByteOffset: offset, as: UInt8.self) == right.load(fromByteOffset: offset, as: UInt8.self) else {
                return false
            }
            offset += 1
        }
        return true
    }
}

extension InputDecoder {
    /// The bracketed-paste end marker, `ESC [ 2 0 1 ~`.
    static let pasteEndMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// Moves paste content from `pending` into `pasteContent` until the end marker.
    ///
    /// Everything up to the end marker is content, ESC bytes included. Only a possible start of
    /// the marker at the very end of `pending` (at most five bytes) is held back, so a paste
    /// split into many reads is still scanned once.
    ///
    /// - Parameters:
    ///   - index: Where the content continues; advanced past what was consumed.
    ///   - events: Receives the ``Event/paste(_:)`` when the end marker is found.
    /// - Returns: Whether the paste ended, so decoding can go on after it.
    mutating func consumePaste(from index: inout Int, into events: inout [Event]) -> Bool {
        let end = pending.count
        var searchStart = index
        while let escape = pending[searchStart ..< end].firstIndex(of: Self.escapeByte) {
            let available = min(Self.pasteEndMarker.count, end - escape)
            if pending[escape ..< (escape + available)].elementsEqual(Self.pasteEndMarker[..<available]) {
                pasteContent.append(contentsOf: pending[index ..< escape])
                guard available == Self.pasteEndMarker.count else {
                    index = escape  // a possible start of the marker: wait for the rest
                    return false
                }
                index = escape + available
                events.append(endPaste())
                return true
            }
            searchStart = escape + 1
        }
        pasteContent.append(contentsOf: pending[index ..< end])
        index = end
        return false
    }

    /// Ends the paste in progress and returns its content as an event, repairing invalid
    /// UTF-8 with U+FFFD.
    mutating func endPaste() -> Event {
        let text = String(decoding: pasteContent, as: UTF8.self)
        pasteContent = []
        isInPaste = false
        return .paste(text)
    }
}

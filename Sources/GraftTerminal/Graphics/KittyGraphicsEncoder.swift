/// The escape sequences of the Kitty graphics protocol: APC `ESC _ G`
/// keys `;` payload `ESC \`.
enum KittyGraphicsEncoder {
    /// Base64 bytes per escape sequence; the protocol allows at most 4096.
    static let chunkSize = 4096

    /// Transmits `image` and shows it at the cursor, scaled to `columns` by
    /// `rows` cells, as image `id` (so it can be deleted later).
    ///
    /// `source` picks the part of the image shown, in its pixels (a picture
    /// a scroll view cuts off); nil shows it whole. The cursor does not move
    /// (`C=1`) and the terminal sends no reply (`q=2`), which would otherwise
    /// arrive as input. Opaque images go as RGB, others as RGBA.
    static func transmitAndDisplay(_ image: RGBAImage, id: UInt32, columns: Int, rows: Int, source: Rect? = nil) -> [UInt8] {
        let isOpaque = stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 }
        let data: [UInt8]
        if isOpaque {
            data = stride(from: 0, to: image.pixels.count, by: 4).flatMap { image.pixels[$0 ..< $0 + 3] }
        } else {
            data = image.pixels
        }
        var keys = "a=T,f=\(isOpaque ? 24 : 32),s=\(image.width),v=\(image.height),i=\(id),c=\(columns),r=\(rows),C=1,q=2"
        if let source {
            keys += ",x=\(source.minX),y=\(source.minY),w=\(source.width),h=\(source.height)"
        }
        let payload = Base64.encode(data)
        var result: [UInt8] = []
        result.reserveCapacity(payload.count + payload.count / chunkSize * 12 + keys.utf8.count + 8)
        var start = 0
        repeat {
            let end = min(start + chunkSize, payload.count)
            let isLast = end == payload.count
            var control = start == 0 ? keys : ""
            // A payload in one piece needs no `m`; in pieces every piece says whether more follow.
            if !(start == 0 && isLast) { control += (control.isEmpty ? "" : ",") + "m=\(isLast ? 0 : 1)" }
            append(control: control, payload: payload[start ..< end], to: &result)
            start = end
        } while start < payload.count
        return result
    }

    /// Deletes image `id` and frees its data (`a=d,d=I`).
    static func delete(id: UInt32) -> [UInt8] {
        var result: [UInt8] = []
        append(control: "a=d,d=I,i=\(id),q=2", payload: [], to: &result)
        return result
    }

    /// Deletes every image Graft placed, after the screen was cleared.
    static func deleteAll() -> [UInt8] {
        var result: [UInt8] = []
        append(control: "a=d,d=A,q=2", payload: [], to: &result)
        return result
    }

    private static func append(control: String, payload: ArraySlice<UInt8>, to result: inout [UInt8]) {
        result += [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")]
        result += Array(control.utf8)
        if !payload.isEmpty {
            result.append(UInt8(ascii: ";"))
            result += payload
        }
        result += [0x1B, UInt8(ascii: "\\")]
    }
}

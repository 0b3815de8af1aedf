@testable import GraftTerminal

/// Pictures and byte strings the graphics tests share.
enum GraphicsSamples {
    /// A picture of `width` by `height` pixels, all `pixel` (R, G, B, A);
    /// pictures drawn from now on are noted as on a graphics terminal.
    static func solid(width: Int, height: Int, _ pixel: [UInt8]) -> RGBAImage {
        Canvas.notesPictures = true
        return RGBAImage(width: width, height: height, pixels: Array((0 ..< width * height).map { _ in pixel }.joined()))!
    }

    /// Escape sequences written as text: `\e` stands for ESC.
    static func bytes(_ text: String) -> [UInt8] {
        Array(text.replacingOccurrences(of: "\\e", with: "\u{1B}").utf8)
    }

    /// Whether `needle` occurs in `haystack`.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty }
        return (0 ... haystack.count - needle.count).contains { haystack[$0 ..< $0 + needle.count].elementsEqual(needle) }
    }
}

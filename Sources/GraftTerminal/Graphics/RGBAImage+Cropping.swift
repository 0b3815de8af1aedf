extension RGBAImage {
    /// The pixels of `rect` (clipped to the picture): the part of a picture
    /// a scroll view lets show.
    func cropped(to rect: Rect) -> RGBAImage {
        let area = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
        guard area != Rect(x: 0, y: 0, width: width, height: height) else { return self }
        guard !area.isEmpty else { return RGBAImage(width: 0, height: 0, pixels: []) ?? self }
        var result: [UInt8] = []
        result.reserveCapacity(area.width * area.height * 4)
        for y in area.minY ..< area.maxY {
            let start = (y * width + area.minX) * 4
            result += pixels[start ..< start + area.width * 4]
        }
        return RGBAImage(width: area.width, height: area.height, pixels: result) ?? self
    }
}

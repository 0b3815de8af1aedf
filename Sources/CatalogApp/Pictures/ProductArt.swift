import GraftTerminal

/// Draws a product's picture from its catalog entry alone: a backdrop in
/// its category's colors and an object whose shape follows its symbol, lit
/// from the top left, in a color its id picks. Pure arithmetic, so the same
/// product always gets the same pixels: the committed resources in
/// Resources/ProductPictures are exactly what it draws (a test checks).
enum ProductArt {
    /// The picture's size in pixels: 32 columns by 8 rows of cells.
    static let width = 32
    static let height = 16

    /// The picture for a product with this id, category and symbol.
    static func picture(id: String, category: String, symbol: String?) -> RGBAImage {
        let seed = fnv1a(id)
        let hue = categoryHue(category) ?? Double(seed % 360)
        let accentHue = (hue + 150 + Double(seed % 60)).truncatingRemainder(dividingBy: 360)
        let shape = Shape(symbol: symbol, seed: seed)
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0 ..< height {
            for x in 0 ..< width {
                let color = pixel(x: Double(x) + 0.5, y: Double(y) + 0.5, hue: hue, accentHue: accentHue, shape: shape)
                pixels += [color.0, color.1, color.2, 255]
            }
        }
        guard let picture = RGBAImage(width: width, height: height, pixels: pixels) else {
            preconditionFailure("ProductArt filled \(pixels.count) bytes for \(width)×\(height) pixels")
        }
        return picture
    }

    /// The object drawn in the middle of the picture.
    enum Shape {
        case disc, card, tile, diamond, tower

        init(symbol: String?, seed: UInt32) {
            let name = symbol ?? ""
            if ["circle", "sun", "clock", "gear", "globe", "moon", "drop", "leaf", "music"].contains(where: name.hasPrefix) {
                self = .disc
            } else if ["book", "folder", "envelope", "creditcard", "tag", "tray", "doc"].contains(where: name.hasPrefix) {
                self = .card
            } else if ["square", "rectangle", "keyboard", "tv", "display"].contains(where: name.hasPrefix) {
                self = .tile
            } else if ["bolt", "flame", "pencil", "star", "sparkle"].contains(where: name.hasPrefix) {
                self = .diamond
            } else {
                self = [Shape.disc, .card, .tile, .diamond, .tower][Int(seed / 7 % 5)]
            }
        }

        /// How far inside the shape (x, y) is: positive inside, 0 on the edge,
        /// in pixels; the object sits centered at (16, 7.5).
        func inside(x: Double, y: Double) -> Double {
            let (dx, dy) = (x - 16, y - 7.5)
            switch self {
            case .disc: return 6 - (dx * dx + dy * dy).squareRoot()
            case .card: return min(9 - abs(dx), 4.5 - abs(dy)) - (abs(dx) > 7 && abs(dy) > 2.5 ? 1 : 0)
            case .tile: return min(6 - abs(dx), 6 - abs(dy))
            case .diamond: return (7 - abs(dx) - abs(dy)) / 1.4
            case .tower: return min(4 - abs(dx), 6.5 - abs(dy))
            }
        }
    }

    private static func pixel(x: Double, y: Double, hue: Double, accentHue: Double, shape: Shape) -> (UInt8, UInt8, UInt8) {
        let depth = y / Double(height)
        // A backdrop that darkens toward the bottom, with a floor line at two thirds.
        var color = hsv(hue, 0.45, 0.95 - 0.35 * depth)
        if y > 12 { color = hsv(hue, 0.55, 0.55) }
        // The object's shadow, an ellipse on the floor.
        let shadow = pow((x - 17.5) / 9, 2) + pow((y - 13.5) / 1.6, 2)
        if shadow < 1 { color = mix(color, (0, 0, 0), 0.35 * (1 - shadow)) }
        let inside = shape.inside(x: x, y: y)
        if inside > 0 {
            // Lit from the top left: brighter there, darker to the bottom right.
            let light = 0.55 - 0.03 * (x - 16) - 0.05 * (y - 7.5)
            var object = hsv(accentHue, 0.7, min(max(0.55 + 0.35 * light, 0.25), 1))
            if inside < 1 { object = mix(object, (0, 0, 0), 0.3) }
            color = object
        }
        return (byte(color.0), byte(color.1), byte(color.2))
    }

    /// The hue (degrees) of the catalog's categories; nil for any other.
    static func categoryHue(_ category: String) -> Double? {
        switch category {
        case "Audio": 275
        case "Carry": 30
        case "Desk": 185
        case "Gifts": 345
        case "Home": 120
        case "Kitchen": 15
        case "Outdoors": 205
        default: nil
        }
    }

    private static func hsv(_ hue: Double, _ saturation: Double, _ value: Double) -> (Double, Double, Double) {
        let sector = hue / 60
        let chroma = value * saturation
        let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let low = value - chroma
        let (r, g, b): (Double, Double, Double) =
            switch Int(sector) % 6 {
            case 0: (chroma, second, 0)
            case 1: (second, chroma, 0)
            case 2: (0, chroma, second)
            case 3: (0, second, chroma)
            case 4: (second, 0, chroma)
            default: (chroma, 0, second)
            }
        return (r + low, g + low, b + low)
    }

    private static func mix(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ amount: Double) -> (Double, Double, Double) {
        (a.0 + (b.0 - a.0) * amount, a.1 + (b.1 - a.1) * amount, a.2 + (b.2 - a.2) * amount)
    }

    private static func pow(_ value: Double, _ exponent: Int) -> Double {
        (0 ..< exponent).reduce(1) { result, _ in result * value }
    }

    private static func byte(_ value: Double) -> UInt8 { UInt8(min(max((value * 255).rounded(), 0), 255)) }

    /// FNV-1a: a hash that is the same in every run, unlike `hashValue`.
    static func fnv1a(_ text: String) -> UInt32 {
        text.utf8.reduce(2_166_136_261) { ($0 ^ UInt32($1)) &* 16_777_619 }
    }
}

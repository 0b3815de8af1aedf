import Foundation

/// The inverse discrete cosine transform of an 8×8 block (T.81 A.3.3),
/// separable, in floating point, level-shifted and clamped to 0...255.
enum JPEGIDCT {
    /// The natural (row-major) position of each zigzag index.
    static let zigzag: [Int] = [
        0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
        35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55,
        62, 63,
    ]

    /// `cosines[x * 8 + u]` = C(u) cos((2x + 1)uπ/16) / 2.
    private static let cosines: [Double] = (0 ..< 64).map { index in
        let x = Double(index / 8)
        let u = Double(index % 8)
        let scale = u == 0 ? 1 / 2.0.squareRoot() : 1
        return scale * cos((2 * x + 1) * u * Double.pi / 16) / 2
    }

    /// Transforms `coefficients` (row-major) into the 8×8 samples of
    /// `component` at (`x`, `y`).
    static func transform(_ coefficients: [Int32], into component: inout JPEGFrame.Component, x: Int, y: Int) {
        var rows = [Double](repeating: 0, count: 64)
        for v in 0 ..< 8 {
            for column in 0 ..< 8 {
                var sum = 0.0
                for u in 0 ..< 8 { sum += Double(coefficients[v * 8 + u]) * cosines[column * 8 + u] }
                rows[v * 8 + column] = sum
            }
        }
        for row in 0 ..< 8 {
            let base = (y + row) * component.stride + x
            for column in 0 ..< 8 {
                var sum = 0.0
                for v in 0 ..< 8 { sum += rows[v * 8 + column] * cosines[row * 8 + v] }
                component.samples[base + column] = UInt8(clamping: Int((sum + 128).rounded()))
            }
        }
    }
}

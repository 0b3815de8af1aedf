import Foundation

/// One property of a vectorized plot read from every element of its data:
/// numbers and dates as contiguous `Double`s (dates in seconds since 1970,
/// as ``PlotValue/continuous`` has them), anything else as plotted values.
struct PlotColumn {
    var label: String
    var kind: PlotValueKind
    /// Every element's value on a continuous axis; empty for categories.
    var numbers: [Double]
    /// Every element's value when the column is of categories; empty otherwise.
    var categories: [PlotValue]

    init(label: String, kind: PlotValueKind, numbers: [Double], categories: [PlotValue]) {
        self.label = label
        self.kind = kind
        self.numbers = numbers
        self.categories = categories
    }

    var count: Int { kind == .category ? categories.count : numbers.count }

    /// The element's value as the per-mark path would see it.
    func value(at index: Int) -> PlotValue {
        switch kind {
        case .category: categories[index]
        case .date: .date(Date(timeIntervalSince1970: numbers[index]))
        case .number: .number(numbers[index])
        }
    }

    /// Reads `projection` from every element of `data`: a stored `Double` or
    /// `Int` property of contiguous data straight from memory, others through
    /// the key path one element at a time.
    init<Data: RandomAccessCollection, Value: Plottable>(
        _ data: Data, _ projection: PlottableProjection<Data.Element, Value>
    ) {
        label = projection.label
        switch projection.storage {
        case .constant(let value):
            let plotted = PlotValue(value)
            kind = plotted.kind
            if let number = plotted.continuous {
                numbers = Array(repeating: number, count: data.count)
                categories = []
            } else {
                numbers = []
                categories = Array(repeating: plotted, count: data.count)
            }
        case .keyPath(let keyPath):
            if let fast = Self.readDirectly(data, keyPath) {
                kind = .number
                numbers = fast
                categories = []
                return
            }
            var numbers: [Double] = []
            var categories: [PlotValue] = []
            var kind = PlotValueKind.number
            numbers.reserveCapacity(data.count)
            for element in data {
                let plotted = PlotValue(element[keyPath: keyPath])
                if let number = plotted.continuous, categories.isEmpty {
                    kind = plotted.kind
                    numbers.append(number)
                } else {
                    // A category anywhere makes the whole column categorical.
                    if categories.isEmpty {
                        categories = numbers.map { .number($0) }
                        numbers = []
                    }
                    kind = .category
                    categories.append(plotted)
                }
            }
            self.kind = kind
            self.numbers = numbers
            self.categories = categories
        }
    }

    /// The values of a stored `Double` or `Int` property of data held in
    /// contiguous memory, read at the property's offset; nil otherwise.
    private static func readDirectly<Data: RandomAccessCollection, Value>(
        _ data: Data, _ keyPath: KeyPath<Data.Element, Value>
    ) -> [Double]? {
        guard Value.self == Double.self || Value.self == Int.self,
            let offset = MemoryLayout<Data.Element>.offset(of: keyPath)
        else { return nil }
        let isDouble = Value.self == Double.self
        let stride = MemoryLayout<Data.Element>.stride
        return data.withContiguousStorageIfAvailable { buffer -> [Double] in
            guard let base = buffer.baseAddress, buffer.count > 0 else { return [] }
            let raw = UnsafeRawPointer(base) + offset
            return [Double](unsafeUninitializedCapacity: buffer.count) { out, initialized in
                for index in 0 ..< buffer.count {
                    let at = raw + index * stride
                    out[index] = isDouble ? at.loadUnaligned(as: Double.self) : Double(at.loadUnaligned(as: Int.self))
                }
                initialized = buffer.count
            }
        }
    }
}

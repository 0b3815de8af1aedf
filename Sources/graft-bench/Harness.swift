import Foundation

/// One measured operation.
struct Benchmark {
    /// A unique, filterable name such as `canvas.write/80x24`.
    var name: String
    /// What one iteration does, in words, for the report.
    var unit: String
    /// Runs the operation `iterations` times; returns a value the optimizer must keep.
    var body: (_ iterations: Int) -> Int
}

/// Wall-clock results of a benchmark, per iteration.
struct Measurement {
    var name: String
    var unit: String
    var median: Duration
    var minimum: Duration
    var samples: Int
    var iterationsPerSample: Int
}

/// Runs benchmarks with warm-up, picks an iteration count that makes each
/// sample last about `sampleTarget`, and reports medians over `sampleCount` samples.
struct Harness {
    var sampleCount = 15
    var sampleTarget = Duration.milliseconds(20)
    /// Iterations per sample, instead of calibrating to ``sampleTarget``.
    var fixedIterations: Int?
    private let clock = ContinuousClock()

    func measure(_ benchmark: Benchmark) -> Measurement {
        var sink = benchmark.body(1)
        var iterations = fixedIterations ?? 1
        while fixedIterations == nil {
            let elapsed = clock.measure { sink &+= benchmark.body(iterations) }
            if elapsed >= sampleTarget || iterations >= 1 << 24 { break }
            let scale = elapsed > .zero ? Double(sampleTarget / elapsed) : 16
            iterations = max(iterations * 2, Int(Double(iterations) * min(scale * 1.1, 16)))
        }
        var samples: [Duration] = []
        for _ in 0 ..< sampleCount {
            let elapsed = clock.measure { sink &+= benchmark.body(iterations) }
            samples.append(elapsed / iterations)
        }
        samples.sort()
        blackHole(sink)
        return Measurement(
            name: benchmark.name, unit: benchmark.unit, median: samples[samples.count / 2],
            minimum: samples[0], samples: sampleCount, iterationsPerSample: iterations
        )
    }
}

@inline(never)
func blackHole(_ value: Int) {
    if value == 0x5EED_5EED { print("") }
}

extension Duration {
    /// A short human reading: `412 ns`, `3.2 µs`, `1.45 ms`.
    var formatted: String {
        let nanoseconds = Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
        switch nanoseconds {
        case ..<1_000: return String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: return String(format: "%.2f µs", nanoseconds / 1e3)
        case ..<1_000_000_000: return String(format: "%.2f ms", nanoseconds / 1e6)
        default: return String(format: "%.2f s", nanoseconds / 1e9)
        }
    }
}

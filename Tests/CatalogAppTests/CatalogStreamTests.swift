import Foundation
import Synchronization
import Testing

@testable import CatalogApp

/// A catalog that is not a regular file is checked as it streams: an
/// endless or huge input is refused at the first impossible byte or past
/// the size limit, and a FIFO with no writer says it is waiting.
@Suite("Streamed catalogs")
struct CatalogStreamTests {
    /// Writes `data` into a new pipe on another thread, closing it after;
    /// returns the path that reads the pipe, and its descriptor for ``drainAndClose(_:)``.
    private static func pipe(_ data: [UInt8]) -> (path: String, readEnd: Int32) {
        var descriptors: [Int32] = [-1, -1]
        _ = Glibc.pipe(&descriptors)
        let writeEnd = descriptors[1]
        Thread.detachNewThread {
            var offset = 0
            while offset < data.count {
                let written = data[offset...].withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
                guard written > 0 else { break }
                offset += written
            }
            close(writeEnd)
        }
        return ("/dev/fd/\(descriptors[0])", descriptors[0])
    }

    /// Reads what the writer still sends, then closes the pipe: closing it
    /// while the writer writes would end the test process with SIGPIPE.
    private static func drainAndClose(_ readEnd: Int32) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while buffer.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
        close(readEnd)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/zero")))
    func devZeroIsRefusedAtItsFirstByte() throws {
        let started = ContinuousClock.now
        #expect {
            try Catalog.load(contentsOfFile: "/dev/zero")
        } throws: { error in
            "\(error)".hasPrefix("/dev/zero:1:1: unexpected control character 0")
        }
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    @Test func anInputThatGoesOnPastTheLimitIsRefusedWhenItGetsThere() throws {
        let limit = 256 * 1024
        let product = Array(#"{"id":"a","name":"a","price":0,"category":"a"},"#.utf8)
        var data = Array(#"{"products": ["#.utf8)
        while data.count < limit + 16 * 1024 { data += product }
        let (path, readEnd) = Self.pipe(data)
        defer { Self.drainAndClose(readEnd) }
        #expect {
            try CatalogStream.load(path: path, progress: nil, waiting: nil, limit: limit)
        } throws: { error in
            "\(error)" == "cannot read catalog '\(path)': it goes on past 262,144 bytes, the most a catalog may be (is it the right file?)"
        }
    }

    @Test func aRegularFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("graft-huge-\(UUID().uuidString).json").path
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o600)
        defer { unlink(path) }
        #expect(ftruncate(descriptor, off_t(Catalog.maximumFileSize + 1)) == 0)  // sparse: costs no disk
        close(descriptor)
        #expect {
            try Catalog.load(contentsOfFile: path)
        } throws: { error in
            "\(error)" == "cannot read catalog '\(path)': it is 512,000,001 bytes, more than the 512,000,000 a catalog may be"
        }
    }

    @Test func aFIFOWithNoWriterSaysItIsWaitingUntilOneOpensIt() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("graft-fifo-\(UUID().uuidString)").path
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        let waits = Mutex<[Bool]>([])
        Thread.detachNewThread {
            while waits.withLock({ $0.isEmpty }) { usleep(1000) }
            let descriptor = open(path, O_WRONLY)
            let json = Array(#"{"products": [{"id":"a","name":"Piped","price":1,"category":"c"}]}"#.utf8)
            _ = json.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        let catalog = try Catalog.load(contentsOfFile: path, progress: nil) { isWaiting in waits.withLock { $0.append(isWaiting) } }
        #expect(catalog.products.map(\.name) == ["Piped"])
        #expect(waits.withLock { $0 } == [true, false])
    }

    /// Bad-file generator: a valid catalog with a byte no JSON holds put
    /// anywhere gives the same error streamed through a pipe as read from a
    /// regular file. `GRAFT_PROPERTY_COUNT` sets how many files (default 30),
    /// `GRAFT_PROPERTY_SEED` runs one.
    @Test func aStreamedCatalogReportsTheSameFirstProblemAsTheFile() throws {
        let environment = ProcessInfo.processInfo.environment
        let firstSeed = environment["GRAFT_PROPERTY_SEED"].flatMap(UInt64.init) ?? 71_000
        let count = environment["GRAFT_PROPERTY_SEED"] != nil ? 1 : environment["GRAFT_PROPERTY_COUNT"].flatMap(Int.init) ?? 30
        let badBytes: [UInt8] = [0x00, 0x01, 0x1F, 0xC0, 0xC1, 0xF5, 0xFF]
        for seed in firstSeed ..< firstSeed + UInt64(count) {
            var random = SplitMix64(seed: seed)
            var bytes = Array(Catalog(products: CatalogGenerator.products(count: 1 + random.next(below: 400), seed: seed)).jsonData())
            bytes.insert(badBytes[random.next(below: badBytes.count)], at: random.next(below: bytes.count))
            let expected = "\(Result { () throws(CatalogError) in try Catalog(json: bytes, fileName: "x") })"
            let (path, readEnd) = Self.pipe(bytes)
            let streamed = Result { () throws(CatalogLoadError) in try CatalogStream.load(path: path, progress: nil, waiting: nil) }
            Self.drainAndClose(readEnd)
            let streamedText = "\(streamed)".replacingOccurrences(of: path, with: "x").replacingOccurrences(of: "invalid(", with: "")
            #expect(streamedText.contains(expected.replacingOccurrences(of: "failure(", with: "").dropLast()), "seed \(seed)")
        }
    }
}

import Foundation
import GraftTerminal
import Testing

@testable import CatalogApp

/// The probes that found issue 20's edges, kept as tests: random input to
/// the whole app, and random damage to a state file.
///
/// Each runs a modest number of cases from fixed seeds by default, so a
/// failure reproduces; for long runs set `GRAFT_PROPERTY_COUNT` (and
/// `GRAFT_PROPERTY_SEED` to replay one case):
///
///     GRAFT_PROPERTY_COUNT=500 swift test --filter CatalogFuzzTests
@MainActor
@Suite("Catalog fuzzing")
struct CatalogFuzzTests {
    private static func seeds(first: UInt64, defaultCount: Int) -> [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        if let seed = environment["GRAFT_PROPERTY_SEED"].flatMap(UInt64.init) { return [seed] }
        let count = environment["GRAFT_PROPERTY_COUNT"].flatMap(Int.init) ?? defaultCount
        return (0 ..< UInt64(max(count, 0))).map { first + $0 }
    }

    /// Keys, pastes, clicks and resizes (below the minimum size too) in
    /// random order never crash the app, and it answers afterwards: back at
    /// a usable size, Escape and `1` bring back the catalog tab's list.
    @Test func randomInputNeverBreaksTheApp() async throws {
        let keys: [KeyEvent] =
            [
                KeyEvent(.up), KeyEvent(.down), KeyEvent(.left), KeyEvent(.right), KeyEvent(.enter), KeyEvent(.escape),
                KeyEvent(.tab), KeyEvent(.tab, modifiers: .shift), KeyEvent(.backspace), KeyEvent(.home), KeyEvent(.end),
                KeyEvent(.pageDown), KeyEvent(.pageUp),
            ] + "fb/s123?hjkx5 q".map { KeyEvent(.character($0)) }
        for seed in Self.seeds(first: 52_000, defaultCount: 6) {
            var random = SplitMix64(seed: seed)
            let harness = await CatalogHarness.launch(purchaseDelay: .zero)
            for _ in 0 ..< 60 {
                let event: Event
                switch random.next(below: 20) {
                case 0:
                    event = .resize(Size(width: 10 + random.next(below: 110), height: 4 + random.next(below: 40)))
                case 1:
                    event = .paste(String(repeating: "wal", count: random.next(below: 300)))
                case 2:
                    let size = harness.target.size
                    event = .mouse(
                        MouseEvent(.press(.left), at: Point(x: random.next(below: size.width), y: random.next(below: size.height))))
                default:
                    var key = keys[random.next(below: keys.count)]
                    // q quits; the loop is not running, so keep it to other keys.
                    if key == KeyEvent(.character("q")) { key = KeyEvent(.character("r")) }
                    event = .key(key)
                }
                harness.target.send(event)
                await harness.pilot.settle()
            }
            try await harness.pilot.resize(to: Size(width: 80, height: 24))
            for _ in 0 ..< 4 {
                try await harness.pilot.press(.escape)
            }
            let screen = await harness.screen().text
            #expect(!screen.contains("Make the terminal larger"), "seed \(seed):\n\(screen)")
        }
    }

    /// A valid state file with bytes cut, changed or inserted anywhere
    /// loads (whole, in part or moved aside) and never throws or crashes;
    /// every problem names the file with a line and column.
    @Test func aDamagedStateFileAlwaysLoadsOrIsMovedAside() throws {
        let directory = try StateTestSupport.temporaryDirectory("graft-state-fuzz")
        defer { try? FileManager.default.removeItem(at: directory) }
        let valid = try SavedState(
            favorites: ["fountain-pen", "field-notes-case"],
            purchases: [Purchase(productID: "mug", price: 12, currencyCode: "USD", date: Date(timeIntervalSince1970: 1_800_000_000))],
            settings: Settings(theme: .dark, profile: Profile(name: "Zoë")), ratings: ["mug": 4]
        ).encoded()
        let replacements = Array("{}[]\",:-0123456789.etrufanl \\\n".utf8) + [0x00, 0xFF, 0xC3]
        for seed in Self.seeds(first: 53_000, defaultCount: 150) {
            var random = SplitMix64(seed: seed)
            var bytes = Array(valid)
            for _ in 0 ... random.next(below: 3) {
                let index = random.next(below: bytes.count)
                switch random.next(below: 3) {
                case 0: bytes.remove(at: index)
                case 1: bytes[index] = replacements[random.next(below: replacements.count)]
                default: bytes.insert(replacements[random.next(below: replacements.count)], at: index)
                }
            }
            let file = StateFile(directory: directory.appendingPathComponent("\(seed)"))
            try file.prepare()
            try Data(bytes).write(to: file.url)
            let result = try file.load()
            switch result {
            case .missing:
                Issue.record("seed \(seed): the file was there")
            case .loaded:
                break
            case .partial(_, let problems, _):
                for problem in problems {
                    #expect(problem.hasPrefix(file.url.path + ":") && problem.split(separator: ":").count >= 4, "seed \(seed): \(problem)")
                }
            case .corrupt(let reason, let movedTo):
                #expect(reason.hasPrefix(file.url.path + ":"), "seed \(seed): \(reason)")
                #expect(FileManager.default.fileExists(atPath: movedTo.path))
            }
        }
    }

    /// `kill -9` at a random moment while the real command saves after
    /// every key leaves a state file that loads whole, never a torn one.
    @Test func killedWhileSavingTheStateFileIsNeverTorn() throws {
        let catalog = try #require(Executables.catalog, "the catalog executable was not built next to the tests")
        let directory = try StateTestSupport.temporaryDirectory("graft-kill")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tape = directory.appendingPathComponent("toggle.tape").path
        try ("Wait \"Field Notes Case\"\n" + String(repeating: "Type \"f\"\nDown\n", count: 400)).write(
            toFile: tape, atomically: true, encoding: .utf8)
        for seed in Self.seeds(first: 54_000, defaultCount: 4) {
            var random = SplitMix64(seed: seed)
            let state = directory.appendingPathComponent("state").path
            let delay = String(format: "%.3f", 0.2 + Double(random.next(below: 600)) / 1000)
            let script =
                "\"$0\" --tape \"$1\" --headless --state-dir \"$2\" >/dev/null 2>&1 & pid=$!; sleep \(delay); kill -9 $pid; wait $pid; exit 0"
            _ = try #require(ChildProcess.run(["/bin/sh", "-c", script, catalog, tape, state]))
            let result = try StateFile(directory: URL(fileURLWithPath: state)).load()
            switch result {
            case .missing, .loaded: break
            default: Issue.record("seed \(seed), killed after \(delay) s: \(result)")
            }
        }
    }
}

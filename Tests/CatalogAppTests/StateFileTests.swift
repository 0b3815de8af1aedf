import Foundation
import Testing

@testable import CatalogApp

@Suite("State file")
struct StateFileTests {
    private static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("graft-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private static let sample = SavedState(
        favorites: ["field-notes-case", "not-in-this-catalog"],
        purchases: [
            Purchase(
                productID: "fountain-pen", price: Decimal(string: "19.99")!, currencyCode: "USD",
                date: Date(timeIntervalSince1970: 1_800_000_000.25))
        ],
        settings: Settings(
            theme: .dark, currencyDisplay: .isoCode,
            profile: Profile(
                name: "Zoë Ngata", email: "zoe@example.com", sendsReceipts: false, shippingAddress: "1 Quay St",
                notes: "Likes fountain pens.\nNo calls after 8."),
            confirmsPurchases: true, recentPurchaseCount: 3)
    )

    @Test func aSavedStateLoadsBackEqual() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = StateFile(directory: directory.appendingPathComponent("nested/graft-catalog"))
        try file.prepare()
        #expect(try file.load() == .missing)
        try file.save(Self.sample)
        #expect(try file.load() == .loaded(Self.sample))
        let text = try String(contentsOf: file.url, encoding: .utf8)
        #expect(text.contains("\"price\" : 19.99") && text.contains("2027-01-15T08:00:00.250Z"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.directory.path)
        #expect(leftovers == ["state.json"])
    }

    @Test func aFileFromBeforeTheNewerSettingsLoadsWithTheirDefaults() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = StateFile(directory: directory)
        try file.prepare()
        try Data(
            """
            {"version": 1, "favorites": [], "purchases": [],
             "settings": {"theme": "light", "currencyDisplay": "symbol", "profile": {"name": "Ada", "email": "ada@example.com"}}}
            """.utf8
        ).write(to: file.url)
        let settings = try #require(try file.load().state).settings
        #expect(settings == Settings(theme: .light, profile: Profile(name: "Ada", email: "ada@example.com")))
        #expect(settings.profile.sendsReceipts && !settings.confirmsPurchases && settings.recentPurchaseCount == 5)
    }

    @Test func anOutOfRangeRecentPurchaseCountIsBroughtIntoRange() throws {
        let decoded = try JSONDecoder().decode(Settings.self, from: Data(#"{"recentPurchaseCount": 400}"#.utf8))
        #expect(decoded.recentPurchaseCount == Settings.recentPurchaseCountRange.upperBound)
    }

    @Test func theDirectoryFollowsXDGStateHome() {
        #expect(
            StateFile.defaultDirectory(environment: ["XDG_STATE_HOME": "/var/state", "HOME": "/home/u"]).path == "/var/state/graft-catalog")
        #expect(StateFile.defaultDirectory(environment: ["HOME": "/home/u"]).path == "/home/u/.local/state/graft-catalog")
        #expect(
            StateFile.defaultDirectory(environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/u"]).path
                == "/home/u/.local/state/graft-catalog")
    }

    @Test(arguments: ["{\"favorites\": [", "", "[1, 2]", "{\"version\": 99, \"favorites\": []}", "{\"favorites\": []}"])
    func aCorruptFileIsMovedAsideAndTheAppStartsClean(contents: String) throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = StateFile(directory: directory)
        try Data(contents.utf8).write(to: file.url)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let result = try file.load(now: now)
        guard case .corrupt(let reason, let movedTo) = result else {
            Issue.record("loaded \(result)")
            return
        }
        #expect(!reason.isEmpty)
        #expect(movedTo.lastPathComponent == "state.json.corrupt-20270115T080000")
        #expect(try Data(contentsOf: movedTo) == Data(contents.utf8))
        #expect(!FileManager.default.fileExists(atPath: file.url.path))
        #expect(result.state == nil)
        #expect(result.warning?.contains(movedTo.path) == true)
        // A second corrupt file in the same second does not overwrite the first.
        try Data(contents.utf8).write(to: file.url)
        guard case .corrupt(_, let second) = try file.load(now: now) else {
            Issue.record("the second corrupt file was not moved aside")
            return
        }
        #expect(second.lastPathComponent == "state.json.corrupt-20270115T080000-2")
    }

    @Test func aDirectoryThatCannotBeWrittenGivesAClearError() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A path under a regular file cannot be a directory, even for root.
        let blocker = directory.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let file = StateFile(directory: blocker.appendingPathComponent("graft-catalog"))
        #expect(throws: FileSystemError.self) { try file.prepare() }
        do {
            try file.save(Self.sample)
            Issue.record("saved under a regular file")
        } catch {
            #expect(error.description.hasPrefix("cannot create a file in '\(blocker.path)/graft-catalog': "), "\(error)")
            #expect(error.description.contains("Not a directory"), "\(error)")
        }
    }

    @Test func aFailedSaveLeavesThePreviousStateIntact() throws {
        guard geteuid() != 0 else { return }  // root writes anywhere
        let directory = try Self.temporaryDirectory()
        defer {
            chmod(directory.path, 0o700)
            try? FileManager.default.removeItem(at: directory)
        }
        let file = StateFile(directory: directory)
        try file.save(SavedState(favorites: ["old"]))
        chmod(directory.path, 0o500)
        #expect(throws: FileSystemError.self) { try file.prepare() }
        #expect(throws: FileSystemError.self) { try file.save(Self.sample) }
        #expect(try file.load() == .loaded(SavedState(favorites: ["old"])))
    }

    /// Stops a save after every step (and after every chunk of the data) as a
    /// crash would, and checks that the file then holds the old state or the
    /// new one, whole. `GRAFT_PROPERTY_COUNT` sets how many random states to try.
    @Test func aSaveStoppedAtAnyMomentLeavesTheOldOrTheNewState() throws {
        let environment = ProcessInfo.processInfo.environment
        let seedCount =
            environment["GRAFT_PROPERTY_SEED"].flatMap(UInt64.init).map { _ in 1 }
            ?? environment["GRAFT_PROPERTY_COUNT"].flatMap(Int.init) ?? 8
        let firstSeed = environment["GRAFT_PROPERTY_SEED"].flatMap(UInt64.init) ?? 90_000
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for seed in firstSeed ..< firstSeed + UInt64(seedCount) {
            var random = SplitMix64(seed: seed)
            let file = StateFile(directory: directory.appendingPathComponent("\(seed)"))
            try file.prepare()
            let old = Self.randomState(&random)
            let new = Self.randomState(&random)
            try file.save(old)
            let size = try new.encoded().count
            let chunkSize = 1 + random.next(below: max(size / 3, 1))
            let chunkCount = (size + chunkSize - 1) / chunkSize
            for step in AtomicFileWriter.Step.allCases {
                // A few of the places between chunks, the first and last among them.
                let chunks =
                    step == .wroteChunk && chunkCount > 1
                    ? Array(Set([1, chunkCount - 1] + (0 ..< 2).map { _ in 1 + random.next(below: chunkCount - 1) })).sorted()
                    : [1]
                for chunk in chunks {
                    var writer = AtomicFileWriter()
                    writer.stopAfter = step
                    writer.stopAfterChunk = chunk
                    writer.chunkSize = chunkSize
                    #expect(throws: AtomicFileWriter.SimulatedCrash.self) { try file.save(new, writer: writer) }
                    let loaded = try file.load().state
                    let expected = step.rawValue >= AtomicFileWriter.Step.renamed.rawValue ? new : old
                    #expect(loaded == expected, "seed \(seed), stopped after \(step) (chunk \(chunk) of \(chunkCount))")
                    try file.save(old)
                }
            }
        }
    }

    private static func randomState(_ random: inout SplitMix64) -> SavedState {
        let favorites = (0 ..< random.next(below: 200)).map { "p\($0 * 7 + random.next(below: 7))" }
        let purchases = (0 ..< random.next(below: 30)).map { index in
            Purchase(
                productID: "p\(index)", price: Decimal(random.next(below: 10_000)) / 100, currencyCode: "USD",
                date: Date(timeIntervalSince1970: 1_800_000_000 + Double(random.next(below: 1_000_000))))
        }
        return SavedState(favorites: favorites, purchases: purchases, settings: Settings(theme: Theme.allCases[random.next(below: 3)]))
    }

    @Test func leftoverTemporaryFilesOfEndedProcessesAreRemoved() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = StateFile(directory: directory)
        let dead = directory.appendingPathComponent(".state.json.2147483646.7.tmp")
        let alive = directory.appendingPathComponent(".state.json.\(getpid()).7.tmp")
        try Data("{".utf8).write(to: dead)
        try Data("{".utf8).write(to: alive)
        try file.prepare()
        #expect(!FileManager.default.fileExists(atPath: dead.path))
        #expect(FileManager.default.fileExists(atPath: alive.path))
    }
}

/// The edges of the state file a hostile (or unlucky) user finds.
@Suite("State file edges")
struct StateFileEdgeTests {
    private static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("graft-edges-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aSymlinkedStateFileIsWrittenThroughToItsTarget() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dotfiles = directory.appendingPathComponent("dotfiles")
        try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        let target = dotfiles.appendingPathComponent("catalog-state.json")
        try Data(#"{"version": 1, "favorites": ["old"]}"#.utf8).write(to: target)
        let file = StateFile(directory: directory.appendingPathComponent("state"))
        try file.prepare()
        try FileManager.default.createSymbolicLink(atPath: file.url.path, withDestinationPath: "../dotfiles/catalog-state.json")
        try file.save(SavedState(favorites: ["new"]))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.url.path) == "../dotfiles/catalog-state.json")
        #expect(try file.load().state?.favorites == ["new"])
        #expect(try String(contentsOf: target, encoding: .utf8).contains("\"new\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dotfiles.path) == ["catalog-state.json"])
    }

    @Test func aStateDirectoryThatIsAFileSaysSo() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let blocker = directory.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        for path in [blocker, blocker.appendingPathComponent("below")] {
            do {
                try StateFile(directory: path).prepare()
                Issue.record("prepared \(path.path)")
            } catch {
                #expect(error.description.contains("'\(path.path)'") && error.description.contains("Not a directory"), "\(error)")
            }
        }
    }

    @Test func aStateFileThatIsADirectorySaysSo() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = StateFile(directory: directory)
        try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: true)
        do {
            _ = try file.load()
            Issue.record("loaded a directory")
        } catch {
            #expect(error.description == "cannot read the state file '\(file.url.path)': Is a directory", "\(error)")
        }
    }

    @Test func anEmptyStateDirectoryOptionIsRefused() {
        #expect(throws: CommandLineError.invalidValue(option: "--state-dir", value: "", expected: "a directory path, not an empty one")) {
            try CommandLineOptions.parse(["--state-dir", ""])
        }
    }
}

/// One value that is not valid costs that value, not the whole file, and
/// every message says where in the file and what is wrong.
@Suite("State file problems")
struct StateFileProblemTests {
    private static func load(_ contents: String) throws -> (StateFile.LoadResult, path: String) {
        try load(bytes: Array(contents.utf8))
    }

    private static func load(bytes: [UInt8]) throws -> (StateFile.LoadResult, path: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("graft-problems-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = StateFile(directory: directory)
        try Data(bytes).write(to: file.url)
        return (try file.load(now: Date(timeIntervalSince1970: 1_800_000_000)), file.url.path)
    }

    @Test func anUnknownThemeKeepsEveryOtherFieldAndWarns() throws {
        let (result, path) = try Self.load(
            """
            {"version": 1, "favorites": ["fountain-pen"], "ratings": {"fountain-pen": 4},
             "settings": {"theme": "neon", "currencyDisplay": "isoCode", "recentPurchaseCount": 3}}
            """)
        guard case .partial(let state, let problems, let copiedTo) = result else {
            Issue.record("loaded \(result)")
            return
        }
        #expect(
            state
                == SavedState(
                    favorites: ["fountain-pen"], settings: Settings(currencyDisplay: .isoCode, recentPurchaseCount: 3),
                    ratings: ["fountain-pen": 4]))
        #expect(problems == ["\(path):2:24: settings.theme: \"neon\" is not one of system, light or dark"])
        #expect(copiedTo?.lastPathComponent == "state.json.corrupt-20270115T080000")
        #expect(result.warning?.contains("the rest is kept") == true)
    }

    @Test func aNegativePurchasePriceIsRefusedAndTheOtherPurchasesKept() throws {
        let (result, path) = try Self.load(
            """
            {"version": 1, "purchases": [
              {"id": "00000001-0000-4000-8000-000000000000", "productID": "pen", "price": -5, "currencyCode": "USD", "date": "2026-11-29T15:00:00.000Z"},
              {"id": "00000002-0000-4000-8000-000000000000", "productID": "mug", "price": 5, "currencyCode": "USD", "date": "2026-11-29T15:00:00.000Z"}
            ]}
            """)
        guard case .partial(let state, let problems, _) = result else {
            Issue.record("loaded \(result)")
            return
        }
        #expect(state.purchases.map(\.productID) == ["mug"])
        #expect(problems == ["\(path):2:79: purchases[0].price: the price -5 is negative; a purchase costs 0 or more"])
    }

    @Test(arguments: [
        (#"{"version": 1, "favorites": "pen"}"#, "1:29: favorites: expected an array, found \"pen\""),
        (#"{"version": 1, "favorites": ["a", 3]}"#, "1:35: favorites[1]: expected a string, found 3"),
        (#"{"version": 1, "ratings": {"a": 9}}"#, "1:33: ratings.a: 9 is not a rating of 1 to 5 stars"),
        (
            #"{"version": 1, "purchases": [{"id": "x"}]}"#,
            "1:37: purchases[0].id: \"x\" is not an order id (a UUID such as 00000001-0000-4000-8000-000000000000)"
        ),
        (
            #"{"version": 1, "settings": {"profile": {"sendsReceipts": "yes"}}}"#,
            "1:58: settings.profile.sendsReceipts: expected true or false, found \"yes\""
        ),
    ])
    func eachProblemNamesThePathTheLineAndColumnAndWhatIsWrong(contents: String, problem: String) throws {
        let (result, path) = try Self.load(contents)
        guard case .partial(_, let problems, _) = result else {
            Issue.record("loaded \(result)")
            return
        }
        #expect(problems == ["\(path):\(problem)"])
    }

    @Test(arguments: [
        ("{\"favorites\": [", "1:16: unexpected end of file"),
        ("[1, 2]", "1:1: a state file must be an object such as {\"version\": 1}, found an array"),
        ("{\"version\": 1,\n \"favorites\": [}", "2:16: unexpected '}'"),
    ])
    func aFileThatIsNotAStateFileSaysWhereAndWhy(contents: String, reason: String) throws {
        let (result, path) = try Self.load(contents)
        guard case .corrupt(let message, _) = result else {
            Issue.record("loaded \(result)")
            return
        }
        #expect(message.hasPrefix("\(path):\(reason)"), "\(message)")
        #expect(!message.contains("Dictionary<") && !message.contains("NSCocoaErrorDomain"))
    }

    @Test func invalidUTF8IsNamedWithItsLineAndColumn() throws {
        let (result, path) = try Self.load(bytes: Array(#"{"version": 1, "favorites": ["caf"#.utf8) + [0xFF] + Array(#""]}"#.utf8))
        guard case .corrupt(let message, _) = result else {
            Issue.record("loaded \(result)")
            return
        }
        #expect(message == "\(path):1:34: this text is not valid UTF-8; state files must be UTF-8")
    }

    @Test func theNextSaveRewritesAFileWithValuesLeftOutAndCopiesItOnce() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("graft-rewrite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = StateFile(directory: directory)
        try Data(#"{"version": 1, "favorites": ["pen"], "settings": {"theme": "neon"}}"#.utf8).write(to: file.url)
        let loaded = try #require(try file.load().state)
        _ = try file.synchronize(mine: loaded, base: loaded)
        #expect(try file.load() == .loaded(SavedState(favorites: ["pen"])))
        let copies = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains(".corrupt-") }
        #expect(copies.count == 1, "\(copies)")
    }
}

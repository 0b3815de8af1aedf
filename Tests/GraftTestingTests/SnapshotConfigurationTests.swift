import Foundation
import GraftTerminal
import Testing

@testable import GraftTapes
@testable import GraftTesting

/// Where an assertion's record mode comes from, and how unnamed snapshots are numbered.
@MainActor
@Suite("Snapshot configuration", .snapshots(record: .never))
final class SnapshotConfigurationTests {
    private let directory: URL
    private let testFile = "/project/Tests/AppTests/MenuTests.swift"

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("graft-snapshot-scopes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    private func verify(
        _ text: String, named name: String? = "menu", record: SnapshotTestingConfiguration.Record? = nil,
        environment: [String: String] = [:]
    ) -> SnapshotVerifier.Outcome {
        verifySnapshot(
            of: text, as: .lines, named: name, record: record, filePath: testFile, testName: "scoped()",
            environment: environment, snapshotDirectory: directory
        )
    }

    private func files() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    @Test func aSuiteTraitConfiguresItsTests() {
        #expect(SnapshotTestingConfiguration.current == SnapshotTestingConfiguration(record: .never))
        guard case .failed(let message) = verify("Milk") else {
            Issue.record("expected a failure")
            return
        }
        #expect(message.hasPrefix("No reference for snapshot 'scoped.menu'"))
        #expect(files().isEmpty)
    }

    @Test(.snapshots(record: .failed)) func aTestsTraitWinsOverItsSuites() {
        #expect(SnapshotTestingConfiguration.current?.record == .failed)
    }

    @Test(.snapshots()) func aTraitWithoutAModeKeepsTheSuites() {
        #expect(SnapshotTestingConfiguration.current?.record == .never)
    }

    @Test func theScopeWinsOverTheEnvironmentAndTheArgumentOverTheScope() {
        let failed = ["GRAFT_SNAPSHOT_RECORD": "failed"]
        guard case .failed(let message) = verify("Milk", environment: failed) else {
            Issue.record("expected a failure")
            return
        }
        #expect(message.hasPrefix("No reference"))
        guard case .failed(let recorded) = verify("Milk", record: .missing, environment: failed) else {
            Issue.record("expected a failure")
            return
        }
        #expect(recorded.hasPrefix("Recorded a new reference"))
        #expect(files() == ["scoped.menu.txt"])
    }

    @Test func withSnapshotTestingNestsInsideTheTrait() {
        withSnapshotTesting(record: .all) {
            #expect(SnapshotTestingConfiguration.current?.record == .all)
            withSnapshotTesting {
                #expect(SnapshotTestingConfiguration.current?.record == .all)
            }
            withSnapshotTesting(record: .missing) {
                #expect(SnapshotTestingConfiguration.current?.record == .missing)
            }
        }
        #expect(SnapshotTestingConfiguration.current?.record == .never)
    }

    @Test func withSnapshotTestingAlsoScopesAsynchronousCode() async {
        await withSnapshotTesting(record: .failed) {
            await Task.yield()
            #expect(SnapshotTestingConfiguration.current?.record == .failed)
        }
    }

    @Test func eachRunOfATestUnderTheTraitNumbersFromOne() async throws {
        let trait = SnapshotsTrait.snapshots(record: .missing)
        let test = try #require(Test.current)
        for _ in 1 ... 2 {
            try await trait.provideScope(for: test, testCase: Test.Case.current) {
                await MainActor.run {
                    _ = self.verify("first", named: nil)
                    _ = self.verify("second", named: nil)
                }
            }
        }
        #expect(files() == ["scoped.1.txt", "scoped.2.txt"])
        let first = try String(contentsOf: directory.appendingPathComponent("scoped.1.txt"), encoding: .utf8)
        #expect(first == "first")
    }

    @Test func withoutATraitSameNamedTestsOfTwoSuitesCountApart() {
        let counter = SnapshotCounter()
        let one = SnapshotCounter.Key(filePath: testFile, testName: "draws()", testID: nil)
        var other = one
        other.testName = "drawsAgain()"
        #expect(counter.next(for: one) == 1)
        #expect(counter.next(for: one) == 2)
        #expect(counter.next(for: other) == 1)
        let inASuite = SnapshotCounter.Key(filePath: testFile, testName: "draws()", testID: Test.current?.id)
        #expect(counter.next(for: inASuite) == 1)
    }
}

import Foundation
import GraftTerminal
import Testing

@testable import GraftTapes
@testable import GraftTesting

/// Snapshot assertions against references in a temporary directory.
@MainActor
@Suite("Snapshot assertions")
final class SnapshotTests {
    private let directory: URL
    private let testFile = "/project/Tests/AppTests/MenuTests.swift"

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("graft-snapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    private var menu: Canvas {
        var canvas = Canvas(size: Size(width: 12, height: 3))
        canvas.write("Menu", at: Point(x: 0, y: 0), style: Style(attributes: .bold))
        canvas.write("> Milk", at: Point(x: 0, y: 1), style: Style(foreground: .cyan))
        canvas.write("  Eggs", at: Point(x: 0, y: 2))
        return canvas
    }

    private var changedMenu: Canvas {
        var canvas = menu
        canvas.write("> Milk", at: Point(x: 0, y: 1), style: Style(foreground: .green))
        canvas.write("  Bread", at: Point(x: 0, y: 2))
        return canvas
    }

    private func verify(
        _ canvas: Canvas, named name: String? = "menu", record: SnapshotTestingConfiguration.Record?,
        environment: [String: String] = [:],
        testName: String = "rendersMenu()", warn: (String) -> Void = { _ in }
    ) -> SnapshotVerifier.Outcome {
        verifySnapshot(
            of: canvas, as: .frame, named: name, record: record, filePath: testFile, testName: testName,
            environment: environment, snapshotDirectory: directory, warn: warn
        )
    }

    private var referenceURL: URL {
        directory.appendingPathComponent("rendersMenu.menu.txt")
    }

    private var reference: String? {
        try? String(contentsOf: referenceURL, encoding: .utf8)
    }

    private func message(_ outcome: SnapshotVerifier.Outcome) -> String {
        guard case .failed(let message) = outcome else { return "" }
        return message
    }

    // MARK: - Record modes

    @Test func missingReferenceIsRecordedAndFailsOnceThenMatches() {
        let first = verify(menu, record: nil)
        #expect(message(first).hasPrefix("Recorded a new reference for snapshot 'rendersMenu.menu' at \(referenceURL.path)."))
        #expect(message(first).contains("Check that it shows what you expect, then run the test again."))
        #expect(reference == Frame(menu).snapshotText)
        #expect(verify(menu, record: nil) == .matched)
    }

    @Test func mismatchFailsWithADiffOfTextAndStyleAndDoesNotRewrite() {
        _ = verify(menu, record: .missing)
        let failure = message(verify(changedMenu, record: .missing))
        #expect(failure.hasPrefix("Snapshot 'rendersMenu.menu' does not match its reference at \(referenceURL.path).\n\n"))
        #expect(
            failure.contains(
                """
                Text (- reference, + actual):
                  1 | Menu
                  2 | > Milk
                - 3 |   Eggs
                + 3 |   Bread
                """))
        #expect(
            failure.contains(
                """
                Style layer (- reference, + actual):
                ...
                  4 |
                  5 | a: bold
                - 6 | b: fg=cyan
                + 6 | b: fg=green
                """))
        #expect(
            failure.hasSuffix(
                "If the change is intended, re-record by running with GRAFT_SNAPSHOT_RECORD=failed (or pass record: .failed) and run the test again."
            ))
        #expect(reference == Frame(menu).snapshotText)
    }

    @Test func textOnlyChangeSaysTheStyleLayerMatches() {
        _ = verify(menu, record: .missing)
        var changed = menu
        changed.write("Eggz", at: Point(x: 2, y: 2))
        let failure = message(verify(changed, record: .missing))
        #expect(failure.contains("- 3 |   Eggs\n+ 3 |   Eggz"))
        #expect(failure.contains("Style layer matches."))
    }

    @Test func styleOnlyChangeSaysTheTextMatches() {
        _ = verify(menu, record: .missing)
        var changed = menu
        changed.write("Menu", at: Point(x: 0, y: 0), style: Style(attributes: .underline))
        let failure = message(verify(changed, record: .missing))
        #expect(failure.contains("Text matches."))
        #expect(failure.contains("- 5 | a: bold\n"))
        #expect(failure.contains("+ 5 | a: underline"))
    }

    @Test func recordAllRewritesAndFailsEveryAssertion() {
        _ = verify(menu, record: .missing)
        let unchanged = message(verify(menu, record: .all))
        #expect(
            unchanged == """
                Recorded snapshot 'rendersMenu.menu' at \(referenceURL.path) (record mode 'all'); it matches the reference it replaced.
                Turn recording off to compare again.
                """)
        let failure = message(verify(changedMenu, record: .all))
        #expect(
            failure.hasPrefix(
                "Snapshot 'rendersMenu.menu' did not match its reference at \(referenceURL.path); recorded the new snapshot there (record mode 'all')."
            ))
        #expect(failure.contains("+ 3 |   Bread"))
        #expect(failure.hasSuffix("Review the change, then run the test again with recording off."))
        #expect(reference == Frame(changedMenu).snapshotText)
    }

    @Test func recordFailedOverwritesOnlyMismatches() {
        _ = verify(menu, record: .missing)
        #expect(verify(menu, record: .failed) == .matched)
        #expect(message(verify(changedMenu, record: .failed)).contains("recorded the new snapshot there (record mode 'failed')"))
        #expect(reference == Frame(changedMenu).snapshotText)
        #expect(verify(changedMenu, record: .never) == .matched)
    }

    @Test func recordFailedRecordsMissingReferences() {
        #expect(message(verify(menu, record: .failed)).hasPrefix("Recorded a new reference"))
        #expect(reference == Frame(menu).snapshotText)
    }

    @Test func recordNeverNeitherWritesNorPassesWithoutAReference() {
        let failure = message(verify(menu, record: .never))
        #expect(
            failure == """
                No reference for snapshot 'rendersMenu.menu' at \(referenceURL.path), and recording is off (record mode 'never').
                Record it by running with GRAFT_SNAPSHOT_RECORD=missing.
                """)
        #expect(reference == nil)
        _ = verify(menu, record: .missing)
        #expect(message(verify(changedMenu, record: .never)).hasPrefix("Snapshot 'rendersMenu.menu' does not match"))
        #expect(reference == Frame(menu).snapshotText)
    }

    @Test func theArgumentWinsOverTheEnvironmentVariable() {
        let never = ["GRAFT_SNAPSHOT_RECORD": "never"]
        #expect(message(verify(menu, record: .missing, environment: never)).hasPrefix("Recorded a new reference"))
        #expect(message(verify(changedMenu, record: nil, environment: never)).hasPrefix("Snapshot 'rendersMenu.menu' does not match"))
        _ = verify(changedMenu, record: nil, environment: ["GRAFT_SNAPSHOT_RECORD": "FAILED"])
        #expect(reference == Frame(changedMenu).snapshotText)
    }

    @Test func malformedEnvironmentVariableWarnsAndIsIgnored() {
        var warnings: [String] = []
        _ = verify(menu, record: nil, environment: ["GRAFT_SNAPSHOT_RECORD": "yes"]) { warnings.append($0) }
        #expect(warnings == ["GRAFT_SNAPSHOT_RECORD=yes is not a record mode; use one of all, failed, missing, never. Using 'missing'."])
        #expect(reference == Frame(menu).snapshotText)
    }

    @Test func referencesWithWindowsLineEndingsStillMatch() throws {
        try FileManager.default.createDirectory(at: referenceURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Frame(menu).snapshotText.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: referenceURL)
        #expect(verify(menu, record: .never) == .matched)
    }

    @Test func unwritableReferenceFailsWithThePath() throws {
        try FileManager.default.removeItem(at: directory)
        try Data().write(to: directory)  // a file where the folder should go
        let failure = message(verify(menu, record: .missing))
        #expect(failure.hasPrefix("Could not write the snapshot reference at \(referenceURL.path): "))
    }

    // MARK: - Naming

    @Test func unnamedSnapshotsAreNumberedWithinTheirTest() {
        _ = verify(menu, named: nil, record: .missing, testName: "numbering()")
        _ = verify(changedMenu, named: nil, record: .missing, testName: "numbering()")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.sorted()
        #expect(files == ["numbering.1.txt", "numbering.2.txt"])
    }

    @Test func locationIsBesideTheTestFileUnlessADirectoryIsGiven() {
        let location = SnapshotLocation(filePath: "/p/Tests/AppTests/MenuTests.swift", testName: "rendersMenu(size:)", identifier: "wide/1")
        #expect(location.url.path == "/p/Tests/AppTests/__Snapshots__/MenuTests/rendersMenu.wide_1.txt")
        #expect(location.name == "rendersMenu.wide_1")
        let svg = SnapshotLocation(
            filePath: "/p/T/MenuTests.swift", testName: "a()", identifier: "1", pathExtension: "svg",
            directory: URL(fileURLWithPath: "/refs", isDirectory: true))
        #expect(svg.url.path == "/refs/a.1.svg")
        #expect(SnapshotLocation.sanitized("a b/é.c-d_e") == "a_b__.c-d_e")
        #expect(SnapshotLocation.sanitized("") == "_")
    }

    // MARK: - Strategies

    @Test func pulledBackStrategiesRenderThroughTheOriginal() {
        let lines = Snapshotting<Canvas, String>.frame.pullback { (text: String) in Fixtures.canvas([text]) }
        #expect(lines.snapshot("hello") == Frame(Fixtures.canvas(["hello"])).snapshotText)
        #expect(lines.pathExtension == "txt")
        #expect(Snapshotting<Frame, String>.frame.snapshot(Frame(menu)) == Frame(menu).snapshotText)
    }

    // MARK: - Reporting

    @Test func failuresAreReportedAsIssuesAtTheCallSite() {
        withKnownIssue {
            assertSnapshot(
                of: menu, as: .frame, named: "reported", record: .never,
                sourceLocation: SourceLocation(fileID: "AppTests/MenuTests.swift", filePath: testFile, line: 7, column: 9),
                testName: "reported()", environment: [:], snapshotDirectory: directory
            )
        } matching: { issue in
            issue.sourceLocation?.line == 7
                && issue.comments.contains { $0.rawValue.hasPrefix("No reference for snapshot 'reported.reported'") }
        }
    }

    @Test func matchingSnapshotsReportNothing() {
        _ = verify(menu, record: .missing)
        assertSnapshot(
            of: menu, as: .frame, named: "menu", record: .never,
            sourceLocation: SourceLocation(fileID: "AppTests/MenuTests.swift", filePath: testFile, line: 1, column: 1),
            testName: "rendersMenu()", environment: [:], snapshotDirectory: directory
        )
    }
}

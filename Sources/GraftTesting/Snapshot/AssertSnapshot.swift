import Foundation
import GraftTapes
import GraftTerminal
import Testing

/// Checks a value's snapshot against a reference file checked in beside the
/// test, in a Swift Testing test.
///
/// The reference lives at `__Snapshots__/<TestFile>/<testName>.<n>.<ext>`
/// next to the test file, where `<n>` counts the unnamed snapshots of the
/// test from 1 (name them in parameterized tests, whose cases would otherwise
/// share numbers), or `.<name>.<ext>` when `named` is given, and `<ext>` is
/// the strategy's ``Snapshotting/pathExtension``.
///
/// A missing reference is recorded and the assertion fails once, saying so;
/// run the test again to compare. A mismatch fails with the strategy's diff
/// and says how to re-record. ``SnapshotTestingConfiguration/Record`` lists
/// the other modes; the `record:` argument wins over a scope's
/// (``withSnapshotTesting(record:operation:)``, the
/// ``Testing/Trait/snapshots(record:)`` trait), which wins over the
/// environment variable `GRAFT_SNAPSHOT_RECORD`.
///
/// ```swift
/// @Test @MainActor func menuHighlightsTheSelection() {
///     var canvas = Canvas(size: Size(width: 20, height: 3))
///     menu.draw(into: &canvas)
///     assertSnapshot(of: canvas, as: .frame)
/// }
/// ```
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: The strategy: how to snapshot, store and compare it.
///   - name: The snapshot's name in its file name; numbered when nil.
///   - record: When to write the reference; nil leaves it to the scope.
///   - fileID: The test file's ID, for the failure's location.
///   - filePath: The test file's path, which locates the reference.
///   - testName: The test function's name, part of the file name.
///   - line: The line to report a failure at.
///   - column: The column to report a failure at.
@MainActor
public func assertSnapshot<Value, Format>(
    of value: Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(
        of: value, as: snapshotting, named: name, record: record,
        sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)),
        testName: testName, environment: ProcessInfo.processInfo.environment, snapshotDirectory: nil
    )
}

/// Checks a frame against a reference file checked in beside the test, as
/// its text and style layer; see
/// ``assertSnapshot(of:as:named:record:fileID:filePath:testName:line:column:)``.
///
/// ```swift
/// assertSnapshot(of: Frame(surface.lastFrame!))
/// ```
///
/// - Parameters:
///   - frame: The frame to compare.
///   - name: The snapshot's name in its file name; numbered when nil.
///   - record: When to write the reference; nil leaves it to the scope.
///   - fileID: The test file's ID, for the failure's location.
///   - filePath: The test file's path, which locates the reference.
///   - testName: The test function's name, part of the file name.
///   - line: The line to report a failure at.
///   - column: The column to report a failure at.
@MainActor
public func assertSnapshot(
    of frame: Frame,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(
        of: frame, as: .frame, named: name, record: record,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
    )
}

/// Checks a value's snapshot against its reference without reporting to a
/// test framework: the message an assertion would fail with, or nil when it
/// matches. For test helpers that report in their own way.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: The strategy: how to snapshot, store and compare it.
///   - name: The snapshot's name in its file name; numbered when nil.
///   - record: When to write the reference; nil leaves it to the scope.
///   - snapshotDirectory: The folder for the reference instead of
///     `__Snapshots__/<TestFile>` beside the test file.
///   - filePath: The test file's path, which locates the reference.
///   - testName: The test function's name, part of the file name.
/// - Returns: The failure message, or nil when the snapshot matches.
@MainActor
public func verifySnapshot<Value, Format>(
    of value: Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    filePath: StaticString = #filePath,
    testName: String = #function
) -> String? {
    var complaints: [String] = []
    let outcome = verifySnapshot(
        of: value, as: snapshotting, named: name, record: record, filePath: "\(filePath)", testName: testName,
        environment: ProcessInfo.processInfo.environment,
        snapshotDirectory: snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) },
        warn: { complaints.append($0) }
    )
    guard case .failed(let message) = outcome else { return complaints.isEmpty ? nil : complaints.joined(separator: "\n") }
    return (complaints + [message]).joined(separator: "\n")
}

/// A snapshot assertion that reads the record mode from `environment` and
/// keeps references in `snapshotDirectory` when one is given; it reports
/// through Swift Testing as the public assertion does.
@MainActor
func assertSnapshot<Value, Format>(
    of value: Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String?,
    record: SnapshotTestingConfiguration.Record?,
    sourceLocation: SourceLocation,
    testName: String,
    environment: [String: String],
    snapshotDirectory: URL?
) {
    if name == nil, Test.Case.current?.isParameterized == true {
        Issue.record(
            "Name the snapshots of a parameterized test (assertSnapshot(of:as:named:)): its cases would share numbers.",
            severity: .warning, sourceLocation: sourceLocation
        )
    }
    let outcome = verifySnapshot(
        of: value, as: snapshotting, named: name, record: record,
        filePath: sourceLocation.filePath, testName: testName,
        environment: environment, snapshotDirectory: snapshotDirectory,
        warn: { Issue.record(Comment(rawValue: $0), severity: .warning, sourceLocation: sourceLocation) }
    )
    if case .failed(let message) = outcome {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// A snapshot assertion without the test framework: snapshots, locates the
/// reference and compares.
///
/// - Parameters:
///   - environment: Where to read `GRAFT_SNAPSHOT_RECORD`.
///   - snapshotDirectory: The folder to keep references in instead of
///     `__Snapshots__/<TestFile>` beside the test file.
///   - warn: Receives a complaint about a malformed environment variable.
@MainActor
func verifySnapshot<Value, Format>(
    of value: Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String?,
    record: SnapshotTestingConfiguration.Record?,
    filePath: String,
    testName: String,
    environment: [String: String],
    snapshotDirectory: URL?,
    warn: (String) -> Void = { _ in }
) -> SnapshotVerifier.Outcome {
    let scoped = SnapshotTestingConfiguration.current?.record
    let (mode, complaint) = SnapshotTestingConfiguration.Record.resolve(record, scoped: scoped, environment: environment)
    if let complaint { warn(complaint) }
    let identifier =
        name
        ?? String(
            SnapshotCounter.current.next(
                for: .init(
                    filePath: filePath, testName: testName, testID: Test.current?.id
                )))
    let location = SnapshotLocation(
        filePath: filePath, testName: testName, identifier: identifier,
        pathExtension: snapshotting.pathExtension, directory: snapshotDirectory
    )
    return SnapshotVerifier.verify(
        snapshotting.snapshot(value), diffing: snapshotting.diffing, reference: location.url, name: location.name, mode: mode
    )
}

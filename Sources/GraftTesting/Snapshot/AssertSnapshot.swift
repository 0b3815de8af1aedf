import Foundation
import GraftTerminal
import Testing

/// Checks a value's rendered frame against a reference file checked in beside
/// the test, in a Swift Testing test.
///
/// The reference lives at `__Snapshots__/<TestFile>/<testName>.<n>.txt` next
/// to the test file, where `<n>` counts the unnamed snapshots of the test
/// from 1, or `.<name>.txt` when `named` is given (use names in parameterized
/// tests, whose cases would otherwise share numbers). It holds the frame's
/// text, then its style layer (see ``Frame``).
///
/// A missing reference is recorded and the assertion fails once, saying so;
/// run the test again to compare. A mismatch fails with a line diff of the
/// text and of the style layer, and says how to re-record. See
/// ``SnapshotRecordMode`` for the other modes and the environment variable
/// that sets one for a whole run.
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
///   - value: The value to render.
///   - snapshotting: How to render it as a frame.
///   - name: The snapshot's name in its file name; numbered when nil.
///   - record: When to write the reference; `GRAFT_SNAPSHOT_RECORD` overrides it.
///   - fileID: The test file's ID, for the failure's location.
///   - filePath: The test file's path, which locates the reference.
///   - testName: The test function's name, part of the file name.
///   - line: The line to report a failure at.
///   - column: The column to report a failure at.
@MainActor
public func assertSnapshot<Value>(
    of value: Value,
    as snapshotting: Snapshotting<Value>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
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

/// Checks a frame against a reference file checked in beside the test; see
/// ``assertSnapshot(of:as:named:record:fileID:filePath:testName:line:column:)``.
///
/// ```swift
/// assertSnapshot(of: Frame(surface.lastFrame!))
/// ```
///
/// - Parameters:
///   - frame: The frame to compare.
///   - name: The snapshot's name in its file name; numbered when nil.
///   - record: When to write the reference; `GRAFT_SNAPSHOT_RECORD` overrides it.
///   - fileID: The test file's ID, for the failure's location.
///   - filePath: The test file's path, which locates the reference.
///   - testName: The test function's name, part of the file name.
///   - line: The line to report a failure at.
///   - column: The column to report a failure at.
@MainActor
public func assertSnapshot(
    of frame: Frame,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
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

/// A snapshot assertion that reads the record mode from `environment` and
/// keeps references in `snapshotDirectory` when one is given; it reports
/// through Swift Testing as the public assertion does.
@MainActor
func assertSnapshot<Value>(
    of value: Value,
    as snapshotting: Snapshotting<Value>,
    named name: String?,
    record: SnapshotRecordMode?,
    sourceLocation: SourceLocation,
    testName: String,
    environment: [String: String],
    snapshotDirectory: URL?
) {
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

/// The number of unnamed snapshots taken so far per test, keyed by file and test.
@MainActor private var snapshotCounts: [String: Int] = [:]

/// A snapshot assertion without the test framework: renders, locates the
/// reference and compares.
///
/// - Parameters:
///   - environment: Where to read `GRAFT_SNAPSHOT_RECORD`.
///   - snapshotDirectory: Where to keep references instead of `__Snapshots__`
///     beside the test file.
///   - warn: Receives a complaint about a malformed environment variable.
@MainActor
func verifySnapshot<Value>(
    of value: Value,
    as snapshotting: Snapshotting<Value>,
    named name: String?,
    record: SnapshotRecordMode?,
    filePath: String,
    testName: String,
    environment: [String: String],
    snapshotDirectory: URL?,
    warn: (String) -> Void = { _ in }
) -> SnapshotVerifier.Outcome {
    let (mode, complaint) = SnapshotRecordMode.resolve(record, environment: environment)
    if let complaint { warn(complaint) }
    let identifier: String
    if let name {
        identifier = name
    } else {
        let key = filePath + "\u{0}" + testName
        let count = (snapshotCounts[key] ?? 0) + 1
        snapshotCounts[key] = count
        identifier = String(count)
    }
    let location = SnapshotLocation(filePath: filePath, testName: testName, identifier: identifier, directory: snapshotDirectory)
    return SnapshotVerifier.verify(snapshotting.render(value), reference: location.url, name: location.name, mode: mode)
}

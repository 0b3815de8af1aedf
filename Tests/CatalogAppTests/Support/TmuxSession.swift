import Foundation

/// A real terminal for tests: a detached tmux session on a private server,
/// driven with `send-keys` and read with `capture-pane`.
@MainActor
final class TmuxSession {
    /// Whether tmux can be run here.
    nonisolated static var isAvailable: Bool {
        (try? run(["tmux", "-V"]))?.status == 0
    }

    nonisolated private let socket: String
    let name = "graft"

    /// Starts `command` (run by `sh -c`) in a `columns` x `rows` terminal.
    init(command: String, columns: Int, rows: Int, environment: [String: String] = [:]) throws {
        socket = "graft-test-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        let exports = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }.joined(separator: " ")
        let script = exports.isEmpty ? command : "export \(exports); \(command)"
        try tmux(["new-session", "-d", "-s", name, "-x", String(columns), "-y", String(rows), "sh", "-c", script])
        try tmux(["set-option", "-t", name, "remain-on-exit", "on"])
    }

    deinit {
        close()
    }

    /// Ends the session and its server.
    nonisolated func close() {
        _ = try? Self.run(["tmux", "-L", socket, "kill-server"])
    }

    /// The screen as text, without trailing spaces on each line.
    func capture() throws -> String {
        var output = try tmux(["capture-pane", "-p", "-J", "-t", name])
        if output.hasSuffix("\n") { output.removeLast() }
        return output.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
            .joined(separator: "\n")
    }

    /// The screen with its colors and attributes as escape sequences, trailing
    /// spaces kept (they may be underlined or colored).
    func captureWithStyles() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-N", "-t", name])
    }

    /// Sends tmux key names (`Down`, `C-c`) or literal text with `literal`.
    func send(_ keys: [String], literal: Bool = false) throws {
        try tmux(["send-keys", "-t", name] + (literal ? ["-l"] : []) + keys)
    }

    /// Pastes `text` as a terminal paste (bracketed when the app asked for it).
    func paste(_ text: String) throws {
        try tmux(["set-buffer", "-b", "graft", text])
        try tmux(["paste-buffer", "-p", "-b", "graft", "-t", name])
    }

    /// Resizes the terminal, as a user dragging the window would.
    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", name, "-x", String(columns), "-y", String(rows)])
    }

    /// A tmux format value for the pane, such as `#{alternate_on}`.
    func format(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", name, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until `condition` holds for the screen text, or fails after `timeout`.
    @discardableResult
    func waitForScreen(timeout: Duration = .seconds(10), _ condition: (String) -> Bool) async throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var screen = try capture()
        while !condition(screen) {
            guard clock.now < deadline else { throw TmuxError.timedOut(screen: screen) }
            try await Task.sleep(for: .milliseconds(50))
            screen = try capture()
        }
        return screen
    }

    /// The pids of the processes whose parent is the pane's shell.
    func childProcessIDs() throws -> [Int32] {
        guard let shell = Int32(try format("#{pane_pid}")) else { return [] }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> Int32? in
            guard let pid = Int32(entry),
                let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == shell ? pid : nil
        }
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let result = try Self.run(["tmux", "-L", socket] + arguments)
        guard result.status == 0 else { throw TmuxError.failed(arguments: arguments, output: result.output) }
        return result.output
    }

    nonisolated private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        guard let result = ChildProcess.run(arguments) else {
            throw TmuxError.failed(arguments: arguments, output: "cannot run \(arguments[0])")
        }
        return result
    }

    nonisolated private static func quoted(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

enum TmuxError: Error, CustomStringConvertible {
    case failed(arguments: [String], output: String)
    case timedOut(screen: String)

    var description: String {
        switch self {
        case .failed(let arguments, let output): "tmux \(arguments.joined(separator: " ")) failed: \(output)"
        case .timedOut(let screen): "timed out waiting for the screen; it showed:\n\(screen)"
        }
    }
}

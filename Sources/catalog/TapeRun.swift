import CatalogApp
import Foundation
import GraftTapes
import GraftTerminal

/// Plays `--tape`: headless or on the real terminal, then writes `--output`.
@MainActor
enum TapeRun {
    static func run(_ options: CommandLineOptions, tapePath: String, model: AppModel) async -> Int32 {
        // A bad --output is refused before anything plays.
        if let outputPath = options.outputPath {
            do {
                try RecordingWriteError.check(path: outputPath)
            } catch {
                reportError("\(error) (--output)")
                return 64
            }
        }
        // Recordings are the same on every machine: prices in one locale.
        model.settings.locale = Locale(identifier: "en_US")
        // … and order numbers that count up instead of being random.
        model.store.makePurchaseID = CatalogStore.countingPurchaseIDs()
        // … and one fixed "now", so purchase dates and the dashboard's chart repeat.
        model.store.now = { Date(timeIntervalSince1970: 1_773_500_400) }  // 2026-03-14 15:00 UTC
        let tape: Tape
        do {
            let source = try TapeSource.read(tapePath)
            tape = try Tape.parse(source, fileName: tapePath)
        } catch let errors as TapeErrors {
            reportError("\(errors)")
            return 65
        } catch let error as TapeSource.Failure {
            reportError("\(error)")
            return error.exitStatus
        } catch {
            reportError("cannot read tape '\(tapePath)': \(error)")
            return 66
        }
        let look = tape.look
        for warning in look.warnings { reportError("warning: \(tapePath): \(warning)") }
        if options.isVerbose {
            for setting in look.ignoredSettings {
                reportError("note: \(tapePath): ignoring Set \(setting), which means nothing for a Graft recording")
            }
        }
        guard let outputs = checkedOutputs(options.outputPath.map { [$0] } ?? tape.outputPaths, tapePath: tapePath) else { return 74 }
        let result: Result<Recording, TapeFailure>
        if options.isHeadless {
            result = await playHeadless(
                tape, size: options.size ?? tape.initialSize ?? Size(width: 80, height: 24),
                options: options, model: model)
        } else {
            guard let played = await playOnTerminal(tape, options: options, model: model) else { return 1 }
            result = played
        }
        switch result {
        case .success(let recording):
            var environment = tape.environment
            environment["TERM"] = environment["TERM"] ?? (options.isHeadless ? Self.headlessTerminalType : Self.terminalType)
            let exportOptions = RecordingExportOptions(look: look, environment: environment)
            do {
                for path in outputs { try recording.write(toFile: path, options: exportOptions) }
                for screenshot in recording.screenshotFiles {
                    guard (try? RecordingFormat(path: screenshot.name)) != nil else {
                        reportError(
                            "warning: \(tapePath): skipping Screenshot \(screenshot.name): Graft writes screenshots as .svg, .txt or .ansi")
                        continue
                    }
                    try Recording(finalFrame: screenshot.frame).write(toFile: screenshot.name, options: exportOptions)
                }
            } catch {
                reportError("\(error)")
                return 74
            }
            return 0
        case .failure(let failure):
            reportError("\(failure)")
            return 1
        }
    }

    /// The `TERM` a headless recording's asciicast names: what the headless
    /// surface draws like, the same on every machine.
    private static let headlessTerminalType = "xterm-256color"

    /// The `TERM` a recording on this terminal names: this terminal's, or xterm-256color.
    private static var terminalType: String {
        let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
        return term.isEmpty || term == "dumb" ? "xterm-256color" : term
    }

    /// The outputs Graft can write; the others are skipped with a warning.
    /// Nil (after an error) when one cannot be written at all.
    private static func checkedOutputs(_ paths: [String], tapePath: String) -> [String]? {
        var writable: [String] = []
        for path in paths {
            do {
                try RecordingWriteError.check(path: path)
                writable.append(path)
            } catch .unsupportedFormat {
                reportError("warning: \(tapePath): skipping Output \(path): Graft writes recordings as \(RecordingFormat.extensionList)")
            } catch {
                reportError("\(error) (Output in \(tapePath))")
                return nil
            }
        }
        return writable
    }

    private static func playHeadless(
        _ tape: Tape, size: Size, options: CommandLineOptions, model: AppModel
    ) async -> Result<Recording, TapeFailure> {
        let target = HeadlessTapeTarget(size: size, colorSupport: .trueColor)
        let app = connect(options, model: model, to: target.loop)
        defer { withExtendedLifetime(app) {} }
        target.loop.setNeedsDisplay()
        let player = TapePlayer(target: target, mode: .headless)
        // --size wins over the tape's Set Size, as --help says.
        player.fixedSize = options.size
        // Keep only what the output needs: every frame for a .cast, none for the rest.
        player.keepsTimedFrames = keepsTimedFrames(options)
        do {
            return .success(try await player.play(tape))
        } catch {
            return .failure(error)
        }
    }

    private static func playOnTerminal(_ tape: Tape, options: CommandLineOptions, model: AppModel) async -> Result<Recording, TapeFailure>?
    {
        let surface: NcursesSurface
        do {
            surface = try NcursesSurface()
        } catch {
            reportError("\(error)")
            return nil
        }
        let loop = MainLoop(surface: surface)
        let app = connect(options, model: model, to: loop)
        defer { withExtendedLifetime(app) {} }
        var isTerminated = false
        surface.terminationHandler = { _ in
            isTerminated = true
            loop.stop()
        }
        var result: Result<Recording, TapeFailure>?
        let player = Task { @MainActor in
            do throws(TapeFailure) {
                let player = TapePlayer(target: MainLoopTapeTarget(loop: loop), mode: .realTime)
                player.keepsTimedFrames = keepsTimedFrames(options)
                result = .success(try await player.play(tape))
            } catch {
                result = .failure(error)
            }
            loop.stop()
        }
        await loop.run()
        // A tape that quits the app (its last key is q) stops the loop while
        // the player still pauses after that key: let it finish. A signal
        // ends the tape at once.
        if isTerminated { player.cancel() }
        await player.value
        surface.close()
        return result
    }

    /// Whether the output needs every timed frame (a `.cast`); the others
    /// need only the screenshots and the final frame, and no output none.
    private static func keepsTimedFrames(_ options: CommandLineOptions) -> Bool {
        options.outputPath.flatMap { try? RecordingFormat(path: $0) }?.usesTimedFrames ?? false
    }

    /// Attaches what the tape plays against to `loop`: the catalog app, or
    /// the terminal check with `--terminal-check`. Returns what must stay alive.
    private static func connect(_ options: CommandLineOptions, model: AppModel, to loop: MainLoop) -> AnyObject? {
        if options.showsTerminalCheck {
            TerminalShowcaseApp.connect(TerminalShowcase(size: loop.surface.size, colorSupport: loop.surface.colorSupport), to: loop)
            return nil
        }
        let app = CatalogApplication(model: model)
        app.attach(to: loop)
        return app
    }
}

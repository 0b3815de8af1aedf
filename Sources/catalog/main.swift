import CatalogApp
import Foundation
import GraftTerminal

// A save past `ulimit -f` fails with EFBIG and is retried, instead of
// SIGXFSZ ending the app with the change unsaved.
signal(SIGXFSZ, SIG_IGN)

let options: CommandLineOptions
do {
    options = try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    reportError("\(error)")
    exit(64)
}
if options.showsHelp {
    print(CommandLineOptions.usage)
    exit(0)
}
if options.showsVersion {
    print(CommandLineOptions.version)
    exit(0)
}
if let paths = options.validationPaths {
    exit(TapeValidation.run(paths))
}
if let generation = options.catalogGeneration {
    let catalog = Catalog(products: CatalogGenerator.products(count: generation.count))
    do {
        try catalog.jsonData().write(to: URL(fileURLWithPath: generation.path), options: .atomic)
    } catch {
        reportError("cannot write '\(generation.path)': \(error.localizedDescription)")
        exit(74)
    }
    exit(0)
}

// A tape plays the same every time, so it reads its catalog before the
// first frame; so does the terminal check, which shows no catalog. Without a
// terminal there is no screen to show: the catalog is read and checked in
// full, so an invalid one exits 65 however long it takes to read.
let showsLoadingScreen =
    options.tapePath == nil && !options.showsTerminalCheck
    && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
/// How long the catalog may take to read before a loading screen shows:
/// short enough for a first frame well within 100 ms, long enough that a
/// catalog of a few thousand products never flashes one.
let loadingScreenDelay = Duration.milliseconds(50)

// The catalog and the state are loaded before the app's screens, so a bad
// catalog is refused (and nothing written). A catalog that is still being
// read after the delay gets a loading screen; if it then turns out invalid,
// the terminal is restored before the error is reported.
var surface: NcursesSurface?
var loop: MainLoop?
var terminatingSignal: Int32?
var catalog: Catalog?
if showsLoadingScreen, let path = options.catalogPath {
    let loading = CatalogLoading(contentsOfFile: path)
    if !loading.wait(upTo: loadingScreenDelay) {
        let loadingSurface: NcursesSurface
        do {
            loadingSurface = try NcursesSurface()
        } catch {
            reportError("\(error)")
            exit(1)
        }
        let loadingLoop = MainLoop(surface: loadingSurface)
        loadingSurface.terminationHandler = { signalNumber in
            terminatingSignal = signalNumber
            loadingLoop.stop()
        }
        surface = loadingSurface
        loop = loadingLoop
        let outcome = await CatalogLoadingScreen(loading: loading).run(on: loadingLoop)
        if let terminatingSignal {
            loadingSurface.close()
            exit(128 + terminatingSignal)
        }
        switch outcome {
        case .quit:
            loadingSurface.close()
            exit(0)
        case .interrupted:
            loadingSurface.close()
            exit(128 + SIGINT)
        case .failed(let error):
            loadingSurface.close()
            reportError("\(error)")
            exit(LaunchError(error).exitStatus)
        case .loaded(let loaded):
            catalog = loaded
        }
    }
    if catalog == nil {
        switch loading.result {
        case .success(let loaded)?:
            catalog = loaded
        case .failure(let error)?:
            reportError("\(error)")
            exit(LaunchError(error).exitStatus)
        case nil:
            preconditionFailure("catalog: the catalog must be read once waiting for it says so")
        }
    }
}

let launch: AppLaunch
do {
    if let catalog {
        launch = try AppLaunch(options: options, catalog: catalog)
    } else {
        launch = try AppLaunch(options: options)
    }
} catch {
    surface?.close()
    reportError("\(error)")
    exit(error.exitStatus)
}
// The warnings show in the app too (the corrupt state file moved aside), not only after it.
launch.model.notices.launchWarning = launch.warnings.first.map { $0.replacingOccurrences(of: "warning: ", with: "") }
// Over a loading screen, standard error would be written into the
// terminal's screen: warnings wait until the terminal is restored.
if surface == nil {
    for warning in launch.warnings { reportError(warning) }
}

/// Exits with status 74 when the state could not be saved by the end:
/// the changes since the last good save are lost, and the shell should know.
@MainActor func exitIfUnsaved() {
    if let error = launch.model.finishSaving() {
        reportError("error: your last changes were not saved: \(error)")
        exit(74)
    }
}

if let tapePath = options.tapePath {
    let status = await TapeRun.run(options, tapePath: tapePath, model: launch.model)
    exitIfUnsaved()
    exit(status)
}

let terminal: NcursesSurface
if let surface {
    terminal = surface
} else {
    do {
        terminal = try NcursesSurface()
    } catch {
        reportError("\(error)")
        exit(1)
    }
}
let mainLoop = loop ?? MainLoop(surface: terminal)
terminal.terminationHandler = { signalNumber in
    terminatingSignal = signalNumber
    mainLoop.stop()
}
var wasInterrupted = false
var quitMessages: [String] = []
if options.showsTerminalCheck {
    wasInterrupted = await TerminalShowcaseApp.run(on: mainLoop)
} else {
    let app = CatalogApplication(model: launch.model)
    app.attach(to: mainLoop)
    await mainLoop.run()
    wasInterrupted = app.application.wasInterruptedByControlC
    if let outcome = await app.finishPurchasesInProgress() { quitMessages.append(outcome) }
}
let saveError = launch.model.finishSaving()
terminal.close()
if surface != nil {
    for warning in launch.warnings { reportError(warning) }
}
for message in quitMessages { reportError(message) }
if let saveError {
    reportError("error: your last changes were not saved: \(saveError)")
    exit(74)
}
if let terminatingSignal { exit(128 + terminatingSignal) }
// Ctrl-C is an interrupt, as a shell expects: 128 + SIGINT.
if wasInterrupted { exit(128 + SIGINT) }

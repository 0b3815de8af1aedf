import CatalogApp
import Foundation
import GraftTerminal

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

// The catalog and the state are loaded before any screen, so a bad catalog
// is refused (and nothing written) while the terminal is still untouched.
let launch: AppLaunch
do {
    launch = try AppLaunch(options: options)
} catch {
    reportError("\(error)")
    exit(error.exitStatus)
}
for warning in launch.warnings { reportError(warning) }

if let tapePath = options.tapePath {
    let status = await TapeRun.run(options, tapePath: tapePath, model: launch.model)
    launch.model.flush()
    exit(status)
}

let surface: NcursesSurface
do {
    surface = try NcursesSurface()
} catch {
    reportError("\(error)")
    exit(1)
}
let loop = MainLoop(surface: surface)
var terminatingSignal: Int32?
surface.terminationHandler = { signalNumber in
    terminatingSignal = signalNumber
    loop.stop()
}
launch.model.saveFailureHandler = { error in reportError("\(error)") }
if options.showsTerminalCheck {
    await TerminalShowcaseApp.run(on: loop)
} else {
    let app = CatalogApplication(model: launch.model)
    app.attach(to: loop)
    await loop.run()
}
launch.model.flush()
surface.close()
if let terminatingSignal { exit(128 + terminatingSignal) }

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
if let tapePath = options.tapePath {
    exit(await TapeRun.run(options, tapePath: tapePath))
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
await TerminalShowcaseApp.run(on: loop)
surface.close()
if let terminatingSignal { exit(128 + terminatingSignal) }

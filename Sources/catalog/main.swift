import CatalogApp
import GraftTerminal
#if canImport(Glibc)
import Glibc
#endif

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

let surface: NcursesSurface
do {
    surface = try NcursesSurface()
} catch {
    reportError("\(error)")
    exit(1)
}
let loop = MainLoop(surface: surface)
surface.terminationHandler = { _ in loop.stop() }
await TerminalShowcaseApp.run(on: loop)
surface.close()

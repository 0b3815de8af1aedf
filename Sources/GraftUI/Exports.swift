// `import GraftUI` gives what `import SwiftUI` gives beyond its own names:
// Foundation (`UUID`, `Date`, `Locale`, formatters) and Observation
// (`@Observable`), with no extra import.
@_exported import Foundation
@_exported import Observation

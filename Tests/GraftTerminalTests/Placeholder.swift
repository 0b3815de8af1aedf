import Testing
@testable import GraftTerminal

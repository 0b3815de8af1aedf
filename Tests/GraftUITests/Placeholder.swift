import Testing
@testable import GraftUI

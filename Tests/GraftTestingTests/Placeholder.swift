import Testing
@testable import GraftTesting

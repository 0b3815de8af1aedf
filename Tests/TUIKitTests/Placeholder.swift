import Testing
@testable import TUIKit

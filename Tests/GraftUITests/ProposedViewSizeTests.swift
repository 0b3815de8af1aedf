import Foundation
import Testing

@testable import GraftUI

/// SwiftUI's `ProposedViewSize` is in points; the layout engine's proposals
/// are whole cells (`CellProposal`).
@Suite("ProposedViewSize")
struct ProposedViewSizeTests {
    @Test func specialProposalsAreSwiftUIs() {
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
        #expect(ProposedViewSize.infinity == ProposedViewSize(width: .infinity, height: .infinity))
        #expect(ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
    }

    @Test func unspecifiedDimensionsBecomeTenPointsByDefault() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(
            ProposedViewSize(width: 4, height: nil).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2))
                == CGSize(width: 4, height: 2))
    }

    @Test func cellsAndPointsConvertAtTheScale() {
        let phone = CGSize(width: 8, height: 16)
        #expect(ProposedViewSize(CellProposal(width: 3, height: nil), scale: phone) == ProposedViewSize(width: 24, height: nil))
        #expect(ProposedViewSize(CellProposal.infinite, scale: phone) == .infinity)
        #expect(ProposedViewSize(width: 20, height: 24).cells(at: phone) == CellProposal(width: 3, height: 2))
        #expect(ProposedViewSize.infinity.cells(at: phone) == .infinite)
        #expect(ProposedViewSize.unspecified.cells(at: phone) == .unspecified)
    }
}

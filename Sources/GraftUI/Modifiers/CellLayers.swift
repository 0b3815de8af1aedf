import Foundation
import GraftTerminal

/// The layers a hosted collection cell puts around its content, as one
/// concrete type: its margins, a frame that fills the cell's width with the
/// content leading, and a background behind both.
package typealias CellLayers<Content: View, Background: View> = LayeredView<FlexibleFrameView<PaddingView<Content>>, Background>

extension View {
    /// The same layers as `padding(margins)`, then `frame(minWidth:maxWidth:
    /// .infinity, minHeight:alignment: .leading)`, then `background { background }`,
    /// built directly: a host that re-hosts a cell on every reconfiguration
    /// then evaluates no body of its own and resolves no opaque result types
    /// (which the runtime looks up by name, each time, for generic content).
    package func cellLayers<Background: View>(
        margins: CellInsets, minWidth: Int?, minHeight: Int?, background: Background
    ) -> CellLayers<Self, Background> {
        LayeredView(
            content: FlexibleFrameView(
                content: PaddingView(content: self, length: .cells(margins)),
                horizontal: FrameLengths(minimum: minWidth.map { CGFloat($0) }, ideal: nil, maximum: .infinity),
                vertical: FrameLengths(minimum: minHeight.map { CGFloat($0) }, ideal: nil, maximum: nil),
                isInCells: true,
                alignment: .leading
            ),
            layer: background,
            alignment: .center,
            isOverlay: false
        )
    }
}

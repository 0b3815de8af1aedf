/// GraftHosting: the seam between TUIKit and GraftUI.
///
/// Declarative content inside the imperative tree (``TUIHostingController``,
/// ``TUIHostingConfiguration``, ``TUIHostingView``) and imperative views inside
/// declarative content (``ViewRepresentable``, ``ViewControllerRepresentable``).
@_exported import GraftUI
@_exported import TUIKit

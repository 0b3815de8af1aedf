import GraftHosting

/// Builds the product detail screen: GraftUI content in a hosting
/// controller, driven by a model this controller keeps, that pushes the
/// UIKit checkout screen after a purchase.
@MainActor
enum ProductDetailScreen {
    /// A hosting controller showing `productID`, to push on `navigation`;
    /// with `startsPurchase`, buying starts as it appears.
    static func make(
        productID: Product.ID, app: AppModel, startsPurchase: Bool = false
    )
        -> TUIHostingController<ProductDetailView>
    {
        let model = app.detailModel(for: productID)
        let settings = app.settings
        let host = TUIHostingController(rootView: ProductDetailView(model: model, settings: settings) { _ in })
        host.rootView = ProductDetailView(
            model: model, settings: settings,
            onPurchase: { [weak host] purchase in
                guard let navigation = host?.navigationController else { return }
                let checkout = CheckoutViewController(product: model.product, purchase: purchase, settings: settings)
                navigation.pushViewController(checkout, animated: true)
            }, startsPurchase: startsPurchase)
        return host
    }
}

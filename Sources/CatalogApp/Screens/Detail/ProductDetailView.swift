import GraftHosting

/// The product detail screen's content: name, price, summary, and the
/// favorite and buy buttons, driven by a model that the screen's controller
/// owns, so a favorite toggled anywhere shows here at once.
struct ProductDetailView: View {
    @Bindable var model: ProductDetailModel
    let settings: SettingsModel
    /// Called on the main actor after a purchase went through.
    let onPurchase: @MainActor (Purchase) -> Void
    /// Whether the screen starts buying as it first appears, as Buy in a
    /// product row's context menu asks.
    var startsPurchase = false
    @State private var isConfirmingPurchase = false
    @State private var hasStartedPurchase = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 1) {
                header
                if let picture = ProductPictures.picture(for: model.product.id) {
                    Image(uiImage: picture)
                        .accessibilityLabel(model.product.name)
                }
                Text(model.product.summary)
                RatingControl(rating: $model.rating)
                buttons
                if model.isBuying {
                    ProgressView("Processing payment…")
                }
            }
            .padding(.horizontal, 2)
            .padding(.vertical, 1)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .navigationTitle("Product")
        .navigationBarTitleDisplayMode(.inline)
        .alert(
            ProductDetailModel.purchaseFailedTitle, isPresented: $model.isShowingFailure,
            actions: failureActions, message: model.failure?.message
        )
        .sheet(isPresented: $isConfirmingPurchase) {
            ConfirmPurchaseView(
                productName: model.product.name, price: settings.price(of: model.product),
                shippingAddress: settings.profile.shippingAddress, onConfirm: buy)
        }
        .catalogTint()
        .onAppear {
            guard startsPurchase, !hasStartedPurchase else { return }
            hasStartedPurchase = true
            startPurchase()
        }
    }

    /// What Buy Now does: asks to confirm first when the settings say so.
    private func startPurchase() {
        if settings.confirmsPurchases {
            isConfirmingPurchase = true
        } else {
            buy()
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                Image(systemName: model.product.symbol ?? ProductRow.fallbackSymbol)
                    .foregroundStyle(.tint)
                Text(model.product.name)
                    .font(.largeTitle)
            }
            HStack(spacing: 1) {
                Text(settings.price(of: model.product))
                    .font(.title)
                Text("·").foregroundStyle(.tertiary)
                Text(model.product.category).foregroundStyle(.secondary)
                if model.isFavorite {
                    Image(systemName: "heart.fill").foregroundStyle(.red)
                        .transition(.scale.combined(with: .opacity))
                }
            }
            .animation(.snappy, value: model.isFavorite)
        }
    }

    private var buttons: some View {
        HStack(spacing: 2) {
            Button(model.favoriteButtonTitle, systemImage: model.isFavorite ? "heart.fill" : "heart") {
                model.toggleFavorite()
            }
            .buttonStyle(.bordered)
            .keyboardShortcut(.character("f"))
            Button("Buy Now", systemImage: "cart") { startPurchase() }
                .buttonStyle(.borderedProminent)
                .disabled(model.isBuying)
                .keyboardShortcut(.character("b"))
        }
    }

    /// OK, and Try Again as App Store purchase sheets offer it: the default, so Enter retries
    /// and Escape gives up.
    private func failureActions() -> [AlertAction] {
        [.button("OK", role: .cancel), .button(Self.tryAgainTitle) { retry() }]
    }

    /// The failure alert's button that buys again.
    static let tryAgainTitle = "Try Again"

    private func buy() {
        complete { await $0.buy() }
    }

    private func retry() {
        complete { await $0.retry() }
    }

    /// Runs a purchase attempt and shows its checkout when it goes through.
    private func complete(_ attempt: @escaping @MainActor (ProductDetailModel) async -> Purchase?) {
        let model = model
        let onPurchase = onPurchase
        Task { @MainActor in
            if let purchase = await attempt(model) {
                onPurchase(purchase)
            }
        }
    }
}

import Foundation
import TUIKit

/// The screen after a successful purchase, written the UIKit way: labels in
/// a stack view, constrained to the layout margins, and a button that
/// returns to the catalog.
final class CheckoutViewController: TUIViewController {
    private let product: Product
    private let purchase: Purchase
    private let settings: SettingsModel
    private var doneButton: TUIButton?

    /// Creates the screen for `purchase` of `product`, with prices as `settings` show them.
    init(product: Product, purchase: Purchase, settings: SettingsModel) {
        self.product = product
        self.purchase = purchase
        self.settings = settings
        super.init()
        title = "Checkout"
        navigationItem.largeTitleDisplayMode = .never
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let heading = makeLabel("✓ Thank you for your order", font: .preferredFont(forTextStyle: .headline))
        heading.textColor = .green
        let name = makeLabel(product.name, font: .boldSystemFont(ofSize: TUIFont.labelFontSize))
        let price = makeLabel(settings.format(purchase.price, currencyCode: purchase.currencyCode))
        let order = makeLabel("Order " + purchase.orderNumber)
        order.textColor = .gray
        let note = makeLabel(Self.deliveryNote(for: settings.profile))
        note.numberOfLines = 0
        note.textColor = .gray

        var configuration = TUIButton.Configuration.borderedProminent()
        configuration.image = "chevron.left"
        let done = TUIButton(
            configuration: configuration,
            primaryAction: TUIAction(title: "Back to Catalog") { [weak self] _ in
                self?.navigationController?.popToRootViewController(animated: true)
            })
        doneButton = done
        let stack = TUIStackView(arrangedSubviews: [heading, name, price, order, note, done])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 0
        stack.setCustomSpacing(1, after: heading)
        stack.setCustomSpacing(1, after: order)
        stack.setCustomSpacing(1, after: note)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let margins = view.layoutMarginsGuide
        TUILayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 1),
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            note.widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor),
        ])
    }

    /// Where the order goes and whether a receipt follows, from the profile.
    static func deliveryNote(for profile: Profile) -> String {
        let address = profile.shippingAddress.trimmingCharacters(in: .whitespaces)
        let shipping =
            address.isEmpty
            ? "Your order ships in 1–2 business days."
            : "Your order ships to \(address) in 1–2 business days."
        guard profile.sendsReceipts else { return shipping }
        let email = profile.email.trimmingCharacters(in: .whitespaces)
        let receipt =
            email.isEmpty
            ? "Add your email in Settings to get a receipt."
            : "A receipt is on its way to \(email)."
        return receipt + " " + shipping
    }

    /// The screen's one action has focus when it appears, so Enter goes back.
    override var preferredFocusEnvironments: [any TUIFocusEnvironment] {
        doneButton.map { [$0] } ?? super.preferredFocusEnvironments
    }

    private func makeLabel(_ text: String, font: TUIFont = .systemFont(ofSize: TUIFont.labelFontSize)) -> TUILabel {
        let label = TUILabel()
        label.text = text
        label.font = font
        return label
    }
}

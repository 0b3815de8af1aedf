import GraftHosting

/// The catalog's search box as the hosting guides build one: TUIKit's search field wrapped as a
/// GraftUI view, its edits flowing into ``text`` through the ``Coordinator``, and the field
/// following ``text`` when something else changes it.
struct SearchField: ViewRepresentable {
    @Binding var text: String
    /// The gray text shown while the field is empty.
    var prompt: String
    /// The most characters the field takes; a paste that would go past it types what fits.
    var maximumLength: Int
    /// Enter in the field.
    var onSubmit: @MainActor () -> Void
    /// Hands the field to its owner once it is made, so keys can move focus to it.
    var onMake: @MainActor (TUISearchTextField) -> Void

    /// Carries the field's edits into the binding, and keeps the field's length limit and
    /// Enter as its delegate.
    @MainActor
    final class Coordinator: TUITextFieldDelegate {
        var parent: SearchField

        init(_ parent: SearchField) { self.parent = parent }

        func textDidChange(_ field: TUISearchTextField) {
            let text = field.text ?? ""
            if parent.text != text { parent.text = text }
        }

        func textField(
            _ textField: TUITextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString string: String
        ) -> Bool {
            let text = textField.text ?? ""
            let room = parent.maximumLength - (text.count - text[range].count)
            guard string.count > room else { return true }
            if room > 0 { textField.insertText(String(string.prefix(room))) }
            return false
        }

        func textFieldShouldReturn(_ textField: TUITextField) -> Bool {
            parent.onSubmit()
            return false
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeTUIView(context: Context) -> TUISearchTextField {
        let field = TUISearchTextField()
        field.placeholder = prompt
        field.text = text
        let coordinator = context.coordinator
        field.delegate = coordinator
        field.addAction(
            TUIAction { [weak field] _ in
                if let field { coordinator.textDidChange(field) }
            }, for: .editingChanged)
        onMake(field)
        return field
    }

    func updateTUIView(_ field: TUISearchTextField, context: Context) {
        context.coordinator.parent = self
        field.placeholder = prompt
        if (field.text ?? "") != text { field.text = text }
    }

    /// One row, as wide as offered.
    func sizeThatFits(_ proposal: ProposedViewSize, tuiView: TUISearchTextField, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? CGFloat(prompt.displayWidth + 4), height: 1)
    }
}

/// The row above the catalog: the search field, bound to the store's search text.
struct CatalogSearchBar: View {
    let store: CatalogStore
    var onSubmit: @MainActor () -> Void
    var onMake: @MainActor (TUISearchTextField) -> Void

    var body: some View {
        SearchField(
            text: Binding(get: { store.searchText }, set: { store.searchText = $0 }),
            prompt: "Search products  (/)",
            maximumLength: ProductListViewController.maximumSearchLength,
            onSubmit: onSubmit,
            onMake: onMake
        )
        .padding(.horizontal, 1)
    }
}

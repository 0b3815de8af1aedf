// Only GraftUI is imported here: Foundation and Observation come with it.
import GraftUI
import Testing

@Observable
private final class Expense {
    let id = UUID()
    var date = Date(timeIntervalSince1970: 0)
}

@MainActor
@Suite("import GraftUI re-exports Foundation and Observation")
struct ReExportTests {
    @Test func uuidDateAndObservableNeedNoExtraImport() {
        let expense = Expense()
        #expect(expense.id != UUID())
        #expect(expense.date.timeIntervalSince1970 == 0)
    }
}

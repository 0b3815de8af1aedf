import Testing

@testable import GraftHosting

private struct Item: Identifiable {
    var id: Int
}

/// The content's identity is its first `Identifiable` stored property,
/// found once per type from its field layout; these contents put that
/// property where a wrong offset or a stale plan would read something else.
private struct SecondField: View {
    let title: String
    let item: Item
    let other: Item
    var body: some View { Text(title) }
}

private struct SelfIdentified: View, Identifiable {
    let id: String
    let item: Item
    var body: some View { Text(id) }
}

private struct HeldInAnAny: View {
    let payload: Any
    var body: some View { Text("any") }
}

/// An optional field stands for its value only when it holds one.
private struct MaybeItem: View {
    let maybe: Item?
    let item: Item
    var body: some View { Text("maybe") }
}

private final class Model: Identifiable {
    let id = 5
}

/// A weak field is read as `Mirror` reads it, never in place.
private struct WeakModel: View {
    weak var model: Model?
    var body: some View { Text("weak") }
}

private enum Choice: View {
    case item(Item)
    case nothing
    var body: some View { Text("choice") }
}

private struct Anonymous: View {
    let title: String
    let count: Int
    var body: some View { Text(title) }
}

@MainActor
@Suite("Hosted content identity")
struct ContentIdentityTests {
    private func identity<Content: View>(_ content: Content) -> AnyHashable? {
        TUIHostingConfiguration<Content, EmptyView>.identity(of: content)
    }

    @Test func theFirstIdentifiableStoredPropertyIsReadAtItsOwnOffset() {
        #expect(identity(SecondField(title: "A title long enough for the heap", item: Item(id: 7), other: Item(id: 8))) == AnyHashable(7))
        // The plan is kept per type; another value reads its own field.
        #expect(identity(SecondField(title: "", item: Item(id: 9), other: Item(id: 1))) == AnyHashable(9))
    }

    @Test func identifiableContentIsItsOwnIdentity() {
        #expect(identity(SelfIdentified(id: "self", item: Item(id: 1))) == AnyHashable("self"))
    }

    @Test func whatAnExistentialOrAnEnumHoldsIsFoundAsMirrorFindsIt() {
        #expect(identity(HeldInAnAny(payload: Item(id: 3))) == AnyHashable(3))
        #expect(identity(HeldInAnAny(payload: "no id")) == nil)
        #expect(identity(Choice.item(Item(id: 4))) == AnyHashable(4))
        #expect(identity(Choice.nothing) == nil)
    }

    @Test func anOptionalOrWeakFieldIsUsedWhenItHoldsAValue() {
        #expect(identity(MaybeItem(maybe: Item(id: 1), item: Item(id: 2))) == AnyHashable(1))
        #expect(identity(MaybeItem(maybe: nil, item: Item(id: 2))) == AnyHashable(2))
        let model = Model()
        #expect(identity(WeakModel(model: model)) == AnyHashable(5))
        #expect(identity(WeakModel(model: nil)) == nil)
        withExtendedLifetime(model) {}
    }

    @Test func contentWithoutAnIdentifiableFieldHasNoIdentity() {
        #expect(identity(Anonymous(title: "x", count: 1)) == nil)
        #expect(identity(Text("plain")) == nil)
    }
}

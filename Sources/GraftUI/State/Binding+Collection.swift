// A binding to a collection is a collection of bindings to its elements, as
// in SwiftUI, so `ForEach($items) { $item in TextField("Name", text: $item.name) }`
// edits each element in place.

extension Binding: @MainActor Sequence where Value: MutableCollection {
    /// A binding to each element in turn.
    public typealias Element = Binding<Value.Element>
    /// Iterates over bindings to the elements.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// The indices of the bound collection.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: @MainActor Collection where Value: MutableCollection {
    /// The bound collection's index.
    public typealias Index = Value.Index
    /// The bound collection's indices.
    public typealias Indices = Value.Indices

    /// The bound collection's first index.
    public var startIndex: Value.Index { wrappedValue.startIndex }

    /// The bound collection's past-the-end index.
    public var endIndex: Value.Index { wrappedValue.endIndex }

    /// The bound collection's indices.
    public var indices: Value.Indices { wrappedValue.indices }

    /// The index after `i` in the bound collection.
    public func index(after i: Value.Index) -> Value.Index {
        wrappedValue.index(after: i)
    }

    /// Replaces `i` with the index after it in the bound collection.
    public func formIndex(after i: inout Value.Index) {
        wrappedValue.formIndex(after: &i)
    }

    /// A binding to the element at `position`: reading it reads the
    /// collection's element there now, writing it writes that element back.
    /// Once the collection no longer reaches `position` (a row read after
    /// its element was removed), reads give the element as it was when the
    /// binding was made and writes are ignored, instead of trapping.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        let collection = self
        let original = wrappedValue[position]
        return Binding<Value.Element>(
            get: {
                let current = collection.wrappedValue
                return Self.reaches(current, position) ? current[position] : original
            },
            set: { newValue in
                var current = collection.wrappedValue
                guard Self.reaches(current, position) else { return }
                current[position] = newValue
                collection.wrappedValue = current
            }
        )
    }

    private static func reaches(_ collection: Value, _ position: Value.Index) -> Bool {
        position >= collection.startIndex && position < collection.endIndex
    }
}

extension Binding: @MainActor BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    /// The index before `i` in the bound collection.
    public func index(before i: Value.Index) -> Value.Index {
        wrappedValue.index(before: i)
    }

    /// Replaces `i` with the index before it in the bound collection.
    public func formIndex(before i: inout Value.Index) {
        wrappedValue.formIndex(before: &i)
    }
}

extension Binding: @MainActor RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}

extension Binding: @MainActor Identifiable where Value: Identifiable {
    /// The bound value's identity, so a binding to an element identifies its row.
    public var id: Value.ID { wrappedValue.id }
}

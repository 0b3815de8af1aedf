/// The position of each product by id, in a table of 32-bit positions: an
/// id is found by its hash and confirmed against the product it points to.
///
/// A `[Product.ID: Int]` keeps a copy of every id (16 bytes) and an `Int`
/// per slot, 24 bytes a slot with a quarter or more of the slots empty; at
/// a million products that was 50 MB. This table keeps 4 bytes a slot and
/// reads ids from the products themselves, as they are there anyway.
struct ProductIDIndex: Sendable {
    /// Product positions by hash, open addressing with linear probing; -1 is empty.
    private var slots: [Int32]
    private var count = 0

    /// An empty table with room for `capacity` products before it grows.
    init(capacity: Int = 0) {
        slots = [Int32](repeating: -1, count: Self.slotCount(for: capacity))
    }

    /// The table of `products`.
    ///
    /// - Precondition: Ids are unique.
    init(products: [Product]) {
        self.init(capacity: products.count)
        for index in products.indices {
            let id = products[index].id
            precondition(insert(index, id: id, in: products) == nil, "CatalogStore: product ids must be unique, but \"\(id)\" repeats")
        }
    }

    /// The position of the product with `id` in `products`, the products
    /// the table was made for, or nil.
    func index(of id: Product.ID, in products: [Product]) -> Int? {
        let mask = slots.count - 1
        var slot = id.hashValue & mask
        while true {
            let position = Int(slots[slot])
            if position < 0 { return nil }
            if products[position].id == id { return position }
            slot = (slot + 1) & mask
        }
    }

    /// Records that the product with `id` is at `index`, unless a product
    /// of `products` already has that id: then returns where that one is.
    ///
    /// `products` holds the products recorded so far; the new one need not be among them yet.
    mutating func insert(_ index: Int, id: Product.ID, in products: [Product]) -> Int? {
        precondition(index <= Int(Int32.max), "ProductIDIndex: more products than positions of 32 bits can hold")
        if (count + 1) * 4 > slots.count * 3 { grow(products) }
        let mask = slots.count - 1
        var slot = id.hashValue & mask
        while slots[slot] >= 0 {
            let position = Int(slots[slot])
            if products[position].id == id { return position }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(index)
        count += 1
        return nil
    }

    /// Doubles the slots, placing every recorded product again.
    private mutating func grow(_ products: [Product]) {
        let old = slots
        slots = [Int32](repeating: -1, count: old.count * 2)
        let mask = slots.count - 1
        for position in old where position >= 0 {
            var slot = products[Int(position)].id.hashValue & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = position
        }
    }

    /// A power of two with a quarter or more of it free at `capacity` entries.
    private static func slotCount(for capacity: Int) -> Int {
        var count = 8
        while count * 3 < capacity * 4 { count *= 2 }
        return count
    }
}

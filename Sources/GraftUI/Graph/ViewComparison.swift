import Foundation

/// Decides whether a new view value can skip its body: equal by `==` for
/// `Equatable` views, by bytes for plain-data views, and otherwise assumed changed.
enum ViewComparison {
    static func areEqual<V>(_ old: V, _ new: V) -> Bool {
        if let old = old as? any Equatable {
            return isEqual(old, new)
        }
        guard _isPOD(V.self) else { return false }
        var old = old
        var new = new
        return withUnsafeBytes(of: &old) { oldBytes in
            withUnsafeBytes(of: &new) { newBytes in
                guard let oldBase = oldBytes.baseAddress, let newBase = newBytes.baseAddress else { return true }
                return memcmp(oldBase, newBase, oldBytes.count) == 0
            }
        }
    }

    private static func isEqual<E: Equatable>(_ old: E, _ new: Any) -> Bool {
        guard let new = new as? E else { return false }
        return old == new
    }
}

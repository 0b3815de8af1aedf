import Foundation
import Testing

@testable import GraftUI

@Suite("remove(atOffsets:) and move(fromOffsets:toOffset:)")
struct IndexSetEditingTests {
    @Test func removeDropsTheElementsAtTheOffsets() {
        var fruits = ["apple", "banana", "cherry", "date"]
        fruits.remove(atOffsets: IndexSet([0, 2, 9]))
        #expect(fruits == ["banana", "date"])
    }

    @Test func moveBehavesAsSwiftUIsOnMoveExpects() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
        #expect(letters == ["b", "c", "a", "d", "e"])
        letters.move(fromOffsets: IndexSet([3, 4]), toOffset: 0)
        #expect(letters == ["d", "e", "b", "c", "a"])
        letters.move(fromOffsets: IndexSet(integer: 1), toOffset: 5)
        #expect(letters == ["d", "b", "c", "a", "e"])
    }
}

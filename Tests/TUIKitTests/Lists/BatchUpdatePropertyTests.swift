import Foundation
import Testing

import struct Foundation.IndexPath

@testable import TUIKit

/// Random hand-made batch updates: a random change of sections of unique
/// items is described the way an app calls UIKit's batch methods (deletes
/// and move sources by old index paths, inserts and move targets by new
/// ones, unnamed sections and items keeping their order), and the positions
/// worked out from that description must send every item to where it is.
///
/// `GRAFT_PROPERTY_COUNT` sets how many changes to try (300 by default);
/// `GRAFT_PROPERTY_SEED` checks only the change with that seed.
@Suite("Batch update positions")
struct BatchUpdatePropertyTests {
    typealias Generator = SnapshotDiffPropertyTests.Generator

    @Test func theDescribedChangesSendEveryItemWhereItIs() {
        for seed in propertySeeds(from: 9_000) {
            var generator = Generator(seed: seed)
            let old = Self.sections(using: &generator)
            let new = Self.changed(old, using: &generator)
            let (batch, expected) = Self.describe(from: old, to: new)
            let positions = batch.positions(oldCounts: old.map(\.items.count), newCounts: new.map(\.items.count))
            #expect(positions.newToOld == expected, "seed \(seed): \(old) -> \(new)")
            if positions.newToOld != expected { break }
        }
    }

    struct Section: CustomStringConvertible {
        var id: Int
        var items: [Int]
        var description: String { "\(id):\(items)" }
    }

    static func sections(using generator: inout Generator) -> [Section] {
        var next = 0
        return (0 ..< Int.random(in: 1 ... 4, using: &generator)).map { id in
            let count = Int.random(in: 0 ... 5, using: &generator)
            defer { next += count }
            return Section(id: id, items: Array(next ..< next + count))
        }
    }

    /// Sections deleted, added and shuffled; items deleted, added and moved
    /// within and across sections.
    static func changed(_ old: [Section], using generator: inout Generator) -> [Section] {
        var sections = old.filter { _ in Int.random(in: 0 ..< 5, using: &generator) > 0 }
        for index in (0 ... sections.count).reversed() where Int.random(in: 0 ..< 4, using: &generator) == 0 {
            sections.insert(Section(id: 100 + index, items: []), at: index)
        }
        if sections.count > 1, Bool.random(using: &generator) { sections.swapAt(0, sections.count - 1) }
        var fresh = 1_000
        for index in sections.indices {
            sections[index].items.removeAll { _ in Int.random(in: 0 ..< 4, using: &generator) == 0 }
            for _ in 0 ..< Int.random(in: 0 ... 2, using: &generator) {
                sections[index].items.insert(fresh, at: Int.random(in: 0 ... sections[index].items.count, using: &generator))
                fresh += 1
            }
        }
        for _ in 0 ..< Int.random(in: 0 ... 3, using: &generator) {
            guard let from = sections.indices.filter({ !sections[$0].items.isEmpty }).randomElement(using: &generator),
                let to = sections.indices.randomElement(using: &generator)
            else { break }
            let item = sections[from].items.remove(at: Int.random(in: 0 ..< sections[from].items.count, using: &generator))
            sections[to].items.insert(item, at: Int.random(in: 0 ... sections[to].items.count, using: &generator))
        }
        return sections
    }

    /// The batch an app would send for the change: whatever is not named
    /// keeps its order, so only what breaks that order is moved. Items of
    /// deleted sections, and items of inserted ones, cannot be named, so
    /// they count as deleted and inserted. Also returns, for each new item,
    /// the old position it must come from (-1 for new ones).
    static func describe(from old: [Section], to new: [Section]) -> (BatchUpdate, [Int]) {
        var batch = BatchUpdate()
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($0.element.id, $0.offset) })
        let newSectionIndex = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($0.element.id, $0.offset) })
        batch.deletedSections = old.indices.filter { newSectionIndex[old[$0].id] == nil }
        var lastKept = -1
        for (index, section) in new.enumerated() {
            guard let source = oldSectionIndex[section.id] else {
                batch.insertedSections.append(index)
                continue
            }
            if source > lastKept { lastKept = source } else { batch.movedSections.append((source, index)) }
        }
        var oldPlace = [Int: (path: IndexPath, position: Int)]()
        var position = 0
        for (section, contents) in old.enumerated() {
            for (item, id) in contents.items.enumerated() {
                oldPlace[id] = (IndexPath(item: item, section: section), position)
                position += 1
            }
        }
        var expected: [Int] = []
        var carried = Set<Int>()
        for (section, contents) in new.enumerated() {
            guard let sourceSection = oldSectionIndex[contents.id] else {
                expected += Array(repeating: -1, count: contents.items.count)
                continue
            }
            var lastKeptItem = -1
            for (item, id) in contents.items.enumerated() {
                let target = IndexPath(item: item, section: section)
                guard let source = oldPlace[id], newSectionIndex[old[source.path.section].id] != nil else {
                    batch.inserted.append(target)
                    expected.append(-1)
                    continue
                }
                carried.insert(id)
                expected.append(source.position)
                if source.path.section == sourceSection, source.path.item > lastKeptItem {
                    lastKeptItem = source.path.item
                } else {
                    batch.moved.append((source.path, target))
                }
            }
        }
        for (id, place) in oldPlace where !carried.contains(id) && newSectionIndex[old[place.path.section].id] != nil {
            batch.deleted.append(place.path)
        }
        return (batch, expected)
    }
}

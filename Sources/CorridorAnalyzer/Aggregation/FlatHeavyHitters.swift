import CorridorReport

/// Numbered bounded tables of byte-string keys (a route's top callers, by route index; a chunk's unmatched paths, table
/// 0), as chunk summaries carry them up the ``SummaryTree``: the tables ``HeavyHitters`` would hold, merged as
/// ``HeavyHitters/merged(with:)`` merges them table by table, but laid out flat. Every key's UTF-8 lies back to back in
/// one byte array, once however many tables keep it; a row is a key index, a count, an error and the first and last
/// time seen; a table is a range of rows (tables by index). A merge is one pass over integers, and over two keys' bytes
/// only where their hashes are equal: no `String`, no reference count and no dictionary per table, which a chunk
/// summary paid for every row it carried. Only a run's final tables become ``HeavyHitters`` (``table(_:)``).
package struct FlatHeavyHitters: Sendable {
    /// A key: the range of its UTF-8 in ``keyBytes`` and ``StableHash/hash(_:)`` of it.
    private struct Key: Sendable {
        var start: Int
        var length: Int
        var hash: UInt64
    }

    /// A table's row: its key's index in ``keys``, its count, the most the count overestimates, and the earliest and
    /// latest request time of the key while it held its row (`Int64.max` / `Int64.min`: none).
    private struct Row: Sendable {
        var key: Int
        var count: Int
        var error: Int
        var firstSeen: Int64
        var lastSeen: Int64
    }

    /// A table: its index, and its rows, which end at `rowsEnd` (they start where the previous table's end).
    private struct Table: Sendable {
        var index: Int
        var rowsEnd: Int
        var errorBound: Int
        var isExact: Bool

        /// What a key missing from this table may have had: 0 when exact, else the bound.
        var missing: Int { isExact ? 0 : errorBound }
    }

    /// A row of a merge before the cut: where its key is (in the earlier tables or the later ones; −1 when not).
    private struct MergedRow {
        var count: Int
        var error: Int
        var firstSeen: Int64
        var lastSeen: Int64
        var earlierKey: Int
        var laterKey: Int
    }

    /// A merged row's place when a table is cut: `<` puts the larger count first, then the earlier position (the merge
    /// order), as ``HeavyHitters`` cuts.
    private struct Rank: Comparable {
        var count: Int
        var position: Int

        static func < (lhs: Rank, rhs: Rank) -> Bool {
            lhs.count != rhs.count ? lhs.count > rhs.count : lhs.position < rhs.position
        }
    }

    /// A row of exact counts for ``appendTable(_:counted:droppedMaximum:)``: a key index here, its count and the
    /// earliest and latest time it was seen (`Int64.max` / `Int64.min`: none).
    package struct Counted {
        package var key: Int
        package var count: Int
        package var firstSeen: Int64
        package var lastSeen: Int64

        /// A row of `count` calls of key `key`, seen from `firstSeen` to `lastSeen`.
        package init(key: Int, count: Int, firstSeen: Int64 = .max, lastSeen: Int64 = .min) {
            self.key = key
            self.count = count
            self.firstSeen = firstSeen
            self.lastSeen = lastSeen
        }
    }

    /// The maximum number of rows of a table.
    package let capacity: Int
    private var keyBytes: [UInt8] = []
    private var keys: [Key] = []
    private var rows: [Row] = []
    /// By index, ascending.
    private var tables: [Table] = []

    /// No table, each of at most `capacity` (≥ 1) rows.
    package init(capacity: Int) {
        precondition(capacity >= 1, "a heavy-hitter table needs at least one row")
        self.capacity = capacity
    }

    /// No table yet, of a capacity its first merge decides: merged with tables, it gives them as they are (a chunk
    /// summary's callers before a worker counts any).
    package init() {
        capacity = 1
    }

    /// `table` as table 0: a table whose rows have no examples (flat tables keep none; their tables come back with an
    /// example limit of 0).
    package init(_ table: HeavyHitters) {
        precondition(table.rows.allSatisfy(\.examples.isEmpty), "flat tables keep no examples")
        self.init(capacity: table.capacity)
        guard !table.rows.isEmpty || !table.isExact else { return }
        for row in table.rows {
            var key = row.key
            let index = key.withUTF8 { addKey($0, hash: row.keyHash) }
            rows.append(
                Row(key: index, count: row.count, error: row.error, firstSeen: row.firstSeen, lastSeen: row.lastSeen))
        }
        tables.append(Table(index: 0, rowsEnd: rows.count, errorBound: table.errorBound, isExact: table.isExact))
    }

    /// Whether there is no table.
    package var isEmpty: Bool { tables.isEmpty }

    /// The number of tables.
    package var tableCount: Int { tables.count }

    /// The number of keys stored: each distinct key a table keeps once, however many tables keep it.
    package var keyCount: Int { keys.count }

    /// Makes room for `keys` more keys of `keyBytes` bytes in all and `rows` more rows.
    package mutating func reserveCapacity(keys: Int, keyBytes: Int, rows: Int) {
        self.keys.reserveCapacity(self.keys.count + keys)
        self.keyBytes.reserveCapacity(self.keyBytes.count + keyBytes)
        self.rows.reserveCapacity(self.rows.count + rows)
    }

    /// Adds a key (its UTF-8 as reported: valid UTF-8) with ``StableHash/hash(_:)`` of it, for the tables appended
    /// next; returns its index.
    package mutating func addKey(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int {
        keys.append(Key(start: keyBytes.count, length: bytes.count, hash: hash))
        keyBytes.append(contentsOf: bytes)
        return keys.count - 1
    }

    /// Adds the key `bytes` read as text: the bytes themselves and `hash` (theirs) when they are valid UTF-8, else the
    /// text they read as (each invalid sequence a U+FFFD) and its hash; returns its index.
    package mutating func addKey(readingAsText bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int {
        var any: UInt8 = 0
        for byte in bytes { any |= byte }
        if any < 0x80 || String(validating: bytes, as: UTF8.self) != nil { return addKey(bytes, hash: hash) }
        var text = String(decoding: bytes, as: UTF8.self)
        return text.withUTF8 { addKey($0, hash: StableHash.hash($0)) }
    }

    /// Appends table `index`, after every table already here, of exact counts: `counted` holds at most ``capacity``
    /// rows, and keys counted at most `droppedMaximum` times were left out (0 when none was). Rows of one key are added
    /// up. As ``HeavyHitters/init(exactCounts:capacity:exampleLimit:droppedMaximum:)``.
    package mutating func appendTable(_ index: Int, counted: inout [Counted], droppedMaximum: Int) {
        precondition(tables.last.map { $0.index < index } ?? true, "tables are appended in index order")
        precondition(counted.count <= capacity, "a table holds at most its capacity")
        // Strictly increasing hashes are the merge order at a glance; equal ones need the keys' bytes.
        var inOrder = true
        for position in counted.indices.dropFirst()
        where keys[counted[position - 1].key].hash >= keys[counted[position].key].hash {
            inOrder = false
            break
        }
        if !inOrder {
            keyBytes.withUnsafeBufferPointer { bytes in
                counted.sort { keyOrder(keys[$0.key], bytes, keys[$1.key], bytes) < 0 }
            }
        }
        let start = rows.count
        for row in counted {
            if !inOrder, rows.count > start, sameKey(rows[rows.count - 1].key, row.key) {
                rows[rows.count - 1].count &+= row.count
                rows[rows.count - 1].firstSeen = min(rows[rows.count - 1].firstSeen, row.firstSeen)
                rows[rows.count - 1].lastSeen = max(rows[rows.count - 1].lastSeen, row.lastSeen)
            } else {
                rows.append(
                    Row(key: row.key, count: row.count, error: 0, firstSeen: row.firstSeen, lastSeen: row.lastSeen))
            }
        }
        tables.append(
            Table(index: index, rowsEnd: rows.count, errorBound: droppedMaximum, isExact: droppedMaximum == 0))
    }

    /// These tables followed by `later` (the lines right after these): table by table, what
    /// ``HeavyHitters/merged(with:)`` gives for the two tables of an index, a table as it is where the other side has
    /// none.
    package func merged(with later: FlatHeavyHitters) -> FlatHeavyHitters {
        if later.tables.isEmpty { return self }
        if tables.isEmpty { return later }
        var result = FlatHeavyHitters(capacity: max(capacity, later.capacity))
        // At most what both sides hold (less where they share keys or tables are cut).
        result.rows.reserveCapacity(rows.count + later.rows.count)
        result.tables.reserveCapacity(tables.count + later.tables.count)
        result.keys.reserveCapacity(keys.count + later.keys.count)
        result.keyBytes.reserveCapacity(keyBytes.count + later.keyBytes.count)
        var earlierKeys = [Int](repeating: -1, count: keys.count)
        var laterKeys = [Int](repeating: -1, count: later.keys.count)
        // The keys copied here, by hash: a key both sides hold, in tables of different indices, is stored once.
        var slotCount = 16
        while slotCount < 2 * (keys.count + later.keys.count) { slotCount <<= 1 }
        var keySlots = [Int32](repeating: -1, count: slotCount)
        var merging: [MergedRow] = []
        merging.reserveCapacity(min(rows.count + later.rows.count, 2 * result.capacity))
        var ranked: [Rank] = []
        keyBytes.withUnsafeBufferPointer { earlierBytes in
            later.keyBytes.withUnsafeBufferPointer { laterBytes in
                var (earlier, next) = (0, 0)
                while earlier < tables.count || next < later.tables.count {
                    if next == later.tables.count
                        || (earlier < tables.count && tables[earlier].index < later.tables[next].index)
                    {
                        result.copyTable(
                            earlier, of: self, bytes: earlierBytes, keyMap: &earlierKeys, slots: &keySlots)
                        earlier += 1
                    } else if earlier == tables.count || later.tables[next].index < tables[earlier].index {
                        result.copyTable(next, of: later, bytes: laterBytes, keyMap: &laterKeys, slots: &keySlots)
                        next += 1
                    } else {
                        mergeRows(of: earlier, with: next, of: later, into: &merging, bytes: earlierBytes, laterBytes)
                        let (errorBound, isExact) = result.cut(
                            &merging, ranked: &ranked, earlier: tables[earlier], later: later.tables[next])
                        for row in merging where row.count >= 0 {
                            let key =
                                row.earlierKey >= 0
                                ? result.copyKey(
                                    row.earlierKey, of: keys, bytes: earlierBytes, keyMap: &earlierKeys,
                                    slots: &keySlots)
                                : result.copyKey(
                                    row.laterKey, of: later.keys, bytes: laterBytes, keyMap: &laterKeys,
                                    slots: &keySlots)
                            // The same bytes: the later side's key need not be copied again.
                            if row.laterKey >= 0 && laterKeys[row.laterKey] < 0 { laterKeys[row.laterKey] = key }
                            result.rows.append(
                                Row(
                                    key: key, count: row.count, error: row.error, firstSeen: row.firstSeen,
                                    lastSeen: row.lastSeen))
                        }
                        result.tables.append(
                            Table(
                                index: tables[earlier].index, rowsEnd: result.rows.count, errorBound: errorBound,
                                isExact: isExact))
                        earlier += 1
                        next += 1
                    }
                }
            }
        }
        return result
    }

    /// Table `index` as ``HeavyHitters``; nil when there is none (no line counted in it).
    package func table(_ index: Int) -> HeavyHitters? {
        var (low, high) = (0, tables.count)
        while low < high {
            let middle = (low + high) / 2
            if tables[middle].index < index { low = middle + 1 } else { high = middle }
        }
        guard low < tables.count, tables[low].index == index else { return nil }
        return heavyHitters(low)
    }

    /// Every table, by index.
    package var allTables: [Int: HeavyHitters] {
        Dictionary(uniqueKeysWithValues: tables.indices.map { (tables[$0].index, heavyHitters($0)) })
    }

    private func heavyHitters(_ index: Int) -> HeavyHitters {
        let table = tables[index]
        let start = index == 0 ? 0 : tables[index - 1].rowsEnd
        let hitters = keyBytes.withUnsafeBufferPointer { bytes in
            rows[start..<table.rowsEnd].map { row in
                let key = keys[row.key]
                let text = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[key.start..<(key.start + key.length)]), as: UTF8.self)
                return HeavyHitter(
                    key: text, count: row.count, error: row.error, keyHash: key.hash, firstSeen: row.firstSeen,
                    lastSeen: row.lastSeen)
            }
        }
        return HeavyHitters(rows: hitters, exact: table.isExact, errorBound: table.errorBound, capacity: capacity)
    }

    /// Copies table `index` of `source` as it is, its keys through `keyMap`.
    private mutating func copyTable(
        _ index: Int, of source: FlatHeavyHitters, bytes: UnsafeBufferPointer<UInt8>, keyMap: inout [Int],
        slots: inout [Int32]
    ) {
        let table = source.tables[index]
        let start = index == 0 ? 0 : source.tables[index - 1].rowsEnd
        for row in source.rows[start..<table.rowsEnd] {
            let key = copyKey(row.key, of: source.keys, bytes: bytes, keyMap: &keyMap, slots: &slots)
            rows.append(
                Row(key: key, count: row.count, error: row.error, firstSeen: row.firstSeen, lastSeen: row.lastSeen))
        }
        tables.append(
            Table(index: table.index, rowsEnd: rows.count, errorBound: table.errorBound, isExact: table.isExact))
    }

    /// The index here of key `index` of `source`: the key here with its bytes (`slots` holds the keys here by hash), or
    /// a copy of it; `keyMap` remembers it.
    @inline(__always)
    private mutating func copyKey(
        _ index: Int, of source: [Key], bytes: UnsafeBufferPointer<UInt8>, keyMap: inout [Int], slots: inout [Int32]
    ) -> Int {
        if keyMap[index] >= 0 { return keyMap[index] }
        let key = source[index]
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: key.hash) & mask
        while slots[slot] >= 0 {
            let found = Int(slots[slot])
            let same = keyBytes.withUnsafeBufferPointer { keyOrder(keys[found], $0, key, bytes) == 0 }
            if same {
                keyMap[index] = found
                return found
            }
            slot = (slot &+ 1) & mask
        }
        let copied = addKey(UnsafeBufferPointer(rebasing: bytes[key.start..<(key.start + key.length)]), hash: key.hash)
        slots[slot] = Int32(truncatingIfNeeded: copied)
        keyMap[index] = copied
        return copied
    }

    /// The union of table `earlier` here and table `next` of `later`, in merge order, into `merging`: a key missing
    /// from an inexact table gets that table's bound (counts stay overestimates).
    private func mergeRows(
        of earlier: Int, with next: Int, of later: FlatHeavyHitters, into merging: inout [MergedRow],
        bytes earlierBytes: UnsafeBufferPointer<UInt8>, _ laterBytes: UnsafeBufferPointer<UInt8>
    ) {
        let (left, right) = (tables[earlier], later.tables[next])
        let (leftMissing, rightMissing) = (left.missing, right.missing)
        var l = earlier == 0 ? 0 : tables[earlier - 1].rowsEnd
        var r = next == 0 ? 0 : later.tables[next - 1].rowsEnd
        merging.removeAll(keepingCapacity: true)
        while l < left.rowsEnd || r < right.rowsEnd {
            let order =
                l == left.rowsEnd
                ? 1
                : r == right.rowsEnd
                    ? -1 : keyOrder(keys[rows[l].key], earlierBytes, later.keys[later.rows[r].key], laterBytes)
            if order < 0 {
                let row = rows[l]
                merging.append(
                    MergedRow(
                        count: row.count &+ rightMissing, error: row.error &+ rightMissing, firstSeen: row.firstSeen,
                        lastSeen: row.lastSeen, earlierKey: row.key, laterKey: -1))
                l += 1
            } else if order > 0 {
                let row = later.rows[r]
                merging.append(
                    MergedRow(
                        count: row.count &+ leftMissing, error: row.error &+ leftMissing, firstSeen: row.firstSeen,
                        lastSeen: row.lastSeen, earlierKey: -1, laterKey: row.key))
                r += 1
            } else {
                let (mine, theirs) = (rows[l], later.rows[r])
                merging.append(
                    MergedRow(
                        count: mine.count &+ theirs.count, error: mine.error &+ theirs.error,
                        firstSeen: min(mine.firstSeen, theirs.firstSeen), lastSeen: max(mine.lastSeen, theirs.lastSeen),
                        earlierKey: mine.key, laterKey: theirs.key))
                l += 1
                r += 1
            }
        }
    }

    /// Cuts a merged table to ``capacity`` rows by count (ties by position, the merge order), marking the rows cut with
    /// a count of −1; returns the table's bound and whether it stays exact.
    private func cut(
        _ merging: inout [MergedRow], ranked: inout [Rank], earlier: Table, later: Table
    ) -> (errorBound: Int, isExact: Bool) {
        var errorBound = earlier.missing &+ later.missing
        var isExact = earlier.isExact && later.isExact
        if merging.count > capacity {
            ranked.removeAll(keepingCapacity: true)
            for position in merging.indices { ranked.append(Rank(count: merging[position].count, position: position)) }
            ranked.sort()
            errorBound = max(errorBound, ranked[capacity].count)
            for dropped in ranked[capacity...] { merging[dropped.position].count = -1 }
            isExact = false
        }
        return (isExact ? 0 : errorBound, isExact)
    }

    /// Whether keys `lhs` and `rhs` (both here) have the same bytes.
    private func sameKey(_ lhs: Int, _ rhs: Int) -> Bool {
        keyBytes.withUnsafeBufferPointer { keyOrder(keys[lhs], $0, keys[rhs], $0) == 0 }
    }

    /// The merge order of two keys (``HeavyHitter/mergeOrder(_:_:)``): by hash, then by bytes; −1, 0 or 1.
    @inline(__always)
    private func keyOrder(
        _ lhs: Key, _ lhsBytes: UnsafeBufferPointer<UInt8>, _ rhs: Key, _ rhsBytes: UnsafeBufferPointer<UInt8>
    ) -> Int {
        if lhs.hash != rhs.hash { return lhs.hash < rhs.hash ? -1 : 1 }
        return HeavyHitters.byteOrder(
            UnsafeBufferPointer(rebasing: lhsBytes[lhs.start..<(lhs.start + lhs.length)]),
            UnsafeBufferPointer(rebasing: rhsBytes[rhs.start..<(rhs.start + rhs.length)]))
    }
}

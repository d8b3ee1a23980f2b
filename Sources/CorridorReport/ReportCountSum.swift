/// Adds report counts with overflow checks: each sum names its field, so an overflow is a ``ReportMergeError``
/// saying which count (`routes[3].hits`) would pass `Int.max`.
enum ReportCountSum {
    /// `left + right`, the count at `field`.
    ///
    /// - Throws: ``ReportMergeError`` (`.overflow`) when the sum passes `Int.max`.
    static func add(_ left: Int, _ right: Int, _ field: @autoclosure () -> String) throws(ReportMergeError) -> Int {
        let (sum, overflow) = left.addingReportingOverflow(right)
        if overflow { throw ReportMergeError(.overflow(field: field(), left: left, right: right)) }
        return sum
    }

    /// `left + right` for byte counts.
    static func add(_ left: Int64, _ right: Int64, _ field: @autoclosure () -> String) throws(ReportMergeError)
        -> Int64
    {
        let (sum, overflow) = left.addingReportingOverflow(right)
        if overflow { throw ReportMergeError(.overflow(field: field(), left: Int(left), right: Int(right))) }
        return sum
    }

    /// Two dictionaries of counts added key by key (`routes[3].methods`, `malformed.reasons`).
    static func add(_ left: [String: Int], _ right: [String: Int], _ field: String) throws(ReportMergeError)
        -> [String: Int]
    {
        var sum = left
        for (key, value) in right.sorted(by: { $0.key < $1.key }) {
            sum[key] = try add(left[key] ?? 0, value, "\(field).\(key)")
        }
        return sum
    }

    /// Checks that merging two heavy-hitter tables (``HeavyHitters/merged(with:)``, which adds a row's counts and
    /// errors, and a table's error bound for a key it dropped) can't overflow: the largest count, error and bound
    /// of both added up stay within `Int.max`.
    static func checkHeadroom(_ left: HeavyHitters, _ right: HeavyHitters, _ field: String) throws(ReportMergeError) {
        func largest(_ table: HeavyHitters) throws(ReportMergeError) -> Int {
            let count = table.rows.map(\.count).max() ?? 0
            let error = table.rows.map(\.error).max() ?? 0
            return try add(try add(count, error, field), table.errorBound, field)
        }
        _ = try add(try largest(left), try largest(right), field)
    }
}

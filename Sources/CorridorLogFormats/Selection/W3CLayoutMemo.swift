import Synchronization

/// The layouts W3C `#Fields:` lines declare, kept from one input to the next: the files of one CloudFront
/// distribution or IIS site (thousands in a run) declare the same columns, and making the layouts of a declaration
/// costs more than scoring a file's first lines with them. Bounded: at most ``capacity`` declarations are kept, and
/// the memo starts over when that is reached.
package final class W3CLayoutMemo: Sendable {
    /// The memo detection and the reader use.
    package static let shared = W3CLayoutMemo()

    /// How many declarations are kept at most.
    static let capacity = 256

    /// A declaration's layouts (``LogFormatPreset/w3c(fieldsDirective:readsColumns:)``): read by its separators,
    /// and as blank-separated columns; nil when it declares no request target.
    package typealias Layouts = (separators: LogFormat, columns: LogFormat)?

    /// A declaration, and whether its lines are tab-separated.
    private struct Key: Hashable {
        let directive: [UInt8]
        let tabSeparated: Bool
    }

    private let known = Mutex<[Key: Layouts]>([:])

    /// Forgets every declaration (the fuzz target's inputs each start without one).
    func removeAll() {
        known.withLock { $0.removeAll() }
    }

    /// How many declarations are kept.
    var knownCount: Int { known.withLock { $0.count } }

    /// The layouts `directive` (a whole `#Fields:` line) declares, for lines whose columns are tab-separated when
    /// `tabSeparated` (``LogFormatPreset/w3c(fieldsDirective:readsColumns:tabSeparated:)``); nil when it declares no
    /// request target.
    package func layouts(declaredBy directive: [UInt8], tabSeparated: Bool = false) -> Layouts {
        let key = Key(directive: directive, tabSeparated: tabSeparated)
        if let layouts = known.withLock({ $0[key] }) { return layouts }
        var layouts: Layouts = nil
        if let separators = LogFormatPreset.w3c(fieldsDirective: directive, tabSeparated: tabSeparated),
            let columns = LogFormatPreset.w3c(
                fieldsDirective: directive, readsColumns: true, tabSeparated: tabSeparated)
        {
            layouts = (separators, columns)
        }
        known.withLock { known in
            if known.count >= Self.capacity { known.removeAll() }
            known[key] = layouts
        }
        return layouts
    }
}

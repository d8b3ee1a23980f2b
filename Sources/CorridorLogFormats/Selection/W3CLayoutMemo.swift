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

    private let known = Mutex<[[UInt8]: Layouts]>([:])

    /// Forgets every declaration (the fuzz target's inputs each start without one).
    func removeAll() {
        known.withLock { $0.removeAll() }
    }

    /// How many declarations are kept.
    var knownCount: Int { known.withLock { $0.count } }

    /// The layouts `directive` (a whole `#Fields:` line) declares, nil when it declares no request target.
    package func layouts(declaredBy directive: [UInt8]) -> Layouts {
        if let layouts = known.withLock({ $0[directive] }) { return layouts }
        var layouts: Layouts = nil
        if let separators = LogFormatPreset.w3c(fieldsDirective: directive),
            let columns = LogFormatPreset.w3c(fieldsDirective: directive, readsColumns: true)
        {
            layouts = (separators, columns)
        }
        known.withLock { known in
            if known.count >= Self.capacity { known.removeAll() }
            known[directive] = layouts
        }
        return layouts
    }
}

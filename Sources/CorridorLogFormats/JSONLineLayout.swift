/// What the JSON-lines parser needs of a ``JSONLogFields`` on every line, laid out so that reading it touches no
/// array and no string: the other names of the fields (`A|B`: the first a line has) as scanner slots, field `f`'s
/// being `alternateSlots[alternateStarts[f]..<alternateStarts[f + 1]]`, the duration's unit and the decoding flags.
final class JSONLineLayout {
    /// Where each field's other slots start in ``alternateSlots``, and (last) where they end.
    let alternateStarts: UnsafeMutablePointer<Int>
    /// The scanner slots of the fields' other names, field after field.
    let alternateSlots: UnsafeMutablePointer<Int>
    /// No field has another name.
    let hasNoAlternates: Bool
    /// How many fields (their own slots come first in the scanner).
    let fieldCount: Int
    /// The duration's unit as a power of ten of microseconds (``DurationUnit/microsecondExponent``).
    let unitExponent: Int
    /// ``JSONLogFields/targetIsLogEncoded``.
    let targetIsLogEncoded: Bool
    /// ``JSONLogFields/agentIsURLEncoded``.
    let agentIsURLEncoded: Bool
    /// ``JSONLogFields/targetMayBeRouteTemplate``.
    let targetMayBeRouteTemplate: Bool
    /// ``JSONLogFields/entriesWithoutStatusAreNotRequests``.
    let entriesWithoutStatusAreNotRequests: Bool
    /// ``JSONLogFields/methodMayBeLowercased``.
    let methodMayBeLowercased: Bool
    /// ``JSONLogFields/methodIsKubernetesVerb``.
    let methodIsKubernetesVerb: Bool
    /// ``JSONLogFields/pathMayLackLeadingSlash``.
    let pathMayLackLeadingSlash: Bool
    /// ``JSONLogFields/pathMayStartWithHost``.
    let pathMayStartWithHost: Bool
    /// ``JSONLogFields/statusMayBeWord``.
    let statusMayBeWord: Bool
    /// The unit exponent of each other name of the request time (``JSONLogFields/timeAlternateUnits``), in the order of
    /// its slots; nil: ``unitExponent`` for all.
    let timeAlternateExponents: UnsafeMutablePointer<Int>?
    /// The value of the entry-kind field in a request entry (``JSONLogFields/requestEntryKind``); nil: no such field.
    let requestEntryKind: UnsafeMutableBufferPointer<UInt8>?

    /// The layout of `fields`, whose fields' other names are at the scanner slots `alternates[f]` for field `f`.
    init(_ fields: JSONLogFields, alternates: [[Int]]) {
        alternateStarts = UnsafeMutablePointer<Int>.allocate(capacity: alternates.count + 1)
        let flat = alternates.flatMap { $0 }
        alternateSlots = UnsafeMutablePointer<Int>.allocate(capacity: max(1, flat.count))
        alternateSlots.initialize(from: flat, count: flat.count)
        var offset = 0
        for (field, list) in alternates.enumerated() {
            alternateStarts[field] = offset
            offset += list.count
        }
        alternateStarts[alternates.count] = offset
        hasNoAlternates = flat.isEmpty
        fieldCount = alternates.count
        unitExponent = fields.timeUnit.microsecondExponent
        targetIsLogEncoded = fields.targetIsLogEncoded
        agentIsURLEncoded = fields.agentIsURLEncoded
        targetMayBeRouteTemplate = fields.targetMayBeRouteTemplate
        entriesWithoutStatusAreNotRequests = fields.entriesWithoutStatusAreNotRequests
        methodMayBeLowercased = fields.methodMayBeLowercased
        methodIsKubernetesVerb = fields.methodIsKubernetesVerb
        pathMayLackLeadingSlash = fields.pathMayLackLeadingSlash
        pathMayStartWithHost = fields.pathMayStartWithHost
        statusMayBeWord = fields.statusMayBeWord
        if let units = fields.timeAlternateUnits {
            let exponents = UnsafeMutablePointer<Int>.allocate(capacity: max(1, units.count))
            exponents.initialize(from: units.map(\.microsecondExponent), count: units.count)
            timeAlternateExponents = exponents
        } else {
            timeAlternateExponents = nil
        }
        if let kind = fields.requestEntryKind {
            let bytes = Array(kind.value.utf8)
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
            _ = buffer.initialize(from: bytes)
            requestEntryKind = UnsafeMutableBufferPointer(rebasing: buffer[0..<bytes.count])
        } else {
            requestEntryKind = nil
        }
    }

    deinit {
        alternateStarts.deallocate()
        alternateSlots.deallocate()
        timeAlternateExponents?.deallocate()
        requestEntryKind?.baseAddress?.deallocate()
    }
}

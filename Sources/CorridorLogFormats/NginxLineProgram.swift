import CorridorCore
import Glibc

/// An ``NginxLogFormat`` laid out for matching lines: flat steps and one pool of literal bytes, plus the per-line
/// positions of the fields the analyzer reads.
final class NginxLineProgram {
    /// The fields whose values are read.
    enum Role: Int {
        case none = -1
        case request, method, requestURI, uri, args, status, requestTime, upstreamTime
        case timeLocal, timeISO8601, msec
        case remoteAddr, userAgent
        case date, timeOfDay, timeOffset
        /// Whole seconds logged beside the request time (Apache's `%T %D`, Gunicorn's `%(T)s %(D)s`): they must agree.
        case wholeSeconds
        static let count = 17
    }

    struct Step {
        /// Literal text to match, or for a variable the literal that ends it (count 0: the end of the line).
        var literalStart: Int
        var literalCount: Int
        var isVariable: Bool
        var quoted: Bool
        var role: Role
        /// The variable's one-byte terminator is the next literal, consumed with the variable (no step of its own).
        var consumesTerminator = false
        /// How many such fields the step passes. More than one: a run of fields ended by the same separator byte,
        /// split in one pass; their roles are `runRoles[runRoleStart..<runRoleStart + fieldCount]`, or, when
        /// `role` is `.none` and `runIsUnread`, none is read and the separators are only counted.
        var fieldCount = 1
        var runRoleStart = 0
        var runIsUnread = true
        /// For a run with fields to read: those fields, `readFields[readStart..<readStart + readCount]` (their
        /// indices in the run and roles).
        var readStart = 0
        var readCount = 0
        /// For a run whose last field ends at a longer literal that starts with the run's separator (`$sent_bytes "`):
        /// the rest of that literal (after the separator), checked where the run ends.
        var restStart = 0
        var restCount = 0
        /// A quoted field that ends the layout (HAProxy's `"$request"`): a line cut inside it (HAProxy's syslog line
        /// limit) ends it at the line's end.
        var endsLayoutQuoted = false
        /// The variable is one word (``NginxVariable/isWord``): it ends at the first byte of its terminator, where
        /// the whole terminator must follow. For a run, said of its last field (the one with `restCount`).
        var isWord = false
        /// A quoted field whose literal is followed by the status (`"$request" $status`): it ends at the first quote
        /// its literal follows with a status after it (``closingBeforeStatus(from:followedBy:_:count:)``).
        var statusFollows = false
    }

    private let steps: UnsafeMutablePointer<Step>
    private let stepCount: Int
    private let literals: UnsafeMutablePointer<UInt8>
    /// The role of each field of each run step (`Role.rawValue`, -1 for a field nobody reads).
    private let runRoles: UnsafeMutablePointer<Int>
    /// The fields each run step reads: the field's index in its run and its role (``Step/readStart``).
    private let readFields: UnsafeMutablePointer<(field: Int, role: Int)>
    /// Where the separators of the run being split are: `separators[0]` just before the run, `separators[k]` the
    /// end of its field `k - 1` (room for the longest run and a block more, ``ByteScanning/separatorPositions``).
    private let separators: UnsafeMutablePointer<Int>
    /// Whether runs are split with AVX2 (``ByteScanning/hasAVX2``), asked once.
    private let splitsWithAVX2 = ByteScanning.hasAVX2
    /// Per role, where its value was in the last matched line (start -1: not in the format).
    let fieldStarts: UnsafeMutablePointer<Int>
    let fieldEnds: UnsafeMutablePointer<Int>
    /// The last quoted field the line's match ended at a quote (its step, where its value starts, the quote; step -1:
    /// none): where ``match(_:count:)`` retries the line from.
    private let retry: UnsafeMutablePointer<Int>
    /// The roles the format has, a bit per role (`1 << Role.rawValue`).
    private let roleBits: UInt32

    /// Whether the format has a field of `role`.
    @inline(__always)
    func has(_ role: Role) -> Bool { roleBits & (1 << UInt32(role.rawValue)) != 0 }
    /// The request time's unit, as a power of ten of microseconds (6: seconds).
    let durationExponent: Int
    /// The request time is HAProxy's timers: the last `/`-separated value.
    let durationIsLastTimer: Bool
    /// The client address is written with a port (and maybe words before it).
    let clientHasPort: Bool
    /// The user agent is URL-encoded or has `+` for spaces.
    let agentIsEncoded: Bool
    /// The user agent is a CSV field: `""` stands for `"`.
    let agentIsCSV: Bool
    /// Blanks between unquoted fields may be runs of spaces (Squid's padded columns).
    let collapsesBlanks: Bool
    /// The last field holds no blank (``NginxLogFormat/lastFieldIsOneWord``).
    let lastFieldIsOneWord: Bool
    /// A line of the layout is no request but another line about one (``NginxLogFormat/isCompanion``).
    let isCompanion: Bool
    /// A companion line only the format's logs hold (``NginxLogFormat/isFormatMarker``).
    let isFormatMarker: Bool
    /// A line without a readable time or status is not of the layout (``NginxLogFormat/requiresTimeAndStatus``).
    let requiresTimeAndStatus: Bool
    /// A line without a readable time is not of the layout (``NginxLogFormat/requiresTime``).
    let requiresTime: Bool
    /// A line whose `$request` is no request line is not of the layout (``NginxLogFormat/requiresRequestLine``).
    let requiresRequestLine: Bool
    /// Each variable is a W3C column (``NginxLogFormat/readsW3CColumns``): blank-separated, maybe quoted.
    let readsW3CColumns: Bool
    /// The columns are comma-separated values (``NginxLogFormat/columnsAreCommaSeparated``).
    let columnsAreCommaSeparated: Bool
    /// `$uri` and `$args` are URL-encoded once more by the log (``NginxLogFormat/targetIsLogEncoded``).
    let targetIsLogEncoded: Bool
    /// `$request` has HAProxy's `#XX` escapes (``NginxLogFormat/requestIsHashEncoded``).
    let requestIsHashEncoded: Bool
    /// `$request`'s target may be a host and its path (``NginxLogFormat/requestTargetMayStartWithHost``).
    let requestTargetMayStartWithHost: Bool
    /// `$uri` may lack its leading `/` (``NginxLogFormat/pathMayLackLeadingSlash``).
    let pathMayLackLeadingSlash: Bool
    /// The day of a time of day without a date (``NginxLogFormat/impliedDay``).
    let impliedDay: Int64?
    /// The zone of W3C `date`/`time` columns (``NginxLogFormat/utcOffsetSeconds``).
    let utcOffsetSeconds: Int64
    /// The keys of a `key=value` request time after the layout (``NginxLogFormat/requestTimeKeys``), each with its
    /// `=` (or the `:` it was given with); empty: none.
    private let requestTimeKeys: [[UInt8]]
    /// The role of the layout's last field read: the keyed request time is looked for after it.
    private let lastReadRole: Role
    /// The layout ends with a request time in seconds written with a fraction, which other fields may follow
    /// (``NginxLogFormat/requestTimeLeadsTrailer``).
    let requestTimeLeadsTrailer: Bool
    /// What a request time must look like to be of the layout, beyond being a duration.
    enum RequestTimeRule: UInt8 {
        /// Any duration.
        case any
        /// A whole number of its unit (``NginxLogFormat/requestTimeIsWhole``; microseconds always).
        case whole
        /// A number with its unit (``NginxLogFormat/requestTimeHasUnit``).
        case withUnit
    }
    /// What the request time must look like (``RequestTimeRule``).
    let requestTimeRule: RequestTimeRule
    /// Whether the layout has a keyed request time (``requestTimeKeys`` not empty): a matched line's is found by
    /// ``findKeyedRequestTime(_:count:)``.
    let hasKeyedRequestTime: Bool
    /// An unquoted field may hold a list of servers' values (``NginxLogFormat/mayHoldServerLists``): a line the layout
    /// does not read is read once more with its lists written without blanks.
    let mayHoldServerLists: Bool

    init(_ format: NginxLogFormat) {
        var durationExponent = 6
        var durationIsLastTimer = false
        var clientHasPort = false
        var agentIsEncoded = false
        var agentIsCSV = false
        for variable in format.variables {
            switch variable {
            case .requestTimeIn(let exponent): durationExponent = exponent
            case .haproxyTimers:
                durationExponent = 3
                durationIsLastTimer = true
            case .remoteAddrPort: clientHasPort = true
            case .userAgentEncoded: agentIsEncoded = true
            case .userAgentCSV: agentIsCSV = true
            default: break
            }
        }
        self.durationExponent = format.requestTimeKeys.isEmpty ? durationExponent : format.requestTimeKeyExponent
        requestTimeRule =
            format.requestTimeHasUnit
            ? .withUnit : self.durationExponent == 0 || format.requestTimeIsWhole ? .whole : .any
        self.durationIsLastTimer = durationIsLastTimer
        self.clientHasPort = clientHasPort
        self.agentIsEncoded = agentIsEncoded
        self.agentIsCSV = agentIsCSV
        mayHoldServerLists = format.mayHoldServerLists
        collapsesBlanks = format.collapsesBlanks
        lastFieldIsOneWord = format.lastFieldIsOneWord
        isCompanion = format.isCompanion
        isFormatMarker = format.isFormatMarker
        requiresTimeAndStatus = format.requiresTimeAndStatus
        requiresTime = format.requiresTime
        requiresRequestLine = format.requiresRequestLine
        readsW3CColumns = format.readsW3CColumns
        columnsAreCommaSeparated = format.columnsAreCommaSeparated
        targetIsLogEncoded = format.targetIsLogEncoded
        requestIsHashEncoded = format.requestIsHashEncoded
        requestTargetMayStartWithHost = format.requestTargetMayStartWithHost
        pathMayLackLeadingSlash = format.pathMayLackLeadingSlash
        impliedDay = format.impliedDay
        utcOffsetSeconds = format.utcOffsetSeconds
        requestTimeKeys = format.requestTimeKeys.map { $0.last == ByteScanning.colon ? $0 : $0 + [UInt8(ascii: "=")] }
        hasKeyedRequestTime = !format.requestTimeKeys.isEmpty
        requestTimeLeadsTrailer = format.requestTimeLeadsTrailer
        lastReadRole =
            format.variables.reversed().lazy.map(Self.role(of:)).first { $0 != .none && $0 != .requestTime } ?? .none
        var pool: [UInt8] = []
        var flat: [Step] = []
        var roles = [Bool](repeating: false, count: Role.count)
        let elements = format.elements
        var consumed = false
        for (position, element) in elements.enumerated() {
            switch element {
            case .literal(let bytes):
                if consumed {
                    // The separator after an unquoted variable: found by the variable's search, stepped over there.
                    consumed = false
                    pool.append(contentsOf: bytes)
                    continue
                }
                flat.append(
                    Step(
                        literalStart: pool.count, literalCount: bytes.count, isVariable: false, quoted: false,
                        role: .none))
                pool.append(contentsOf: bytes)
            case .variable(let variable, let quoted):
                let role = Self.role(of: variable)
                if role != .none { roles[role.rawValue] = true }
                let isWord = !quoted && variable.isWord
                var terminatorStart = 0
                var terminatorCount = 0
                if position + 1 < elements.count, case .literal(let next) = elements[position + 1] {
                    // The next literal is appended to the pool right after; point at where it will be.
                    terminatorStart = pool.count
                    terminatorCount = next.count
                }
                consumed = !quoted && terminatorCount == 1
                flat.append(
                    Step(
                        literalStart: terminatorStart, literalCount: terminatorCount, isVariable: true, quoted: quoted,
                        role: role, consumesTerminator: consumed, isWord: isWord))
            }
        }
        var rolePool: [Int] = []
        if !format.collapsesBlanks && !format.readsW3CColumns {
            flat = Self.mergingFieldRuns(flat, literals: pool, roles: &rolePool)
        }
        runRoles = UnsafeMutablePointer<Int>.allocate(capacity: max(1, rolePool.count))
        runRoles.initialize(from: rolePool, count: rolePool.count)
        var reads: [(field: Int, role: Int)] = []
        for index in flat.indices where flat[index].fieldCount > 1 && !flat[index].runIsUnread {
            flat[index].readStart = reads.count
            for field in 0..<flat[index].fieldCount where rolePool[flat[index].runRoleStart + field] >= 0 {
                reads.append((field, rolePool[flat[index].runRoleStart + field]))
            }
            flat[index].readCount = reads.count - flat[index].readStart
        }
        readFields = UnsafeMutablePointer<(field: Int, role: Int)>.allocate(capacity: max(1, reads.count))
        readFields.initialize(from: reads, count: reads.count)
        let longestRun = flat.map(\.fieldCount).max() ?? 1
        separators = UnsafeMutablePointer<Int>.allocate(capacity: longestRun + 36)
        separators.initialize(repeating: 0, count: longestRun + 36)
        for index in flat.indices where flat[index].quoted && index + 2 < flat.count && !flat[index + 1].isVariable {
            let after = flat[index + 2]
            guard after.isVariable else { continue }
            let role = after.fieldCount > 1 ? rolePool[after.runRoleStart] : after.role.rawValue
            flat[index].statusFollows = role == Role.status.rawValue
        }
        if flat.count >= 2, flat[flat.count - 2].isVariable, flat[flat.count - 2].quoted,
            !flat[flat.count - 1].isVariable, flat[flat.count - 1].literalCount == 1,
            pool[flat[flat.count - 1].literalStart] == ByteScanning.quote
        {
            flat[flat.count - 2].endsLayoutQuoted = true
        }
        stepCount = flat.count
        steps = UnsafeMutablePointer<Step>.allocate(capacity: max(1, flat.count))
        steps.initialize(from: flat, count: flat.count)
        literals = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, pool.count))
        literals.initialize(from: pool, count: pool.count)
        fieldStarts = UnsafeMutablePointer<Int>.allocate(capacity: Role.count)
        fieldStarts.initialize(repeating: -1, count: Role.count)
        fieldEnds = UnsafeMutablePointer<Int>.allocate(capacity: Role.count)
        fieldEnds.initialize(repeating: -1, count: Role.count)
        retry = UnsafeMutablePointer<Int>.allocate(capacity: 3)
        retry.initialize(repeating: -1, count: 3)
        if !requestTimeKeys.isEmpty { roles[Role.requestTime.rawValue] = true }
        roleBits = roles.enumerated().reduce(0) { bits, role in role.element ? bits | 1 << UInt32(role.offset) : bits }
    }

    deinit {
        steps.deallocate()
        literals.deallocate()
        runRoles.deallocate()
        readFields.deallocate()
        separators.deallocate()
        fieldStarts.deallocate()
        fieldEnds.deallocate()
        retry.deallocate()
    }

    /// `steps` with each run of unquoted fields ended by the same one-byte separator merged into one step: matching
    /// finds the run's separators in one pass, thirty-two bytes at a time (``ByteScanning/separatorPositions``), and
    /// takes the bounds of the fields that a role reads from them (`roles` gets each field's role). A run that no role
    /// reads, or the unread tail of one (four fields or more), is passed by counting its separators. A field ending at a longer literal that starts with the run's separator joins the run
    /// as its last field; the rest of the literal is checked after it.
    private static func mergingFieldRuns(_ steps: [Step], literals: [UInt8], roles: inout [Int]) -> [Step] {
        var merged: [Step] = []
        var runRoles: [[Int]] = []
        var position = 0
        while position < steps.count {
            let step = steps[position]
            position += 1
            if step.isVariable, !step.quoted, !step.consumesTerminator, step.literalCount >= 2,
                position < steps.count, !steps[position].isVariable,
                steps[position].literalStart == step.literalStart, var last = merged.last, last.consumesTerminator,
                last.restCount == 0, literals[last.literalStart] == literals[step.literalStart]
            {
                // `… $sent_bytes "$request"`: the field joins the run, its terminator's first byte found with the
                // run's separators and the rest of the literal checked after it (the literal step is folded in).
                last.fieldCount += 1
                last.runIsUnread = last.runIsUnread && step.role == .none
                last.restStart = step.literalStart + 1
                last.restCount = step.literalCount - 1
                last.isWord = step.isWord
                merged[merged.count - 1] = last
                runRoles[runRoles.count - 1].append(step.role.rawValue)
                position += 1
                continue
            }
            if step.consumesTerminator, var last = merged.last, last.consumesTerminator, last.restCount == 0,
                literals[last.literalStart] == literals[step.literalStart]
            {
                last.fieldCount += 1
                last.runIsUnread = last.runIsUnread && step.role == .none
                merged[merged.count - 1] = last
                runRoles[runRoles.count - 1].append(step.role.rawValue)
            } else {
                var step = step
                step.runIsUnread = step.role == .none
                merged.append(step)
                runRoles.append([step.role.rawValue])
            }
        }
        // A run's unread tail (CloudFront's last dozen columns) is passed by counting its separators, cheaper than
        // splitting it field by field.
        var steps: [Step] = []
        for (index, step) in merged.enumerated() {
            var step = step
            var tail = 0
            let fieldRoles = runRoles[index]
            if step.fieldCount > 1 && !step.runIsUnread && step.restCount == 0 {
                while tail < fieldRoles.count
                    && fieldRoles[fieldRoles.count - 1 - tail] == NginxLineProgram.Role.none.rawValue
                {
                    tail += 1
                }
            }
            if tail < 4 { tail = 0 }
            step.fieldCount -= tail
            if step.fieldCount > 1 {
                step.runRoleStart = roles.count
                roles.append(contentsOf: fieldRoles.prefix(step.fieldCount))
                if !step.runIsUnread { step.role = .none }
            } else if step.fieldCount == 1 && !step.runIsUnread {
                step.role = NginxLineProgram.Role(rawValue: fieldRoles[0]) ?? .none
            }
            steps.append(step)
            if tail > 0 {
                var unread = step
                unread.fieldCount = tail
                unread.runIsUnread = true
                unread.role = .none
                steps.append(unread)
            }
        }
        return steps
    }

    private static func role(of variable: NginxVariable) -> Role {
        switch variable {
        case .request: .request
        case .requestMethod: .method
        case .requestURI: .requestURI
        case .uri: .uri
        case .args: .args
        case .status: .status
        case .requestTime: .requestTime
        case .upstreamResponseTime: .upstreamTime
        case .timeLocal: .timeLocal
        case .timeISO8601: .timeISO8601
        case .msec: .msec
        case .remoteAddr, .remoteAddrPort: .remoteAddr
        case .httpHeader("user_agent"), .userAgentEncoded, .userAgentCSV: .userAgent
        case .requestTimeIn, .haproxyTimers: .requestTime
        case .timeEpoch: .msec
        case .date: .date
        case .timeOfDay: .timeOfDay
        case .timeOffset: .timeOffset
        case .other("whole_seconds"): .wholeSeconds
        default: .none
        }
    }

    /// Matches a line against the format, recording where the fields are; returns the reason when it does not match.
    /// Text after the end of the format is ignored.
    ///
    /// A quoted field followed by literal text ends at the first closing quote that text follows. When the rest of
    /// the layout then fails, the field is taken to hold that quote (written unescaped, as Traefik writes user agents
    /// and CSV doubles them) and the line is matched again from the next such quote, up to ``closingQuoteTries``
    /// quotes; only the latest quoted field is retried this way.
    func match(_ base: UnsafePointer<UInt8>, count: Int) -> MalformedReason? {
        if readsW3CColumns { return matchColumns(base, count: count) }
        retry[0] = -1
        guard let failure = matchSteps(base, count: count, from: 0, at: 0) else { return nil }
        return retryingQuotedField(base, count: count, failure: failure)
    }

    /// Records where the value of the first `key=value` request time (``requestTimeKeys``) after the layout's last
    /// field is — `rt=0.012`, `rt="0.012"`, `"curl/8.5.0"rt=0.012` — or returns why the line has none. For a line
    /// ``match(_:count:)`` matched.
    @inline(never)
    func findKeyedRequestTime(_ base: UnsafePointer<UInt8>, count: Int) -> MalformedReason? {
        // After the last field read — from its start when it is a status, which runs to the end of the line where it
        // is the layout's last field (lograge's `status=200 duration=12.00`).
        let from =
            lastReadRole == .none
            ? 0
            : max(0, lastReadRole == .status ? fieldStarts[lastReadRole.rawValue] : fieldEnds[lastReadRole.rawValue])
        for key in requestTimeKeys {
            var position = from
            while let found = key.withUnsafeBufferPointer({
                ByteScanning.firstIndex(of: $0, in: base, from: position, to: count)
            }) {
                position = found + key.count
                guard found > 0,
                    base[found - 1] == ByteScanning.space || base[found - 1] == ByteScanning.tab
                        || base[found - 1] == ByteScanning.quote
                else { continue }
                var start = position
                var end = position
                if start < count && base[start] == ByteScanning.quote {
                    start += 1
                    end = ByteScanning.firstIndexOrEnd(of: ByteScanning.quote, in: base, from: start, to: count)
                } else {
                    while end < count && base[end] != ByteScanning.space && base[end] != ByteScanning.tab { end += 1 }
                }
                fieldStarts[Role.requestTime.rawValue] = start
                fieldEnds[Role.requestTime.rawValue] = end
                return nil
            }
        }
        return .formatMismatch
    }

    /// ``match(_:count:)`` once the layout failed after a quoted field: that field ends at a later quote its literal
    /// follows, and the line is matched on from there; `failure` when no quote does.
    @inline(never)
    private func retryingQuotedField(_ base: UnsafePointer<UInt8>, count: Int, failure: MalformedReason)
        -> MalformedReason?
    {
        var tries = 1
        while retry[0] >= 0 && tries < Self.closingQuoteTries {
            let retryStep = retry[0]
            let step = steps[retryStep]
            let next = steps + retryStep + 1
            guard let later = ByteScanning.closingQuote(in: base, from: retry[2] + 1, to: count),
                let closing = quote(from: later, followedBy: next, base, count: count)
            else { return failure }
            if step.role != .none {
                fieldStarts[step.role.rawValue] = retry[1]
                fieldEnds[step.role.rawValue] = closing
            }
            retry[2] = closing
            // A later quoted field, once reached, is the one retried from then on.
            if matchSteps(base, count: count, from: retryStep + 2, at: closing + next.pointee.literalCount) == nil {
                return nil
            }
            tries = retry[0] == retryStep ? tries + 1 : 1
        }
        return failure
    }

    /// ``match(_:count:)`` from step `firstStep` on, at `base[start...]`: the layout read once, each quoted field
    /// followed by literal text ended at the first quote that text follows (and recorded in `retry`).
    @inline(__always)
    private func matchSteps(_ base: UnsafePointer<UInt8>, count: Int, from firstStep: Int, at start: Int)
        -> MalformedReason?
    {
        var position = start
        var index = firstStep &- 1
        while true {
            index &+= 1
            guard index < stepCount else { return nil }
            let step = steps + index
            if !step.pointee.isVariable {
                guard literalFollows(step, base, at: position, count: count) else { return .formatMismatch }
                position &+= step.pointee.literalCount
                continue
            }
            let end: Int
            if collapsesBlanks && !step.pointee.quoted {
                while position < count && base[position] == ByteScanning.space { position += 1 }
            }
            if step.pointee.quoted {
                guard let quote = ByteScanning.closingQuote(in: base, from: position, to: count) else {
                    guard step.pointee.endsLayoutQuoted else { return .unterminatedQuote }
                    if step.pointee.role != .none {
                        fieldStarts[step.pointee.role.rawValue] = position
                        fieldEnds[step.pointee.role.rawValue] = count
                    }
                    return nil
                }
                end = quote
                if index + 1 < stepCount, !steps[index + 1].isVariable {
                    // The literal after the field (`" "`, `" `) must follow its closing quote; it is stepped over here.
                    let next = steps + index + 1
                    guard var closing = self.quote(from: quote, followedBy: next, base, count: count) else {
                        return .formatMismatch
                    }
                    if step.pointee.statusFollows {
                        // Most lines: the status is there. Else a bare `"` in the request line ended it too early.
                        let after = closing &+ next.pointee.literalCount
                        if after >= count || !(ByteScanning.isDigit(base[after]) || base[after] == ByteScanning.dash) {
                            closing = closingBeforeStatus(from: closing, followedBy: next, base, count: count)
                        }
                    }
                    if step.pointee.role != .none {
                        fieldStarts[step.pointee.role.rawValue] = position
                        fieldEnds[step.pointee.role.rawValue] = closing
                    }
                    retry[0] = index
                    retry[1] = position
                    retry[2] = closing
                    position = closing &+ next.pointee.literalCount
                    index &+= 1
                    continue
                }
            } else if step.pointee.literalCount == 0 {
                // The layout's last field: to the end of the line (a status or a request time that text may follow
                // is cut at a blank where it is read, ``LogLineParser/parseNginx(_:count:program:)``).
                if lastFieldIsOneWord && Self.holdsBlank(base, from: position, to: count) { return .formatMismatch }
                end = count
            } else if step.pointee.literalCount == 1 {
                // A field ended by one separator byte (a space, a tab, a comma): most fields are short, so the search
                // runs in place, eight bytes at a time, rather than through a call to memchr.
                if step.pointee.fieldCount > 1 {
                    let next: Int?
                    if step.pointee.runIsUnread {
                        // A run of fields nobody reads: past its separators.
                        next = ByteScanning.indexAfter(
                            separators: step.pointee.fieldCount, of: literals[step.pointee.literalStart], in: base,
                            from: position,
                            to: count)
                    } else {
                        // A run with fields to read: its separators found in one pass, then the bounds of the
                        // fields read taken from them.
                        separators[0] = position &- 1
                        if ByteScanning.separatorPositions(
                            step.pointee.fieldCount, of: literals[step.pointee.literalStart], in: base, from: position,
                            to: count,
                            into: separators + 1, usingAVX2: splitsWithAVX2)
                        {
                            let reads = readFields + step.pointee.readStart
                            for read in 0..<step.pointee.readCount {
                                let (field, role) = reads[read]
                                fieldStarts[role] = separators[field] &+ 1
                                fieldEnds[role] = separators[field &+ 1]
                            }
                            next = separators[step.pointee.fieldCount] &+ 1
                        } else {
                            next = nil
                        }
                    }
                    guard var next else { return .formatMismatch }
                    if step.pointee.restCount > 0 {
                        // The last field ends at the separator only where the rest of its literal follows; else (a
                        // value holding the separator) at the literal's first occurrence further on — unless it is
                        // one word.
                        if count - next >= step.pointee.restCount
                            && ByteScanning.equalBytes(
                                base + next, literals + step.pointee.restStart, count: step.pointee.restCount)
                        {
                            next += step.pointee.restCount
                        } else {
                            let literal = UnsafeBufferPointer(
                                start: literals + step.pointee.restStart - 1, count: step.pointee.restCount + 1)
                            guard !step.pointee.isWord,
                                let found = ByteScanning.firstIndex(of: literal, in: base, from: next, to: count)
                            else {
                                return .formatMismatch
                            }
                            let role =
                                step.pointee.runIsUnread
                                ? -1 : runRoles[step.pointee.runRoleStart + step.pointee.fieldCount - 1]
                            if role >= 0 { fieldEnds[role] = found }
                            next = found + literal.count
                        }
                    }
                    position = next
                    continue
                }
                let index = ByteScanning.firstIndexOrEnd(
                    of: literals[step.pointee.literalStart], in: base, from: position, to: count)
                guard index < count else { return .formatMismatch }
                if step.pointee.consumesTerminator {
                    if step.pointee.role != .none {
                        fieldStarts[step.pointee.role.rawValue] = position
                        fieldEnds[step.pointee.role.rawValue] = index
                    }
                    position = index &+ 1
                    continue
                }
                end = index
            } else if step.pointee.isWord {
                // One word: it ends where its terminator's first byte is (the literal step checks the rest).
                end = ByteScanning.firstIndexOrEnd(
                    of: literals[step.pointee.literalStart], in: base, from: position, to: count)
            } else {
                let terminator = UnsafeBufferPointer(
                    start: literals + step.pointee.literalStart, count: step.pointee.literalCount)
                guard let found = ByteScanning.firstIndex(of: terminator, in: base, from: position, to: count) else {
                    return .formatMismatch
                }
                end = found
            }
            if step.pointee.role != .none {
                fieldStarts[step.pointee.role.rawValue] = position
                fieldEnds[step.pointee.role.rawValue] = end
            }
            position = end
        }
    }

    /// Whether `base[start..<end]` holds a space or a tab.
    private static func holdsBlank(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            if base[index] == ByteScanning.space || base[index] == ByteScanning.tab { return true }
            index += 1
        }
        return false
    }

    /// The most closing quotes a quoted field tries (``match(_:count:)``) before the line is taken not to be of the
    /// layout.
    private static let closingQuoteTries = 8

    /// The first closing quote from `quote` on (itself included) that the literal of `next` follows; nil when none
    /// does.
    @inline(__always)
    private func quote(
        from quote: Int, followedBy next: UnsafeMutablePointer<Step>, _ base: UnsafePointer<UInt8>, count: Int
    ) -> Int? {
        var closing = quote
        while !literalFollows(next, base, at: closing, count: count) {
            guard let later = ByteScanning.closingQuote(in: base, from: closing + 1, to: count) else { return nil }
            closing = later
        }
        return closing
    }

    /// From `closing` on (a quote the literal of `next` follows), the first such quote with a status after the literal
    /// (a digit or `-`): a `"` the client sent in a request line, written bare as Envoy and Istio write it
    /// (`"GET /search?q="x" HTTP/1.1" 200`), does not end the field. `closing` when no later quote has one.
    @inline(never)
    private func closingBeforeStatus(
        from closing: Int, followedBy next: UnsafeMutablePointer<Step>, _ base: UnsafePointer<UInt8>, count: Int
    ) -> Int {
        var candidate = closing
        var tries = 0
        while true {
            let after = candidate + next.pointee.literalCount
            if after < count && (ByteScanning.isDigit(base[after]) || base[after] == ByteScanning.dash) {
                return candidate
            }
            tries += 1
            guard tries < Self.closingQuoteTries,
                let later = ByteScanning.closingQuote(in: base, from: candidate + 1, to: count),
                let quote = quote(from: later, followedBy: next, base, count: count)
            else { return closing }
            candidate = quote
        }
    }

    /// Whether the literal of `step` is at `base[position...]` (before `count`).
    @inline(__always)
    private func literalFollows(
        _ step: UnsafeMutablePointer<Step>, _ base: UnsafePointer<UInt8>, at position: Int, count: Int
    ) -> Bool {
        let literalCount = step.pointee.literalCount
        let literal = literals + step.pointee.literalStart
        if literalCount == 1 { return position < count && base[position] == literal[0] }
        guard count - position >= literalCount else { return false }
        return literalCount <= 8
            ? ByteScanning.equalBytes(base + position, literal, count: literalCount)
            : memcmp(base + position, literal, literalCount) == 0
    }

    /// The quote that closes a quoted column's value starting at `base[from]` (its `""` an escaped quote), nil when
    /// none does before `to`.
    private static func closingQuote(of base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        var cursor = from
        while let quote = ByteScanning.firstIndex(of: ByteScanning.quote, in: base, from: cursor, to: to) {
            guard quote + 1 < to && base[quote + 1] == ByteScanning.quote else { return quote }
            cursor = quote + 2
        }
        return nil
    }

    /// ``match(_:count:)`` for columns: each variable takes the next column — a double-quoted value (its `""` an
    /// escaped quote), or the bytes up to the next separator — and the template's literals are not compared. W3C
    /// columns are separated by runs of spaces or tabs; comma-separated values (``columnsAreCommaSeparated``) by one
    /// comma each, an empty value between two. A line with fewer columns than the layout does not match; columns past
    /// its last are ignored.
    private func matchColumns(_ base: UnsafePointer<UInt8>, count: Int) -> MalformedReason? {
        var position = 0
        var first = true
        for index in 0..<stepCount {
            let step = steps[index]
            guard step.isVariable else { continue }
            if columnsAreCommaSeparated {
                if !first {
                    guard position < count && base[position] == ByteScanning.comma else { return .formatMismatch }
                    position += 1
                }
            } else {
                while position < count && (base[position] == ByteScanning.space || base[position] == ByteScanning.tab) {
                    position += 1
                }
                guard position < count else { return .formatMismatch }
            }
            first = false
            let start: Int
            let end: Int
            if position < count && base[position] == ByteScanning.quote {
                start = position + 1
                guard let quote = Self.closingQuote(of: base, from: start, to: count) else { return .unterminatedQuote }
                end = quote
                position = end + 1
            } else {
                start = position
                if columnsAreCommaSeparated {
                    position =
                        ByteScanning.firstIndex(of: ByteScanning.comma, in: base, from: position, to: count) ?? count
                } else {
                    while position < count && base[position] != ByteScanning.space && base[position] != ByteScanning.tab
                    {
                        position += 1
                    }
                }
                end = position
            }
            if step.role != .none {
                fieldStarts[step.role.rawValue] = start
                fieldEnds[step.role.rawValue] = end
            }
        }
        return nil
    }
}

import CorridorCore

extension LogLineParser {
    /// A JSON-lines entry: the request line field when it is a string, else path (+ `?` query) and method.
    func parseJSON(
        _ base: UnsafePointer<UInt8>, count: Int, scanner: JSONLineScanner, layout: JSONLineLayout
    ) -> LogLineResult {
        guard scanner.scan(base, count: count) else { return .malformed(.badJSON) }
        let slots = scanner.slots
        // A field named `A|B`: the first of its names the line has, put in the field's own slot.
        var unitExponent = layout.unitExponent
        if !layout.hasNoAlternates { unitExponent = useAlternates(slots, layout: layout) }
        if let kind = layout.requestEntryKind {
            // An entry of another kind (Suricata's `alert` beside the `http` event of the same request): no request.
            let slot = slots[JSONField.entryKind.rawValue]
            guard slot.kind == .string,
                ByteScanning.equal(
                    UnsafeBufferPointer(start: base + slot.start, count: slot.end - slot.start),
                    UnsafeBufferPointer(kind))
            else { return .continuation }
        }
        // Several fields may be given the same name and so share one value, which is then decoded once per field:
        // the copies can add up to more than the line. Make room for all of them before any is handed out.
        @inline(__always) func length(_ field: JSONField) -> Int {
            let slot = slots[field.rawValue]
            return slot.kind == .absent ? 0 : slot.end - slot.start
        }
        var decodedBound =
            length(.time) + length(.method) + length(.path) + length(.query) + length(.agent) + length(.client)
            + 1  // + `?` or `&`
        // Decoded once more: the target (CloudFront's `%25`), the user agent (URL-encoded).
        if layout.targetIsLogEncoded { decodedBound += length(.path) + length(.query) + 1 }
        if layout.agentIsURLEncoded { decodedBound += length(.agent) }
        if layout.methodMayBeLowercased || layout.methodIsKubernetesVerb { decodedBound += length(.method) }
        if layout.pathMayLackLeadingSlash { decodedBound += length(.path) + length(.query) + 2 }
        if decodedBound > count { scratch.beginLine(lineLength: decodedBound) }

        var status = 0
        let statusSlot = slots[JSONField.status.rawValue]
        if layout.entriesWithoutStatusAreNotRequests && (statusSlot.kind == .absent || statusSlot.kind == .null) {
            return .continuation  // one of the application's other entries
        }
        switch statusSlot.kind {
        case .absent, .null, .byteArray, .object:
            break
        case .number, .string:
            // `0` (Caddy's for a request no handler answered, as Envoy's), `-`, `-1`, empty: status 0.
            if LogFieldValues.isNoStatus(base, from: statusSlot.start, to: statusSlot.end) { break }
            // `NA`, "not applicable": a connection without an HTTP exchange the proxy saw (Zscaler's TLS tunnels it
            // did not inspect, their method `NA` too), a tunnel as a `CONNECT` line is.
            if statusSlot.end - statusSlot.start == 2 && base[statusSlot.start] == UInt8(ascii: "N")
                && base[statusSlot.start + 1] == UInt8(ascii: "A")
            {
                return .invalidRequest
            }
            guard let value = LogFieldValues.status(base, from: statusSlot.start, to: statusSlot.end) else {
                if layout.statusMayBeWord && !ByteScanning.isDigit(base[statusSlot.start]) { break }
                return .malformed(.badStatus)
            }
            status = value
        case .boolean:
            return .malformed(.badStatus)
        }

        var time: Int64?
        let timeSlot = slots[JSONField.time.rawValue]
        switch timeSlot.kind {
        case .absent, .null, .byteArray, .object:
            break
        case .number, .string:
            let field = scratch.field(base, from: timeSlot.start, to: timeSlot.end)
            switch LogFieldValues.duration(
                field.baseAddress!, from: 0, to: field.count, unitExponent: unitExponent)
            {
            case .micros(let micros): time = micros
            case .absent: break
            case .invalid: return .malformed(.badRequestTime)
            }
        case .boolean:
            return .malformed(.badRequestTime)
        }

        let timestampSlot = slots[JSONField.timestamp.rawValue]
        let timeOfDaySlot = slots[JSONField.timeOfDay.rawValue]
        if timestampSlot.kind == .string && timestampSlot.end - timestampSlot.start == 10
            && base[timestampSlot.start + 4] == ByteScanning.dash && timeOfDaySlot.kind == .string
        {
            // A date alone, its time of day in a field of its own (CloudFront's `date` and `time`).
            scratch.seconds = scratch.minute.dateAndTime(
                base, dateFrom: timestampSlot.start, dateTo: timestampSlot.end, timeFrom: timeOfDaySlot.start,
                timeTo: timeOfDaySlot.end)
        } else if timestampSlot.kind == .number || timestampSlot.kind == .string {
            scratch.seconds = scratch.minute.isoOrEpoch(base, from: timestampSlot.start, to: timestampSlot.end)
            if scratch.seconds == nil && timestampSlot.kind == .number {
                // A number in scientific notation (`1.630318886106265e+09`).
                scratch.seconds = LogTimestamp.scientificEpoch(base, from: timestampSlot.start, to: timestampSlot.end)
            } else if scratch.seconds == nil && timestampSlot.kind == .string {
                // Another syntax: Caddy's `wall` (`2026/11/21 05:06:37.123`) and `common_log` times, … — kept with
                // its brackets (`[21/Nov/2026:05:06:37 +0000]`, an access line's `$time_local`), or with one of them (a
                // spreadsheet's split of such a line at its blanks): the time inside.
                var start = timestampSlot.start
                var end = timestampSlot.end
                if end - start > 2 && base[start] == ByteScanning.openBracket { start += 1 }
                if end - start > 2 && base[end - 1] == ByteScanning.closeBracket { end -= 1 }
                scratch.seconds = LogTimestamp.anyTime(base, from: start, to: end)
                if scratch.seconds == nil, let reference = scratch.yearReference {
                    // Without its year (Tyk's `Nov 21 05:06:37`).
                    scratch.seconds = LogTimestamp.yearless(
                        base, from: timestampSlot.start, to: timestampSlot.end, reference: reference)
                }
            }
            let endSlot = slots[JSONField.end.rawValue]
            if time == nil && (timeSlot.kind == .absent || timeSlot.kind == .null)
                && (endSlot.kind == .number || endSlot.kind == .string)
            {
                // No request time logged: the end of the request minus its start, when both are finer than seconds.
                time = LogTimestamp.elapsedMicros(
                    base, start: timestampSlot.start..<timestampSlot.end, end: endSlot.start..<endSlot.end)
            }
        }
        if readsAgent {
            scratch.agent = stringField(base, slot: slots[JSONField.agent.rawValue])
            if layout.agentIsURLEncoded && !agentIsURLEncoded, let agent = scratch.agent, let start = agent.baseAddress
            {
                scratch.agent = scratch.urlDecoded(start, from: 0, to: agent.count)
            }
        }
        if readsClient {
            // One address without the port some layouts write with it (Envoy's `downstream_remote_address`:
            // `10.0.0.9:43612`); a list (`X-Forwarded-For`) as it is.
            let client = slots[JSONField.client.rawValue]
            if client.kind == .string,
                ByteScanning.firstIndex(of: ByteScanning.space, in: base, from: client.start, to: client.end) == nil
            {
                scratch.client = Self.addressWithoutPort(base, from: client.start, to: client.end)
            } else {
                scratch.client = stringField(base, slot: client)
            }
        }

        let requestSlot = slots[JSONField.request.rawValue]
        let methodSlot = slots[JSONField.method.rawValue]
        if requestSlot.kind == .string {
            let result = request(
                fromDecodedRequestLine: Self.firstLine(
                    of: scratch.field(base, from: requestSlot.start, to: requestSlot.end)),
                status: status, time: time)
            // An API Gateway route key names the route's method (`ANY /orders/{id}`): the call's own, logged beside
            // it (`httpMethod`), is the request's.
            if layout.targetMayBeRouteTemplate, methodSlot.kind == .string, case .request(var logged) = result {
                logged.method = scratch.field(base, from: methodSlot.start, to: methodSlot.end)
                return .request(logged)
            }
            return result
        }
        let pathSlot = slots[JSONField.path.rawValue]
        guard pathSlot.kind == .string else {
            // A request the proxy could not read, logged with a null path and a status (Envoy's and Istio's JSON for a
            // codec error: `"path":null,"response_code":400`): an entry without a request, as `"- - -"` is in text.
            if pathSlot.kind == .null && requestSlot.kind != .string && statusSlot.kind != .absent
                && statusSlot.kind != .null
            {
                return .invalidRequest
            }
            return .malformed(.missingField)
        }
        var method: UnsafeBufferPointer<UInt8>?
        if methodSlot.kind == .string {
            method = scratch.field(base, from: methodSlot.start, to: methodSlot.end)
            if layout.methodMayBeLowercased, let lowercased = method { method = scratch.uppercased(lowercased) }
            if layout.methodIsKubernetesVerb, let verb = method { method = httpMethod(ofVerb: verb) }
        }
        var querySlot = slots[JSONField.query.rawValue]
        // A query written with its `?` (Cloudflare's `ClientRequestQuery`): the mark is the one put between.
        if querySlot.kind == .string && querySlot.end > querySlot.start
            && base[querySlot.start] == ByteScanning.questionMark
        {
            querySlot.start += 1
        }
        var target: UnsafeBufferPointer<UInt8>
        // No query: none logged, an empty one, or `-` (CloudFront's `cs-uri-query`).
        if querySlot.kind != .string || querySlot.end == querySlot.start
            || (querySlot.end - querySlot.start == 1 && base[querySlot.start] == ByteScanning.dash)
        {
            target = scratch.field(base, from: pathSlot.start, to: pathSlot.end)
        } else {
            let targetStart = scratch.base + scratch.used
            let path = scratch.decode(base, from: pathSlot.start, to: pathSlot.end)
            let hasQuery = path.contains(ByteScanning.questionMark)
            scratch.append(hasQuery ? ByteScanning.ampersand : ByteScanning.questionMark)
            _ = scratch.decode(base, from: querySlot.start, to: querySlot.end)
            target = UnsafeBufferPointer(start: targetStart, count: scratch.base + scratch.used - targetStart)
        }
        if layout.targetIsLogEncoded, let start = target.baseAddress,
            let first = URLDecoding.firstEncodedPercent(start, from: 0, to: target.count)
        {
            // CloudFront's `%2534` for the `%34` the client sent.
            target = scratch.unescapedPercents(start, from: 0, to: target.count, first: first)
        }
        // Akamai's `users/42`: read as `/users/42` (an absolute target as it is).
        if layout.pathMayLackLeadingSlash, let start = target.baseAddress, target.count > 0,
            !RequestLine.isURLTarget(start, from: 0, to: target.count)
        {
            target = scratch.rooted(target)
        }
        // Imperva's `www.example.com/users/42`: read from the `/` after the host.
        if layout.pathMayStartWithHost { target = targetAfterHost(target) }
        return request(method: method, target: target, status: status, time: time)
    }

    /// A string field, decoded; nil when absent, not a string, empty or `-`.
    @inline(__always)
    private func stringField(_ base: UnsafePointer<UInt8>, slot: JSONLineScanner.Slot) -> UnsafeBufferPointer<UInt8>? {
        guard slot.kind == .string else { return nil }
        return nonEmptyField(base, from: slot.start, to: slot.end)
    }

    /// Puts in each field's own slot, when the line has no value there, the value of the first of the field's other
    /// names the line has (``JSONLineLayout``).
    /// Puts in each field's slot the first of its other names the line has, when it lacks its own; returns the unit
    /// exponent of the request time read (that of the other name it came from, when the layout's other names have
    /// units of their own).
    private func useAlternates(_ slots: UnsafeMutablePointer<JSONLineScanner.Slot>, layout: JSONLineLayout) -> Int {
        var unitExponent = layout.unitExponent
        for field in 0..<layout.fieldCount {
            let kind = slots[field].kind
            guard kind == .absent || kind == .null else { continue }
            var index = layout.alternateStarts[field]
            while index < layout.alternateStarts[field + 1] {
                let other = slots[layout.alternateSlots[index]]
                if other.kind != .absent && other.kind != .null {
                    slots[field] = other
                    if field == JSONField.time.rawValue, let exponents = layout.timeAlternateExponents {
                        unitExponent = exponents[index - layout.alternateStarts[field]]
                    }
                    break
                }
                index += 1
            }
        }
        return unitExponent
    }

    /// The HTTP method a Kubernetes API verb stands for (``JSONLogFields/methodIsKubernetesVerb``), written into the
    /// scratch space (never longer than the verb); any other verb uppercased.
    private func httpMethod(ofVerb verb: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard let method = Self.kubernetesVerbMethods.first(where: { $0.verbs.contains { $0.elementsEqual(verb) } })
        else { return scratch.uppercased(verb) }
        let start = scratch.base + scratch.used
        for byte in method.method { scratch.append(byte) }
        return UnsafeBufferPointer(start: start, count: method.method.count)
    }

    /// A JSON entry's request-line field up to its first line break, or to a line break written as text (`\r\n`):
    /// F5 BIG-IP ASM's `req` holds the whole request, its headers after the request line.
    static func firstLine(of field: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard let base = field.baseAddress else { return field }
        var index = 0
        while index < field.count {
            let byte = base[index]
            if byte == ByteScanning.carriageReturn || byte == 0x0A
                || (byte == 0x5C && index + 3 < field.count && base[index + 1] == UInt8(ascii: "r")
                    && base[index + 2] == 0x5C && base[index + 3] == UInt8(ascii: "n"))
            {
                return UnsafeBufferPointer(start: base, count: index)
            }
            index += 1
        }
        return field
    }

    /// Kubernetes' verbs by the HTTP method of their requests.
    private static let kubernetesVerbMethods: [(verbs: [[UInt8]], method: [UInt8])] = [
        ([Array("get".utf8), Array("list".utf8), Array("watch".utf8)], Array("GET".utf8)),
        ([Array("create".utf8)], Array("POST".utf8)), ([Array("update".utf8)], Array("PUT".utf8)),
        ([Array("delete".utf8), Array("deletecollection".utf8)], Array("DELETE".utf8)),
    ]
}

extension LogLineParser {
    /// A container runtime's line: unwrapped, parts joined, the inner line read by the inner parser; the
    /// wrapper's time stands in when the inner line has none, and its duration for a layout that takes it.
    func parseWrapped(
        _ base: UnsafePointer<UInt8>, count: Int, wrapper: LogWrapper, inner: LogLineParser, joiner: LineJoiner,
        scanner: JSONLineScanner?
    ) -> LogLineResult {
        // Parts are joined within their stream: a line of the other stream between them is read on its own.
        if wrapper.joinsPartsByStream && !(joiner.pending.isEmpty && joiner.parked.isEmpty) {
            joiner.select(wrapper.partStream(base, count: count))
        }
        // Docker's `log` is decoded into the joiner's storage after what is pending (a logfmt line's pairs written as
        // JSON): room for both.
        let pendingCount = joiner.pending.count
        let storage = joiner.reserve(pendingCount + wrapper.bufferCapacity(forLine: count) + 1)
        let unwrapped = wrapper.unwrap(
            base, count: count, scanner: scanner, buffer: storage + pendingCount, yearReference: scratch.yearReference,
            readsDuration: inner.takesWrapperDuration)
        if case .header = unwrapped { return .continuation }  // a CSV export's column names: counted as a directive
        guard case .content(let content, let complete, let seconds, let requestTimeMicros) = unwrapped else {
            joiner.pending.removeAll(keepingCapacity: true)
            return .malformed(.formatMismatch)
        }
        if !complete {
            if pendingCount == 0 && wrapper.joinsPartsByStream { joiner.select(wrapper.partStream(base, count: count)) }
            joiner.pending.append(contentsOf: content)
            return .continuation
        }
        var line = content
        if pendingCount > 0 {
            // The parts so far, then this one, contiguous in the storage.
            if content.count > 0, let address = content.baseAddress, address != UnsafePointer(storage + pendingCount) {
                (storage + pendingCount).update(from: address, count: content.count)
            }
            joiner.pending.withUnsafeBufferPointer { storage.update(from: $0.baseAddress!, count: pendingCount) }
            line = UnsafeBufferPointer(start: storage, count: pendingCount + content.count)
            joiner.pending.removeAll(keepingCapacity: true)
        }
        // A directive of the inner format (W3C `#Fields:` inside a container line) is one here too.
        if let directive = inner.format.directivePrefix, line.starts(with: directive) { return .continuation }
        var result = inner.parse(line)
        switch result {
        case .request(var request):
            if request.seconds == nil, let seconds {
                request.seconds = seconds
                result = .request(request)
            }
            if request.requestTimeMicros == nil, let requestTimeMicros {
                request.requestTimeMicros = requestTimeMicros
                result = .request(request)
            }
            scratch.seconds = request.seconds ?? seconds
        default:
            scratch.seconds = inner.lastLineSeconds ?? seconds
        }
        return result
    }
}

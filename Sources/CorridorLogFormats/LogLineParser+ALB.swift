import CorridorCore

extension LogLineParser {
    /// The fields of an Application Load Balancer line before its request (`type time elb client:port target
    /// request_processing_time request_time response_processing_time status target_status received sent`).
    private static let albFieldsBeforeRequest = 12

    /// An AWS Application Load Balancer line as the program of the `aws-alb` preset's layout
    /// (``NginxLogFormat/HandReader/awsALB``) reads it, for the usual line: twelve space-separated fields, then
    /// `"request" "user agent" ` with each quoted field ending at its first closing quote, a three-digit status and a
    /// request time of `0.123` or another plain number. Nil for any other line, which the program then reads (with the
    /// same result for these lines: the tests compare both on every line they have).
    ///
    /// The one layout among the presets read by hand: the steps of a layout program cost ALB's long lines (thirty
    /// fields, two of them quoted) twice what the hand-written Combined reader costs its lines, and the load balancers
    /// are where the issue asks for the speed of Combined.
    @inline(__always)
    func parseALB(_ base: UnsafePointer<UInt8>, count: Int) -> LogLineResult? {
        let separators = scratch.separators
        // The fields before the request, each ended by one space; `"` after the last one's.
        guard
            ByteScanning.separatorPositions(
                Self.albFieldsBeforeRequest, of: ByteScanning.space, in: base, from: 0, to: count, into: separators,
                usingAVX2: splitsWithAVX2),
            separators[11] &+ 1 < count, base[separators[11] &+ 1] == ByteScanning.quote
        else { return nil }
        // `"request" "agent" `: each quoted field ends at its first closing quote, which the rest of the layout's
        // literal follows.
        let requestStart = separators[11] &+ 2
        guard let requestEnd = ByteScanning.closingQuote(in: base, from: requestStart, to: count),
            count &- requestEnd >= 3, base[requestEnd &+ 1] == ByteScanning.space,
            base[requestEnd &+ 2] == ByteScanning.quote
        else { return nil }
        let agentStart = requestEnd &+ 3
        guard let agentEnd = ByteScanning.closingQuote(in: base, from: agentStart, to: count),
            count &- agentEnd >= 2, base[agentEnd &+ 1] == ByteScanning.space
        else { return nil }
        guard let status = LogFieldValues.status(base, from: separators[7] &+ 1, to: separators[8]) else { return nil }
        let time: Int64?
        switch LogFieldValues.duration(base, from: separators[5] &+ 1, to: separators[6], unitExponent: 6) {
        case .micros(let micros): time = micros
        case .absent: time = nil
        case .invalid: return nil
        }
        scratch.seconds = scratch.minute.iso8601(base, from: separators[0] &+ 1, to: separators[1])
        if readsClient {
            scratch.client = Self.addressWithoutPort(base, from: separators[2] &+ 1, to: separators[3])
        }
        if readsAgent { scratch.agent = nonEmptyField(base, from: agentStart, to: agentEnd) }
        return request(fromRequestLine: base, from: requestStart, to: requestEnd, status: status, time: time)
    }
}

/// A log line format chosen on the command line: `combined` (default), `common`, `url`, `jsonl`,
/// `jsonl:request=req,method=m,path=p,query=q,status=s,time=t,unit=ms`, or `nginx:<log_format string>`
/// (SPEC §4). The public face of the analyzer's log format.
public struct LogFormatSpec: Sendable, Equatable, CustomStringConvertible {
    package let format: LogFormat

    package init(format: LogFormat) {
        self.format = format
    }

    /// Parses a format specification.
    ///
    /// - Throws: ``LogFormatSpecError`` quoting the specification with the column of the problem.
    public init(_ spec: String) throws(LogFormatSpecError) {
        format = try LogFormat.parse(spec)
    }

    /// Apache/nginx Combined Log Format.
    public static let combined = LogFormatSpec(format: .combined)
    /// Common Log Format.
    public static let common = LogFormatSpec(format: .common)
    /// One URL (or `METHOD URL`) a line.
    public static let urlPerLine = LogFormatSpec(format: .urlPerLine)

    /// The nginx `log_format` string of Combined plus `$request_time` (seconds): what
    /// ``combinedWithRequestTime`` reads, and what the log generator writes when asked for request times.
    public static let combinedWithRequestTimeFormat =
        "$remote_addr - $remote_user [$time_local] \"$request\" $status $body_bytes_sent \"$http_referer\" "
        + "\"$http_user_agent\" $request_time"

    /// The nginx `log_format` of Combined plus `$request_time` (seconds), for logs with request times.
    public static let combinedWithRequestTime: LogFormatSpec = {
        do {
            return try LogFormatSpec("nginx:" + combinedWithRequestTimeFormat)
        } catch {
            preconditionFailure("the built-in Combined + $request_time format parses: \(error)")
        }
    }()

    /// Whether lines carry a request time (then routes get latency percentiles).
    public var hasRequestTime: Bool { format.hasRequestTime }

    /// The short name: `combined`, `common`, `nginx`, `jsonl` or `url`.
    public var name: String { format.name }

    /// A specification that parses back into this format.
    public var description: String { format.spec }
}

/// A log format specification that cannot be used (the spec, the column, the reason).
public typealias LogFormatSpecError = LogFormatError

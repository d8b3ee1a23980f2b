/// A log line format chosen on the command line: `combined` (default), `common`, `url`, `jsonl`,
/// `jsonl:request=req,method=m,path=p,query=q,status=s,time=t,unit=ms`, or `nginx:<log_format string>`
/// (docs/log-formats.md and docs/format-language.md, Routes files). The public face of the analyzer's log format.
public struct LogFormatSpec: Sendable, Equatable, CustomStringConvertible {
    package let format: LogFormat
    /// `auto`: each input's format is detected from its first lines (``LogFormatDetector``); ``format`` is
    /// then only a placeholder.
    package let isAuto: Bool
    /// The preset's name when the format is one (`aws-alb`), else nil.
    package let presetName: String?
    /// A preset inside wrappers, as given (`syslog+heroku-router`, `docker+json+combined`), else nil: the name
    /// reports give the format, rather than its first layout's template.
    private let wrappedPresetName: String?

    package init(format: LogFormat, presetName: String? = nil, wrappedPresetName: String? = nil) {
        self.format = format
        self.isAuto = false
        self.presetName = presetName
        self.wrappedPresetName = wrappedPresetName
    }

    private init(auto: Void) {
        format = .combined
        isAuto = true
        presetName = nil
        wrappedPresetName = nil
    }

    /// `spec` when it is wrappers around a preset (`syslog+heroku-router`; `clf` read as `common`), else nil.
    private static func wrappedPresetName(_ spec: String) -> String? {
        var wrappers: [String] = []
        var rest = Substring(spec)
        while let wrapper = LogWrapper.allCases.first(where: { rest.hasPrefix($0.rawValue + "+") }) {
            wrappers.append(wrapper.rawValue)
            rest = rest.dropFirst(wrapper.rawValue.count + 1)
        }
        let inner = rest == "clf" ? "common" : String(rest)
        guard !wrappers.isEmpty, LogFormatPreset.named(inner) != nil else { return nil }
        return (wrappers + [inner]).joined(separator: "+")
    }

    /// Parses a format specification: `auto`, a preset name (`aws-alb`, `w3c`, `caddy`, …),
    /// `jsonl:KEY=FIELD,…` or `nginx:FORMAT`.
    ///
    /// - Throws: ``LogFormatSpecError`` quoting the specification with the column of the problem.
    public init(_ spec: String) throws(LogFormatSpecError) {
        if spec == "auto" {
            self.init(auto: ())
            return
        }
        self.init(
            format: try LogFormat.parse(spec), presetName: LogFormatPreset.named(spec == "clf" ? "common" : spec)?.name,
            wrappedPresetName: Self.wrappedPresetName(spec))
    }

    /// Each input's format detected from its first lines.
    public static let auto = LogFormatSpec(auto: ())

    /// The names `--log-format` takes besides `jsonl:…` and `nginx:…`: `auto` and every preset.
    public static var names: [String] { ["auto"] + LogFormatPreset.names }

    /// Apache/nginx Combined Log Format.
    public static let combined = LogFormatSpec(format: .combined, presetName: "combined")
    /// Common Log Format.
    public static let common = LogFormatSpec(format: .common, presetName: "common")
    /// One URL (or `METHOD URL`) a line.
    public static let urlPerLine = LogFormatSpec(format: .urlPerLine, presetName: "url")

    /// The nginx `log_format` string of Combined plus `$request_time` (seconds): what
    /// ``combinedWithRequestTime`` reads, and what the log generator writes when asked for request times.
    public static let combinedWithRequestTimeFormat = NginxLogFormat.combinedWithRequestTimeText

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

    /// The short name: `auto`, the preset's name, or `nginx`, `jsonl`.
    public var name: String { isAuto ? "auto" : presetName ?? wrappedPresetName ?? format.name }

    /// A specification that parses back into this format.
    public var description: String { isAuto ? "auto" : presetName ?? wrappedPresetName ?? format.spec }
}

/// A log format specification that cannot be used (the spec, the column, the reason).
public typealias LogFormatSpecError = LogFormatError

extension LogFormatPreset {
    /// The layout a W3C extended log's `#Fields:` directive declares (`#Fields: date time c-ip cs-method
    /// cs-uri-stem …`), for the `w3c` and `aws-cloudfront` presets: columns in the order given, separated by
    /// spaces (IIS) or tabs (CloudFront, told by its `x-edge-*` fields). `time-taken` is milliseconds for IIS
    /// and seconds for CloudFront; `cs(User-Agent)` is URL-encoded. Nil when the fields name no request path.
    package static func w3c(fieldsDirective line: [UInt8]) -> LogFormat? {
        let text = String(decoding: line, as: UTF8.self)
        guard text.hasPrefix("#Fields:") else { return nil }
        let names = text.dropFirst("#Fields:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard names.contains("cs-uri-stem") else { return nil }
        let cloudFront = names.contains { $0.hasPrefix("x-edge-") }
        var variables: [String] = []
        for (index, name) in names.enumerated() {
            switch name.lowercased() {
            case "date": variables.append("$date")
            case "time": variables.append("$time_hms")
            case "c-ip": variables.append("$remote_addr")
            case "cs-method": variables.append("$request_method")
            case "cs-uri-stem": variables.append("$uri")
            case "cs-uri-query": variables.append("$args")
            case "sc-status": variables.append("$status")
            case "time-taken": variables.append(cloudFront ? "$request_time" : "$request_time_ms")
            case "cs(user-agent)": variables.append("$http_user_agent_encoded")
            default: variables.append("$field\(index)")
            }
        }
        let template = variables.joined(separator: cloudFront ? "\t" : " ")
        guard var format = try? NginxLogFormat(template) else { return nil }
        format.directivePrefix = Array("#".utf8)
        return .nginx(format)
    }
}

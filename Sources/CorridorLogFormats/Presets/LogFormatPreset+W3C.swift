import CorridorCore

extension LogFormatPreset {
    /// The layout a W3C extended log's `#Fields:` directive declares (`#Fields: date time c-ip cs-method
    /// cs-uri-stem …`), for the `w3c` and `aws-cloudfront` presets: columns in the order given, separated by
    /// spaces (IIS) or tabs (CloudFront, told by its `x-edge-*` fields). `time-taken` is milliseconds for IIS
    /// and seconds for CloudFront and for WebLogic, told by the tab after `#Fields:`, and for NetScaler's NSWL, told
    /// by its `sc-servicename` (`TimeTakenMS`, IIS Advanced Logging's, milliseconds); SHOUTcast's `c-status` is the
    /// status; `date-local` and
    /// `time-local` are read like `date` and `time`, and without them CloudFront v2's `timestamp` or `timestamp(ms)`
    /// (an epoch time); `cs-uri` is the whole target, `cs-uri-stem` and
    /// `cs-uri-query` its parts (CloudFront's URL-encoded once more: ``NginxLogFormat/targetIsLogEncoded``);
    /// `cs(User-Agent)` is URL-encoded. With `readsColumns` the columns are read as the
    /// W3C standard writes them (``NginxLogFormat/readsW3CColumns``: runs of blanks, quoted values). With
    /// `tabSeparated` the lines' columns are tab-separated, as CloudFront's and WebLogic's are and IIS's never: a
    /// CloudFront log whose chosen fields include no `x-edge-*` one (standard logging v2) has its `time-taken` in
    /// seconds too. Nil when the fields name no request path.
    package static func w3c(
        fieldsDirective line: [UInt8], readsColumns: Bool = false, tabSeparated: Bool = false
    ) -> LogFormat? {
        if line.starts(with: zeekFieldsPrefix) { return zeek(fieldsDirective: line) }
        let text = String(decoding: line, as: UTF8.self)
        let isCSV = line.starts(with: cloudFrontCSVHeaderPrefix)
        let isExchangeHeader = line.starts(with: exchangeCSVHeaderPrefix)
        guard text.hasPrefix("#Fields:") || isCSV || isExchangeHeader else { return nil }
        let declared = isExchangeHeader ? Substring(text) : text.dropFirst("#Fields:".count)
        // Exchange's logs declare comma-separated values (`#Fields: DateTime,RequestId,…`, or that header row alone).
        let commaSeparated =
            !isCSV && declared.contains(",") && !declared.trimmingPrefix(while: { $0 == " " }).contains(" ")
        let names =
            isCSV
            // CloudFront's names with their parentheses escaped (`cs\(Host\)`), comma-separated.
            ? text.split(separator: ",").map {
                $0.filter { $0 != "\\" && $0 != "\r" }.lowercased()
            }
            : declared.split(whereSeparator: {
                $0 == "\t" || $0 == "\r" || (commaSeparated ? $0 == "," || $0 == " " : $0 == " ")
            }).map { $0.lowercased() }
        guard
            names.contains("cs-uri-stem") || names.contains("cs-uri") || names.contains("cs-uri-path")
                || names.contains("urlstem")
        else { return nil }
        let cloudFront = names.contains { $0.hasPrefix("x-edge-") }
        // WebLogic's extended log writes its directives with a tab after the name (`#Fields:<TAB>date time …`) and
        // `time-taken` in seconds, as the W3C standard has it (`0.165`); IIS and ASP.NET Core's W3CLogger a blank, and
        // milliseconds (`59.9171` from W3CLogger).
        let webLogic = !isCSV && line.count > 8 && line[8] == UInt8(ascii: "\t")
        // NetScaler Web Logging (NSWL) declares the service it logs (`sc-servicename`, always `HTTP`) and writes
        // `time-taken` in seconds, as Citrix documents it; IIS names its service `s-sitename`.
        let netScaler = names.contains("sc-servicename")
        let tabbed = cloudFront || (tabSeparated && !isCSV && !commaSeparated)
        // Blue Coat ProxySG quotes its user agents rather than encoding them (a `+` is a `+`).
        let blueCoat = names.contains("sc-filter-result") || names.contains { $0.hasPrefix("x-bluecoat-") }
        // A whole `cs-uri` is the target, unless the query or the path has a column of its own (then `cs-uri` is the
        // stem, or not read).
        let uriIsWhole =
            !names.contains("cs-uri-stem") && !names.contains("cs-uri-query") && !names.contains("cs-uri-path")
        var variables: [String] = []
        var taken = Set<String>()
        for (index, name) in names.enumerated() {
            let variable: String
            switch name {
            case "date", "date-local": variable = "$date"
            case "time", "time-local": variable = "$time_hms"
            // CloudFront's standard logging v2 may log an epoch time (seconds with a fraction, or milliseconds).
            case "timestamp", "timestamp(ms)": variable = "$time_epoch"
            case "c-ip": variable = "$remote_addr"
            case "cs-method": variable = "$request_method"
            case "cs-uri-stem": variable = "$uri"
            // Blue Coat ProxySG's (Symantec Edge SWG's) ELFF logs: the path apart from `cs-host` and `cs-uri-query`.
            case "cs-uri-path": variable = names.contains("cs-uri-stem") ? "$field\(index)" : "$uri"
            case "cs-uri":
                variable =
                    uriIsWhole
                    ? "$request_uri"
                    : names.contains("cs-uri-stem") || names.contains("cs-uri-path") ? "$field\(index)" : "$uri"
            case "cs-uri-query": variable = "$args"
            case "sc-status": variable = "$status"
            // SHOUTcast's DNAS writes the status it sent as `c-status`.
            case "c-status": variable = names.contains("sc-status") ? "$field\(index)" : "$status"
            case "time-taken": variable = tabbed || webLogic || netScaler ? "$request_time" : "$request_time_ms"
            case "timetakenms": variable = "$request_time_ms"
            case "cs(user-agent)": variable = blueCoat ? "$http_user_agent" : "$http_user_agent_encoded"
            // Exchange's HttpProxy (and other protocol) logs: the time in ISO 8601, the path and query apart, the
            // whole request's time in ms, the agent as written.
            case "datetime": variable = "$time_iso8601"
            case "urlstem": variable = "$uri"
            case "urlquery": variable = "$args"
            case "method": variable = "$request_method"
            case "httpstatus": variable = "$status"
            case "totalrequesttime": variable = "$request_time_ms"
            case "useragent": variable = "$http_user_agent"
            case "clientipaddress": variable = "$remote_addr"
            default: variable = "$field\(index)"
            }
            // A column named twice (`date` and `date-local`): the first is read, the other passed over.
            let key = variable.hasPrefix("$request_time") ? "$request_time" : variable
            variables.append(variable.hasPrefix("$field") || taken.insert(key).inserted ? variable : "$field\(index)")
        }
        let separator = isCSV || commaSeparated ? "," : tabbed ? "\t" : " "
        guard var format = try? NginxLogFormat(columnsTemplate(variables, separator: separator)) else { return nil }
        // A CSV's header row is its one directive (a file's, again where files were joined); its columns are read
        // by their commas alone. Exchange's values are CSV's, quoted where they hold a comma: read as such whatever
        // `readsColumns` asks.
        format.directivePrefix =
            isCSV ? cloudFrontCSVHeaderPrefix : isExchangeHeader ? exchangeCSVHeaderPrefix : Array("#".utf8)
        format.readsW3CColumns = (readsColumns && !isCSV) || commaSeparated
        format.columnsAreCommaSeparated = commaSeparated
        format.columnsAreTabSeparated = tabbed
        format.targetIsLogEncoded = cloudFront
        return .nginx(format)
    }

    /// The start of the header row of CloudFront's fields written as CSV, as AWS Amplify Hosting's access logs are
    /// (`date,time,x-edge-location,sc-bytes,c-ip,cs-method,cs\(Host),…`).
    package static let cloudFrontCSVHeaderPrefix = Array("date,time,x-edge-location,".utf8)

    /// The start of the header row of Exchange's HttpProxy logs when their `#` directives are left out (as exports and
    /// collectors keep them): `DateTime,RequestId,…`.
    package static let exchangeCSVHeaderPrefix = Array("DateTime,RequestId,".utf8)

    /// The start of a Zeek log's column declaration (`#fields<TAB>ts<TAB>uid<TAB>…`).
    package static let zeekFieldsPrefix = Array("#fields\t".utf8)

    /// Whether `line` declares a log's columns: a W3C `#Fields:` directive, a Zeek `#fields` one, or the header row of
    /// CloudFront's fields as CSV (AWS Amplify's access logs).
    package static func isFieldsDirective(_ line: [UInt8]) -> Bool {
        line.starts(with: "#Fields:".utf8) || line.starts(with: zeekFieldsPrefix)
            || line.starts(with: cloudFrontCSVHeaderPrefix) || line.starts(with: exchangeCSVHeaderPrefix)
    }

    /// The layout a Zeek (Bro) log's `#fields` directive declares, tab-separated as Zeek writes its logs
    /// (`#separator \x09`): an http.log's `ts` (epoch seconds), `id.orig_h` (the client), `method`, `uri` (the
    /// target as sent), `status_code` (`-` for a request that had no reply) and `user_agent`; its other directives
    /// (`#separator`, `#types`, `#close`, …) are directives. Nil when the columns have no `uri` (another Zeek log:
    /// conn.log, dns.log).
    static func zeek(fieldsDirective line: [UInt8]) -> LogFormat? {
        var text = String(decoding: line.dropFirst(zeekFieldsPrefix.count), as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        let names = text.split(separator: "\t", omittingEmptySubsequences: false)
        guard names.contains("uri") else { return nil }
        var variables: [String] = []
        var taken = Set<String>()
        for (index, name) in names.enumerated() {
            let variable =
                switch name {
                case "ts": "$time_epoch"
                case "id.orig_h": "$remote_addr"
                case "method": "$request_method"
                case "uri": "$request_uri"
                case "status_code": "$status"
                case "user_agent": "$http_user_agent"
                default: "$field\(index)"
                }
            variables.append(
                variable.hasPrefix("$field") || taken.insert(variable).inserted ? variable : "$field\(index)")
        }
        guard var format = try? NginxLogFormat(columnsTemplate(variables, separator: "\t")) else { return nil }
        format.directivePrefix = Array("#".utf8)
        return .nginx(format)
    }

    /// The template of a log's declared columns, each a variable (`$fieldN` for one not read), `separator` between.
    /// Columns after the last one read are left out, their separator kept: a line with fewer of them (a column added
    /// in a later release, or dropped) reads the same.
    private static func columnsTemplate(_ variables: [String], separator: String) -> String {
        let lastRead = variables.lastIndex { !$0.hasPrefix("$field") } ?? variables.count - 1
        return variables[...lastRead].joined(separator: separator) + (lastRead < variables.count - 1 ? separator : "")
    }

    /// IIS's default W3C fields, for a log cut from a file whose `#Fields:` header it lacks: IIS 8.5 and later's (the
    /// `w3c` preset's), IIS 7's (without `cs(Referer)`) and IIS 6's (with the site's name, without `time-taken`),
    /// read as columns so that custom fields after them (`X-Forwarded-For`) are passed over. Detection tries them
    /// after the presets.
    package static let headerlessIISLayouts: [LogFormatPreset] = [
        "#Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) cs(Referer) sc-status sc-substatus sc-win32-status time-taken",
        "#Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) sc-status sc-substatus sc-win32-status time-taken",
        "#Fields: date time s-sitename s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) sc-status sc-substatus sc-win32-status",
    ].compactMap { directive in
        w3c(fieldsDirective: Array(directive.utf8), readsColumns: true).map {
            LogFormatPreset(
                name: "w3c", summary: "W3C extended log without its #Fields header, IIS's default fields",
                format: $0, example: directive)
        }
    }

    /// Blue Coat ProxySG's (Symantec Edge SWG's) default `main` access log (`bcreportermain_v1`), for its lines without
    /// the file's `#Fields:` header (forwarded through syslog one at a time): its columns read as the W3C standard
    /// writes them (the categories and the user agent quoted, runs of blanks), the columns of later releases after
    /// them passed over.
    static let blueCoatMain: LogFormat = {
        let directive =
            "#Fields: date time time-taken c-ip cs-username cs-auth-group x-exception-id sc-filter-result "
            + "cs-categories cs(Referer) sc-status s-action cs-method rs(Content-Type) cs-uri-scheme cs-host "
            + "cs-uri-port cs-uri-path cs-uri-query cs-uri-extension cs(User-Agent) s-ip sc-bytes cs-bytes x-virus-id"
        guard let format = w3c(fieldsDirective: Array(directive.utf8), readsColumns: true) else {
            preconditionFailure("Blue Coat's main format declares a request target")
        }
        return format
    }()

    /// Zeek's (Bro's) http.log columns, for lines without the file's `#fields` header (each line forwarded through
    /// syslog on its own, a log cut from its file): Zeek 3 and later's (`version` and `origin` beside the user agent,
    /// the file names of each direction), and Bro 2's (no version or origin; one `filename`). Detection tries them
    /// after the presets, on lines with tabs, counting only the lines they read as requests with a time.
    package static let headerlessZeekLayouts: [LogFormatPreset] = [
        "ts uid id.orig_h id.orig_p id.resp_h id.resp_p trans_depth method host uri referrer version user_agent origin request_body_len response_body_len status_code status_msg info_code info_msg tags username password proxied orig_fuids orig_filenames orig_mime_types resp_fuids resp_filenames resp_mime_types",
        "ts uid id.orig_h id.orig_p id.resp_h id.resp_p trans_depth method host uri referrer user_agent request_body_len response_body_len status_code status_msg info_code info_msg filename tags username password proxied orig_fuids orig_mime_types resp_fuids resp_mime_types",
    ].compactMap { names in
        let directive = "#fields\t" + names.split(separator: " ").joined(separator: "\t")
        return zeek(fieldsDirective: Array(directive.utf8)).map {
            LogFormatPreset(
                name: "zeek", summary: "Zeek http.log without its #fields header, Zeek's default columns",
                format: $0, example: directive)
        }
    }

    /// The `#Fields:` directive an IIS line cut from its header most likely had, told from the line itself: the date
    /// and time first, the server's fields (site, computer, address) up to the method, then IIS's fixed order — stem,
    /// query, port, user (unless the client's address follows the port), client, the protocol version when it is
    /// there (`HTTP/1.1`), the user agent, any of cookie, referer and host, then status, substatus and Win32 status,
    /// and up to three numbers of which the last is `time-taken` (`sc-bytes cs-bytes time-taken`). Custom fields after them are left out (read as columns, they are
    /// passed over). Nil for a line without that shape.
    package static func inferredIISFieldsDirective(line: [UInt8]) -> [UInt8]? {
        let tokens = line.split(separator: ByteScanning.space, omittingEmptySubsequences: false)
        func isDigits(_ token: ArraySlice<UInt8>) -> Bool { !token.isEmpty && token.allSatisfy { $0 &- 0x30 < 10 } }
        func shaped(_ token: ArraySlice<UInt8>, _ pattern: String) -> Bool {
            token.count == pattern.utf8.count
                && zip(token, pattern.utf8).allSatisfy { byte, model in
                    model == UInt8(ascii: "9") ? byte &- 0x30 < 10 : byte == model
                }
        }
        guard tokens.count >= 12, shaped(tokens[0], "9999-99-99"), shaped(tokens[1], "99:99:99") else { return nil }
        guard
            let method = (2..<min(6, tokens.count - 8)).first(where: { index in
                let token = tokens[index]
                return (3...9).contains(token.count) && token.allSatisfy { $0 >= 0x41 && $0 <= 0x5A }
                    && tokens[index + 1].first == ByteScanning.slash
            }), isDigits(tokens[method + 3])
        else { return nil }
        var names = ["date", "time"] + (2..<method).map { "x-server-\($0)" }
        names += ["cs-method", "cs-uri-stem", "cs-uri-query", "s-port"]
        // The user's name, unless a custom layout left it out: the client's address right after the port, and no
        // address after it.
        func isAddress(_ token: ArraySlice<UInt8>) -> Bool {
            token.count >= 2 && token.contains { $0 == 0x2E || $0 == ByteScanning.colon }
                && LogFieldValues.isIPAddressBytes(token)
        }
        let withoutUser = isAddress(tokens[method + 4]) && !isAddress(tokens[method + 5])
        names += withoutUser ? ["c-ip"] : ["cs-username", "c-ip"]
        var index = method + (withoutUser ? 5 : 6)
        if index < tokens.count, tokens[index].starts(with: Array("HTTP/".utf8)) {
            names.append("cs-version")
            index += 1
        }
        guard index < tokens.count else { return nil }
        names.append("cs(User-Agent)")
        index += 1
        guard
            let status = (index..<max(index, tokens.count - 2)).first(where: { at in
                shaped(tokens[at], "999") && (1...5).contains(tokens[at].first! &- 0x30) && isDigits(tokens[at + 1])
                    && isDigits(tokens[at + 2])
            })
        else { return nil }
        names += (index..<status).map { "x-request-\($0)" }
        names += ["sc-status", "sc-substatus", "sc-win32-status"]
        var numbers = 0
        while numbers < 3, status + 3 + numbers < tokens.count, isDigits(tokens[status + 3 + numbers]) { numbers += 1 }
        names += (0..<max(0, numbers - 1)).map { "x-bytes-\($0)" }
        if numbers > 0 { names.append("time-taken") }
        return Array(("#Fields: " + names.joined(separator: " ")).utf8)
    }

    /// The midnight (UTC) of the day a W3C `#Date:` directive gives (`#Date: 2026-11-21 05:06:30`, or the W3C
    /// draft's `#Date: 21-Nov-2026 05:06:30`); nil for another line.
    package static func w3cDay(dateDirective line: [UInt8]) -> Int64? {
        directiveValue(line, named: "#Date:") { LogTimestamp.dayStart($0, from: $1, to: $2) }
    }

    /// The value of the W3C directive `name` (`#Date:`) that `line` is, blanks around it left out, as `read` reads
    /// it; nil when `line` is another line.
    private static func directiveValue(
        _ line: [UInt8], named name: String, _ read: (UnsafePointer<UInt8>, Int, Int) -> Int64?
    ) -> Int64? {
        let prefix = Array(name.utf8)
        guard line.starts(with: prefix) else { return nil }
        return line.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            let from = ByteScanning.skipBlanks(in: base, from: prefix.count, to: buffer.count)
            var to = buffer.count
            while to > from && (base[to - 1] == ByteScanning.space || base[to - 1] == ByteScanning.tab) { to -= 1 }
            return read(base, from, to)
        }
    }

    /// `format` with its lines' day set to `day` when its layout has a time of day but no date (a W3C log whose
    /// `#Fields:` has `time` and no `date`); other layouts as they are.
    package static func w3c(_ format: LogFormat, onDay day: Int64?) -> LogFormat {
        guard case .nginx(var layout) = format, layout.needsDay, layout.impliedDay != day else { return format }
        layout.impliedDay = day
        return .nginx(layout)
    }

    /// Seconds east of UTC that a `#GMT-Offset:` directive gives (`#GMT-Offset: -0800`, `+05:30`); nil for another
    /// line.
    package static func w3cUTCOffset(offsetDirective line: [UInt8]) -> Int64? {
        directiveValue(line, named: "#GMT-Offset:") { LogTimestamp.isoOffset($0, from: $1, to: $2) }
    }

    /// `format` with its `date`/`time` columns read at `offset` seconds east of UTC (a W3C layout); other formats as
    /// they are.
    package static func w3c(_ format: LogFormat, utcOffset offset: Int64) -> LogFormat {
        guard case .nginx(var layout) = format, layout.utcOffsetSeconds != offset,
            layout.variables.contains(.timeOfDay)
        else { return format }
        layout.utcOffsetSeconds = offset
        return .nginx(layout)
    }
}

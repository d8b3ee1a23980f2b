/// A rewrite of an input's decoded text into the lines its format is read from, chosen from the input's first bytes
/// and run in the reading thread, before the text is cut into chunks: a stream of YAML documents into JSON lines
/// (``YAMLDocumentStream``), Loki's query responses into one JSON line an entry (``LokiQueryResponse``), a query's
/// results as a JSON table into one JSON object a row (``JSONTableRows``), JSON objects
/// one after another on a line into one a line (``ConcatenatedJSONSplitter``), Logstash's
/// rubydebug events into one JSON line an event (``LogstashRubyDebugEvents``), `aws logs tail --format json`'s events
/// into one line each (``CloudWatchTailJSONEvents``), server-sent events' JSON data into one JSON line an event
/// (``ServerSentEventLines``), a CSV table's rows under its header into JSON lines
/// (``CSVTableRows``), a Rails log's lines into one line a request
/// (``RailsRequestJoiner``), a Fastify log's two entries a request into one (``FastifyRequestJoiner``), a Phoenix
/// log's two lines a request into one (``PhoenixRequestJoiner``), an ASP.NET Core hosting log's two messages a request
/// before .NET 6 into one (``AspNetCoreRequestJoiner``), an ASP.NET Core HTTP logging middleware's entries a request
/// into one (``AspNetCoreHttpLoggingJoiner``), a coloured log into its plain lines
/// (``TerminalEscapeStripper``), UTF-16 text into UTF-8 (``UTF16Transcoder``), a text log without its NUL bytes
/// (``NULByteStripper``).
package protocol DecodedTextRewrite: AnyObject {
    /// Reads the input's next decoded bytes.
    func feed(_ bytes: UnsafeRawBufferPointer)
    /// Writes what is left: the input has ended.
    func finish()
    /// Whether rewritten bytes are waiting to be handed out.
    var hasOutput: Bool { get }
    /// Hands out up to `capacity` rewritten bytes; returns the count.
    func drain(into destination: UnsafeMutableRawPointer, capacity: Int) -> Int
    /// Whether its lines are one entry each (a document, a request), whatever their input's were: such an input is
    /// not reflowed as a pretty-printed JSON document.
    var rewritesEntries: Bool { get }
}

extension DecodedTextRewrite {
    package var rewritesEntries: Bool { true }
}

extension YAMLDocumentStream: BufferedRewrite {}
extension RailsRequestJoiner: LineByLineRewrite {}
extension FastifyRequestJoiner: LineByLineRewrite {}
extension PhoenixRequestJoiner: LineByLineRewrite {}
extension AspNetCoreRequestJoiner: LineByLineRewrite {}
extension AspNetCoreHttpLoggingJoiner: LineByLineRewrite {}
extension LogstashRubyDebugEvents: LineByLineRewrite {}
extension CloudWatchTailJSONEvents: LineByLineRewrite {}
extension ServerSentEventLines: LineByLineRewrite {}
extension CSVTableRows: LineByLineRewrite {}

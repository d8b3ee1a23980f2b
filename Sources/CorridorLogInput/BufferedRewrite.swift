/// A rewrite whose lines are written into one ``RewriteOutput`` as it reads and handed out from there: Loki's query
/// responses (``LokiQueryResponse``), JSON tables (``JSONTableRows``), objects one after another
/// (``ConcatenatedJSONSplitter``), YAML documents (``YAMLDocumentStream``) and every rewrite of whole lines
/// (``LineByLineRewrite``). Handing out is the same for all.
package protocol BufferedRewrite: DecodedTextRewrite {
    /// What it has written and not yet handed out.
    var output: RewriteOutput { get set }
}

extension BufferedRewrite {
    /// Whether written bytes are waiting to be handed out.
    package var hasOutput: Bool { output.hasOutput }

    /// Hands out up to `capacity` written bytes; returns the count.
    package func drain(into destination: UnsafeMutableRawPointer, capacity: Int) -> Int {
        output.drain(into: destination, capacity: capacity)
    }
}

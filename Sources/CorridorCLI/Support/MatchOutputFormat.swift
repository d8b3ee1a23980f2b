import ArgumentParser

/// `match --output`: how the results are printed.
enum MatchOutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// Aligned `URL  ->  route  params` rows.
    case text
    /// One JSON object per URL.
    case jsonl
}

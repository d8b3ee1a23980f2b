// `import CorridorAnalyzer` is enough to run an analysis: the types of the input and format layers
// that its API speaks in — `LogFormatSpec`, `LogFormatError`, `InputError` — come with it.
@_exported import CorridorLogFormats
@_exported import CorridorLogInput

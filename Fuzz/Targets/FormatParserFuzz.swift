// libFuzzer target: the format parser and the trie compiler never crash, and a format that parses
// compiles, matches its own literal rendering without trapping, and round-trips through its canonical form.

@_cdecl("LLVMFuzzerTestOneInput")
public func formatParserFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var types = TypeRegistry.standard
    for extra in ["uint", "double", "uuid", "hex"] { try? types.registerExtra(named: extra) }
    let parser = FormatParser(types: types, globalParams: ["g"])
    guard let format = try? parser.parse(text) else { return 0 }
    // The canonical form parses again to the same format.
    guard let again = try? parser.parse(format.canonical) else {
        fatalError("canonical form of \(text.debugDescription) does not parse: \(format.canonical.debugDescription)")
    }
    precondition(again.segments == format.segments && again.query == format.query, "canonical form changes the format")
    let table = try! RouteTable(routes: [Route(format: format)], types: types)
    _ = table.match(text)
    _ = RoutesFile.check(text, path: "fuzz")
    return 0
}

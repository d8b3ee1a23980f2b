/// What one call into a decompression library did: input bytes consumed, output bytes written, and the
/// library's complaint when the data is bad.
struct DecodeStep {
    var consumed: Int
    var produced: Int
    /// Why the data cannot be decoded (without the decoder's name); nil when the step went well.
    var failure: String?
}

/// A streaming decompressor (zstd, gzip) as the one drive loop, ``decode(into:input:source:)``, uses it:
/// the loop refills the input, calls ``step(from:count:into:capacity:)`` until the output is full or the
/// input ends, hands out decoded bytes before an error, and tells a clean end (at a unit boundary) from a
/// truncation or a stalled decoder.
protocol StreamDecoder: AnyObject {
    /// The format's name, which starts every error reason (`zstd`, `gzip`).
    static var formatName: String { get }
    /// What the stream is a sequence of (`frame`, `member`), for the truncation error.
    static var unitName: String { get }
    /// The input's path, for errors.
    var path: String { get }
    /// True between units (and before the first): the end of the input is a clean end here.
    var atBoundary: Bool { get }
    /// Set once decoding failed: every later call throws it again.
    var failure: InputError? { get set }

    /// Decodes from `count` input bytes (possibly none) into at most `capacity` output bytes (at least one).
    func step(
        from input: UnsafeRawPointer, count: Int, into output: UnsafeMutableRawPointer, capacity: Int
    ) -> DecodeStep
}

extension StreamDecoder {
    /// Decodes into `output` until it is full or the input ends; returns the number of bytes written (0 = end).
    /// Bytes decoded before an error are returned first; the error comes with the next call (and every call after).
    func decode(
        into output: UnsafeMutableRawBufferPointer, input: InputBuffer, source: FileDescriptorReader
    ) throws(InputError) -> Int {
        if let failure { throw failure }
        guard let destination = output.baseAddress, output.count > 0 else { return 0 }
        do throws(InputError) {
            return try decode(into: destination, capacity: output.count, input: input, source: source)
        } catch {
            failure = error
            throw error
        }
    }

    private func decode(
        into destination: UnsafeMutableRawPointer, capacity: Int, input: InputBuffer, source: FileDescriptorReader
    ) throws(InputError) -> Int {
        var produced = 0
        var inputEnded = false
        var stalls = 0
        while produced < capacity {
            if input.available == 0 && !inputEnded {
                inputEnded = try !input.refill(from: source)
            }
            if input.available == 0 && inputEnded && atBoundary { break }
            // Called with no input too: the library may still hold decoded bytes that did not fit before.
            let step = step(
                from: UnsafeRawPointer(input.base + input.position), count: input.available,
                into: destination + produced, capacity: capacity - produced)
            produced += step.produced
            input.position += step.consumed
            if let reason = step.failure {
                let error = InputError(
                    path: path, offset: input.currentOffset, reason: "\(Self.formatName): \(reason)")
                if produced > 0 {
                    failure = error  // hand out what was decoded first
                    return produced
                }
                throw error
            }
            if step.produced == 0 && step.consumed == 0 && !atBoundary {
                if input.available == 0 && inputEnded {
                    // Nothing more will come: whatever the unit still needed is missing.
                    if produced > 0 { break }  // hand out what was decoded; the next call reports the truncation
                    throw InputError(
                        path: path, offset: source.offset,
                        reason: "\(Self.formatName): truncated input: the stream ends inside a \(Self.unitName)")
                }
                stalls += 1
                if stalls > 2 {
                    throw InputError(
                        path: path, offset: input.currentOffset,
                        reason: "\(Self.formatName): the decoder stopped making progress")
                }
            } else {
                stalls = 0
            }
        }
        return produced
    }
}

import CLz4

/// Streaming decoding of LZ4 frames with liblz4: frames one after another (skippable frames included) are one
/// input. A frame cut short, or bytes that are not a frame, are errors with the byte offset.
final class Lz4StreamDecoder: StreamDecoder {
    private var context: OpaquePointer?
    let path: String
    /// True between frames (and before the first).
    private var betweenFrames = true
    var failure: InputError?

    init(path: String) throws(InputError) {
        self.path = path
        let result = LZ4F_createDecompressionContext(&context, UInt32(LZ4F_VERSION))
        if LZ4F_isError(result) != 0 {
            throw InputError(path: path, offset: 0, reason: "lz4: cannot initialise liblz4")
        }
    }

    deinit {
        if let context { LZ4F_freeDecompressionContext(context) }
    }

    static let formatName = "lz4"
    static let unitName = "frame"
    var atBoundary: Bool { betweenFrames }

    func step(
        from input: UnsafeRawPointer, count: Int, into output: UnsafeMutableRawPointer, capacity: Int
    ) -> DecodeStep {
        var consumed = count
        var produced = capacity
        let hint = LZ4F_decompress(context, output, &produced, input, &consumed, nil)
        var step = DecodeStep(consumed: consumed, produced: produced, failure: nil)
        if LZ4F_isError(hint) != 0 {
            step.failure = String(cString: LZ4F_getErrorName(hint))
        } else {
            // 0: the frame is complete (the next bytes, if any, start another); else more input is needed.
            betweenFrames = hint == 0
        }
        return step
    }
}

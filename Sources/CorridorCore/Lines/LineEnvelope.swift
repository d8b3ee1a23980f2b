/// What a container runtime or a log shipper wrote around an application's line — `2026-11-21T05:06:37.123456789Z
/// stdout F ` before it (Kubernetes' CRI), `{"log":"` before and `\n","stream":"stdout","time":"…"}` after it
/// (Docker's json-file), `web-1  | ` before it (`docker compose logs`), … — kept so that a line written in its place
/// (a request joined from several of the application's lines) is wrapped as the input's lines are, and read by the
/// same wrapper.
package struct LineEnvelope: Equatable, Sendable {
    /// One wrapper's bytes around the line inside it.
    package struct Layer: Equatable, Sendable {
        /// The bytes before the line.
        package var prefix: [UInt8]
        /// The bytes after the line.
        package var suffix: [UInt8]
        /// Whether the line is the content of a JSON string (Docker's `log`, a shipper's `message`): written with
        /// JSON's escapes (``JSONEscaping``) and a final `\n`, as Docker writes a whole line.
        package var isJSONString: Bool

        /// A layer of `prefix` and `suffix`.
        package init(prefix: [UInt8], suffix: [UInt8] = [], isJSONString: Bool = false) {
            self.prefix = prefix
            self.suffix = suffix
            self.isJSONString = isJSONString
        }
    }

    /// The wrappers' layers, the outermost first.
    package var layers: [Layer]

    /// An envelope of `layers`, the outermost first.
    package init(layers: [Layer]) {
        self.layers = layers
    }

    /// Appends to `bytes` the line made of `parts` (one after another) in this envelope, without a line feed.
    package func write(_ parts: [ArraySlice<UInt8>], to bytes: inout [UInt8]) {
        write(parts, layer: 0, to: &bytes)
    }

    private func write(_ parts: [ArraySlice<UInt8>], layer index: Int, to bytes: inout [UInt8]) {
        guard index < layers.count else {
            for part in parts { bytes.append(contentsOf: part) }
            return
        }
        let layer = layers[index]
        bytes.append(contentsOf: layer.prefix)
        if layer.isJSONString {
            var inner: [UInt8] = []
            write(parts, layer: index + 1, to: &inner)
            inner.withUnsafeBufferPointer { JSONEscaping.appendEscaped($0, to: &bytes) }
            bytes.append(contentsOf: [0x5C, 0x6E])  // `\n`: a whole line
        } else {
            write(parts, layer: index + 1, to: &bytes)
        }
        bytes.append(contentsOf: layer.suffix)
    }
}

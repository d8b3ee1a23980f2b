import Foundation

extension String {
    /// The string with the first `target` replaced (unchanged without one): for editing a rendered report in a test.
    package func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}

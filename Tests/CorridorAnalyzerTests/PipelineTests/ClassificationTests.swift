@testable import CorridorAnalyzer
import CorridorCore
import CorridorLogFormats
@testable import CorridorLogGenerator
@testable import CorridorReport
import Testing

@Suite("Method and status classification")
struct ClassificationTests {
    @Test(
        "methods",
        arguments: [
            ("GET", MethodSlot.get), ("PUT", .put), ("HEAD", .head), ("POST", .post), ("PATCH", .patch),
            ("DELETE", .delete), ("OPTIONS", .options), ("get", .other), ("GETS", .other), ("", .other),
        ])
    func methods(text: String, slot: MethodSlot) {
        var copy = text
        #expect(copy.withUTF8 { MethodSlot.classify($0) } == slot)
        #expect(MethodSlot.classify(nil) == MethodSlot.none)
    }

    @Test(
        "status classes",
        arguments: [
            (101, StatusClass.informational), (200, .success), (304, .redirection), (404, .clientError),
            (503, .serverError), (0, .other), (600, .other), (99, .other),
        ])
    func statuses(status: Int, statusClass: StatusClass) {
        #expect(StatusClass.of(status) == statusClass)
    }
}

import Corridor
import Foundation
import Testing

private enum Sort: String, Decodable {
    case newest, oldest
}

private struct Paging: Decodable, Equatable {
    let page: Int
    let size: UInt8
}

private struct Everything: Decodable {
    let int: Int
    let uint: UInt
    let double: Double
    let float: Float
    let bool: Bool
    let string: String
    let optionalPresent: Int?
    let optionalAbsent: String?
    let list: [Int]
    let sort: Sort
    let paging: Paging
    let nestedLists: [[String]]
    let link: URL
}

@Suite("CaptureDecoder")
struct CaptureDecoderTests {
    private let decoder = CaptureDecoder()

    @Test("Decodes every supported kind of property straight from the values")
    func everything() throws {
        let values: [String: Any] = [
            "int": -5, "uint": UInt(7), "double": 2.5, "float": 1.25, "bool": true, "string": "Bob",
            "optionalPresent": 3, "list": [1, 2, 3], "sort": "oldest",
            "paging": ["page": 2, "size": 50], "nestedLists": [["a"], ["b", "c"]], "link": "https://example.com/x",
        ]
        let value = try decoder.decode(Everything.self, from: values)
        #expect(value.int == -5)
        #expect(value.uint == 7)
        #expect(value.double == 2.5)
        #expect(value.float == 1.25)
        #expect(value.bool)
        #expect(value.string == "Bob")
        #expect(value.optionalPresent == 3)
        #expect(value.optionalAbsent == nil)
        #expect(value.list == [1, 2, 3])
        #expect(value.sort == .oldest)
        #expect(value.paging == Paging(page: 2, size: 50))
        #expect(value.nestedLists == [["a"], ["b", "c"]])
        #expect(value.link == URL(string: "https://example.com/x"))
    }

    @Test("Engine ParamValues and captures decode like Swift values")
    func paramValues() throws {
        struct Route: Decodable, Equatable {
            let id: Int
            let ids: [UInt]
            let name: String
            let on: Bool
            let ratio: Double
        }
        let values: [String: Any] = [
            "id": ParamValue.int(4), "ids": ParamValue.list([.uint(1), .uint(2)]), "name": ParamValue.string("n"),
            "on": ParamValue.bool(false), "ratio": ParamValue.double(0.5),
        ]
        let expected = Route(id: 4, ids: [1, 2], name: "n", on: false, ratio: 0.5)
        #expect(try decoder.decode(Route.self, from: values) == expected)
        let captures = [
            Capture(name: "id", raw: "4", value: .int(4)),
            Capture(name: "ids", raw: "1,2", value: .list([.uint(1), .uint(2)])),
            Capture(name: "name", raw: "n", value: .string("n")),
            Capture(name: "on", raw: "no", value: .bool(false)),
            Capture(name: "ratio", raw: "0.5", value: .double(0.5)),
        ]
        #expect(try decoder.decode(Route.self, from: captures) == expected)
    }

    @Test("Numbers convert between numeric types when they fit exactly")
    func numericConversions() throws {
        struct Numbers: Decodable {
            let asDouble: Double
            let asInt8: Int8
            let asUInt: UInt
            let asInt: Int
        }
        let numbers = try decoder.decode(
            Numbers.self, from: ["asDouble": 5, "asInt8": UInt(100), "asUInt": 42, "asInt": 3.0])
        #expect(numbers.asDouble == 5)
        #expect(numbers.asInt8 == 100)
        #expect(numbers.asUInt == 42)
        #expect(numbers.asInt == 3)
        struct Small: Decodable { let value: Int8 }
        #expect(throws: DecodingError.self) { try decoder.decode(Small.self, from: ["value": 300]) }
        struct Unsigned: Decodable { let value: UInt }
        #expect(throws: DecodingError.self) { try decoder.decode(Unsigned.self, from: ["value": -1]) }
        struct Whole: Decodable { let value: Int }
        #expect(throws: DecodingError.self) { try decoder.decode(Whole.self, from: ["value": 2.5]) }
    }

    @Test("Strings and Bools do not convert into numbers, nor numbers into Strings")
    func strictScalars() {
        struct Number: Decodable { let value: Int }
        #expect(throws: DecodingError.self) { try decoder.decode(Number.self, from: ["value": "15"]) }
        #expect(throws: DecodingError.self) { try decoder.decode(Number.self, from: ["value": true]) }
        struct Text: Decodable { let value: String }
        #expect(throws: DecodingError.self) { try decoder.decode(Text.self, from: ["value": 15]) }
        struct Flag: Decodable { let value: Bool }
        #expect(throws: DecodingError.self) { try decoder.decode(Flag.self, from: ["value": 1]) }
    }

    @Test("A missing key is keyNotFound, naming the key")
    func missingKey() throws {
        struct Route: Decodable { let userId: Int }
        do {
            _ = try decoder.decode(Route.self, from: ["other": 1])
            Issue.record("decoding should fail")
        } catch DecodingError.keyNotFound(let key, _) {
            #expect(key.stringValue == "userId")
        }
    }

    @Test("Null and nil values are nil for optionals and missing for the rest")
    func nullValues() throws {
        struct Route: Decodable {
            let a: Int?
            let b: Int?
        }
        let optionalNil: Int? = nil
        let route = try decoder.decode(Route.self, from: ["a": NSNull(), "b": optionalNil as Any])
        #expect(route.a == nil && route.b == nil)
        struct Required: Decodable { let a: Int }
        #expect(throws: DecodingError.self) { try decoder.decode(Required.self, from: ["a": NSNull()]) }
        let someThree: Int? = 3
        #expect(try decoder.decode(Required.self, from: ["a": someThree as Any]).a == 3)
    }

    @Test("A value that already has the property's type is taken as it is")
    func exactTypePassThrough() throws {
        struct Route: Decodable {
            let id: UUID
            let day: Date
        }
        let id = UUID()
        let day = Date(timeIntervalSince1970: 86_400)
        let route = try decoder.decode(Route.self, from: ["id": id, "day": day])
        #expect(route.id == id)
        #expect(route.day == day)
    }

    @Test("Custom CodingKeys map URL names to property names")
    func codingKeys() throws {
        struct ViewPost: Decodable {
            let postId: Int
            let unsubscribe: Bool?
            enum CodingKeys: String, CodingKey {
                case postId = "post"
                case unsubscribe = "unsub"
            }
        }
        let post = try decoder.decode(ViewPost.self, from: ["post": 3, "unsub": true])
        #expect(post.postId == 3 && post.unsubscribe == true)
    }

    @Test("Element errors name their position in the list")
    func listElementError() {
        struct Route: Decodable { let ids: [Int] }
        do {
            _ = try decoder.decode(Route.self, from: ["ids": [1, "two", 3] as [Any]])
            Issue.record("decoding should fail")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["ids", "Index 1"])
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}

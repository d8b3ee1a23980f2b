import Foundation

/// The query items of a matched URL, percent-decoded, in order.
///
/// A name is looked up exactly first, then ignoring case (as Crossroad does); for a repeated name
/// the last item wins. An item without `=` has the value `""`. (A parameter named like a member of
/// this type, such as `items`, is read with the subscript.)
@dynamicMemberLookup
public struct QueryParameters: Sendable, Equatable {
    /// One decoded query item.
    public struct Item: Hashable, Sendable {
        /// The decoded name.
        public let name: String
        /// The decoded value (`""` for an item without `=`).
        public let value: String

        /// Creates an item.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The items, in URL order.
    public let items: [Item]

    /// Creates parameters from decoded items.
    public init(_ items: [Item]) {
        self.items = items
    }

    /// Creates parameters from Foundation query items (an item without a value has the value `""`).
    public init(_ queryItems: [URLQueryItem]) {
        self.init(queryItems.map { Item(name: $0.name, value: $0.value ?? "") })
    }

    /// The text of the first item whose name `regularExpression` matches (anywhere in the name).
    public func firstText(matchingName regularExpression: NSRegularExpression) -> String? {
        items.first { item in
            regularExpression.firstMatch(in: item.name, range: NSRange(item.name.startIndex..., in: item.name)) != nil
        }?.value
    }

    /// The text of the item `name`: the last exact match, else the last match ignoring case.
    public func text(named name: String) -> String? {
        if let exact = items.last(where: { $0.name == name }) { return exact.value }
        let lowered = name.lowercased()
        return items.last(where: { $0.name.lowercased() == lowered })?.value
    }

    /// The item `name` parsed as `T`, or `nil` when it is absent or does not parse.
    public subscript<T: Parsable>(_ name: String) -> T? {
        text(named: name).flatMap(T.init(from:))
    }

    /// The item named like the member (`context.queryParameters.type`), parsed as `T`.
    public subscript<T: Parsable>(dynamicMember name: String) -> T? {
        self[name]
    }
}

import LosslessJSON

/// What the property wrappers on one property of a bound model say about
/// its row: its caption, the section it starts, its rules.
struct BindingAttributes: Sendable {
    var caption: String?
    /// A section starts at the property, under this header.
    var header: String?
    /// The footer of the section the property is in.
    var footer: String?
    var placeholder: String?
    var secure = false
    var range: NumberBounds?
    var multiline = false
    var selection: SelectionStyle?
    /// The parts of a `Date` its row shows.
    var dateStyle: DateFieldStyle?
    /// A `Bool` shown as a checkbox.
    var checkbox = false
    /// The property gets no row (``Skip``).
    var skipped = false
}

/// The bounds a ``NumberRange`` gives a number.
struct NumberBounds: Sendable, Hashable {
    var lower: JSONNumber
    var upper: JSONNumber
}

/// How a ``Selection`` shows a choice.
struct SelectionStyle: Sendable, Hashable {
    /// The texts to choose from, for a String property; nil for an enum's cases.
    var options: [String]?
    /// A radio group in place of a checkmark list on a screen of its own.
    var inline: Bool
}

/// A property wrapper of the binding API: what it says, and the value it wraps.
protocol BindingAttribute {
    /// Adds what this wrapper says to `attributes`.
    func note(into attributes: inout BindingAttributes)
    /// The wrapped value (another wrapper, or the property's value).
    var wrappedAny: Any { get }
}

extension BindingAttribute where Self: BindingWrapper {
    var wrappedAny: Any { wrappedValue }
}

/// The attributes of a model's properties by coding path, handed to the
/// decoder that turns edited values back into the model: a wrapper decoded
/// from bare JSON finds its arguments (a caption, a range) here, so the
/// edited model keeps them.
struct AttributeTable: Sendable {
    var byPath: [String: BindingAttributes] = [:]

    /// The key under which the table is in a decoder's `userInfo`.
    static let userInfoKey = CodingUserInfoKey(rawValue: "SettingsKit.AttributeTable")

    /// The attributes of the property `decoder` is decoding, when a table was handed over.
    static func attributes(for decoder: any Decoder) -> BindingAttributes? {
        guard let key = userInfoKey, let table = decoder.userInfo[key] as? AttributeTable else { return nil }
        return table.byPath[path(decoder.codingPath)]
    }

    /// A coding path spelled as a table's key.
    static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map(\.stringValue).joined(separator: ".")
    }
}

import LosslessJSON

/// What a record of a list is called on its row, its screen's title and in
/// `changes`: the value of the first of its title fields it holds (a text,
/// or a list of texts joined by commas), else a short summary of its first
/// members that hold texts (`matchDepTypes: devDependencies`), else nothing
/// (the row is then `Item N`).
package enum RecordTitle {
    /// How many columns a title read from a description or a summary takes at most.
    static let summaryWidth = 48

    /// The record's name by its title fields only (nil when it holds none of
    /// them): what `changes` matches a record before and after an edit by.
    package static func named(_ record: JSONValue?, fields: [String]) -> String? {
        guard let record, record.objectMembers != nil else { return nil }
        for field in fields {
            guard let value = record.member(field), let text = text(of: value) else { continue }
            // A description is a sentence or more: its beginning names the record.
            return field == "description" ? shortened(text) : text
        }
        return nil
    }

    /// The record's title: by its title fields, else a summary of its first
    /// members that hold texts; nil when it holds none.
    package static func title(_ record: JSONValue?, fields: [String]) -> String? {
        if let name = named(record, fields: fields) { return name }
        guard let members = record?.objectMembers else { return nil }
        let texts = members.lazy.compactMap { member in text(of: member.value).map { "\(member.key): \($0)" } }.prefix(2)
        guard !texts.isEmpty else { return nil }
        return shortened(texts.joined(separator: "; "))
    }

    /// A text, or a list of texts, as a title: on one line; nil when blank.
    private static func text(of value: JSONValue) -> String? {
        let text: String
        switch value {
        case .string(let string):
            text = string
        case .array(let entries) where !entries.isEmpty:
            let texts = entries.compactMap { entry -> String? in
                if case .string(let string) = entry { return string }
                return nil
            }
            guard texts.count == entries.count else { return nil }
            text = texts.joined(separator: ", ")
        default:
            return nil
        }
        let line = text.split(whereSeparator: \.isNewline).map(String.init).joined(separator: " ")
        return line.trimmingWhitespace.isEmpty ? nil : line
    }

    private static func shortened(_ text: String) -> String {
        TextWidth.truncate(text, to: summaryWidth, ellipsis: "…")
    }
}

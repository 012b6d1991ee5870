import LosslessJSON

extension JSONValue {
    /// The value as a person reads it: strings without quotes, numbers in
    /// their shortest form, everything else as compact JSON.
    public var plainText: String {
        switch self {
        case .string(let text): return text
        case .number(let number): return NumberText.format(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array, .object: return jsonText
        }
    }

    /// The value as a person reads it where a text must read apart from
    /// other values (an echo of a value, `get` at a terminal): as
    /// ``plainText``, except a text that would read as another JSON value
    /// is quoted (see ``unambiguous(_:)``).
    public var unambiguousText: String {
        if case .string(let text) = self { return Self.unambiguous(text) }
        return plainText
    }

    /// `text` as it is, unless it reads as another JSON value — `null`,
    /// `true`, `12`, `[1]`, `"a"`, with or without spaces around — then as
    /// the JSON string it is (`"null"`), so it can't be taken for that value.
    package static func unambiguous(_ text: String) -> String {
        // Only these can start a JSON value (after spaces): most texts are never parsed.
        guard let first = text.unicodeScalars.first(where: { !" \t\n\r".unicodeScalars.contains($0) }),
              "-\"[{ntf0123456789".unicodeScalars.contains(first) else { return text }
        do throws(JSONSyntaxError) {
            _ = try JSONDocument.parse(Array(text.utf8))
            return JSONSerializer.quoted(text)
        } catch {
            return text
        }
    }

    /// The value as a problem with it names it: as compact JSON, except a
    /// list or an object too long to quote whole (``Message/quoteLimit``),
    /// named by its kind alone — the problem names the entry at fault
    /// ("has item 13, whose …"), which the whole of a long list would bury.
    package var problemText: String {
        let text = jsonText
        switch self {
        case .array where text.count > Message.quoteLimit: return "list"
        case .object where text.count > Message.quoteLimit: return "object"
        default: return Message.excerpt(text)
        }
    }

    /// The value as compact JSON text.
    package var jsonText: String {
        JSONSerializer.serialize(self, style: .minified)
    }

    /// The value as a number, if it is one.
    package var numberValue: Double? {
        if case .number(let number) = self { return number.double }
        return nil
    }

    /// Whether a number inside can't be written back: beyond Double's range
    /// (`1e999` reads as infinity, which would be saved as `null`). Whole
    /// numbers too long for a Double are caught from their spelling, by
    /// ``LosslessJSON/JSONDocument/hasInexactInteger(_:)``.
    package var hasUnstorableNumber: Bool {
        switch self {
        case .number(let number): return !number.isFinite
        case .array(let elements): return elements.contains { $0.hasUnstorableNumber }
        case .object(let members): return members.contains { $0.value.hasUnstorableNumber }
        default: return false
        }
    }

    /// Whether a number inside is NaN, "not a number": JSON can't spell one,
    /// but a property list's `<real>nan</real>` reads as one. It can't be
    /// stored either, and is no size at all, so it is named for what it is.
    package var hasNaN: Bool {
        switch self {
        case .number(let number): return number.double.isNaN
        case .array(let elements): return elements.contains { $0.hasNaN }
        case .object(let members): return members.contains { $0.value.hasNaN }
        default: return false
        }
    }

    /// Whether a number inside is beyond 64 bits, where whole numbers stop being exact.
    package var hasHugeNumber: Bool {
        switch self {
        case .number(let number): return number.integer == nil && abs(number.double) >= 9_007_199_254_740_992
        case .array(let elements): return elements.contains { $0.hasHugeNumber }
        case .object(let members): return members.contains { $0.value.hasHugeNumber }
        default: return false
        }
    }

    /// The elements, if the value is an array.
    package var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }
}

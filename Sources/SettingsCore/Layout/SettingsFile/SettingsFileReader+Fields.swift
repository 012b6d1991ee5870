import LosslessJSON

// Typed fields of a settings file's objects: each reports a member of the
// wrong kind and reads as missing.
extension SettingsFileReader {
    /// A setting's key: reported when missing or empty.
    mutating func requiredKey(in node: JSONNodeID, itemType: String?) -> String? {
        guard let key = string("key", in: node) else {
            if document.member("key", of: node) == nil { report(.missingKey(itemType: itemType), at: node) }
            return nil
        }
        if key.isEmpty {
            report(.emptyKey, at: document.member("key", of: node) ?? node)
            return nil
        }
        return key
    }

    mutating func field(_ name: String, in node: JSONNodeID, kind: JSONKind, required: Bool) -> JSONNodeID? {
        guard let child = document.member(name, of: node) else {
            if required { report(.missingField(name), at: node) }
            return nil
        }
        guard document.kind(child) == kind else {
            report(.wrongKind(field: name, expected: kind, found: document.kind(child)), at: child)
            return nil
        }
        return child
    }

    mutating func string(_ name: String, in node: JSONNodeID) -> String? {
        field(name, in: node, kind: .string, required: false).flatMap { document.string($0) }
    }

    /// A string kept undecoded until it is shown (titles, help: most are never shown).
    mutating func text(_ name: String, in node: JSONNodeID) -> JSONText? {
        field(name, in: node, kind: .string, required: false).flatMap { document.text($0) }
    }

    mutating func bool(_ name: String, in node: JSONNodeID) -> Bool? {
        field(name, in: node, kind: .bool, required: false).flatMap { document.bool($0) }
    }

    mutating func number(_ name: String, in node: JSONNodeID) -> JSONNumber? {
        field(name, in: node, kind: .number, required: false).flatMap { document.exactNumber($0) }
    }

    mutating func integer(_ name: String, in node: JSONNodeID) -> Int? {
        guard let value = number(name, in: node)?.double else { return nil }
        guard value >= 0, value <= 1_000_000, value.rounded() == value else {
            report(.notWholeNumber(field: name), at: document.member(name, of: node) ?? node)
            return nil
        }
        return Int(value)
    }

    /// An info item's fixed text.
    mutating func infoText(in node: JSONNodeID) -> String? {
        guard let valueNode = document.member("value", of: node) else { return nil }
        let value = document.value(valueNode)
        guard value.isScalar else {
            report(.infoValueNotScalar, at: valueNode)
            return nil
        }
        return value.plainText
    }
}

import LosslessJSON
import SettingsCore

// Typed fields of a settings file's objects: each reports a member of the
// wrong kind and reads as missing.
extension SettingsFileReader {
    /// The object at `node` with its fields found (one walk over its members).
    func object(_ node: JSONNodeID) -> SettingsFileObject {
        SettingsFileObject(node, in: document)
    }

    /// A setting's key: reported when missing or empty.
    mutating func requiredKey(in object: SettingsFileObject, itemType: String?) -> String? {
        guard let key = string(.key, in: object) else {
            if object[.key] == nil { report(.missingKey(itemType: itemType), at: object.node) }
            return nil
        }
        if key.isEmpty {
            report(.emptyKey, at: object.place(of: .key))
            return nil
        }
        return key
    }

    mutating func field(_ field: SettingsFileField, in object: SettingsFileObject, kind: JSONKind, required: Bool) -> JSONNodeID? {
        guard let child = object[field] else {
            if required { report(.missingField(field.name), at: object.node) }
            return nil
        }
        guard document.kind(child) == kind else {
            report(.wrongKind(field: field.name, expected: kind, found: document.kind(child)), at: child)
            return nil
        }
        return child
    }

    mutating func string(_ field: SettingsFileField, in object: SettingsFileObject) -> String? {
        self.field(field, in: object, kind: .string, required: false).flatMap { document.string($0) }
    }

    /// A string kept undecoded until it is shown (titles, help: most are never shown).
    mutating func text(_ field: SettingsFileField, in object: SettingsFileObject) -> JSONText? {
        self.field(field, in: object, kind: .string, required: false).flatMap { document.text($0) }
    }

    mutating func bool(_ field: SettingsFileField, in object: SettingsFileObject) -> Bool? {
        self.field(field, in: object, kind: .bool, required: false).flatMap { document.bool($0) }
    }

    /// A number that a bound or step can be: finite (`1e400` reads as infinity, which no value is below).
    mutating func number(_ field: SettingsFileField, in object: SettingsFileObject) -> JSONNumber? {
        guard let node = self.field(field, in: object, kind: .number, required: false),
              let number = document.exactNumber(node) else { return nil }
        guard number.isFinite else {
            report(.boundTooLarge(field: field.name, spelled: document.numberText(node) ?? ""), at: node)
            return nil
        }
        return number
    }

    mutating func integer(_ field: SettingsFileField, in object: SettingsFileObject) -> Int? {
        guard let value = number(field, in: object)?.double else { return nil }
        guard value >= 0, value <= 1_000_000, value.rounded() == value else {
            report(.notWholeNumber(field: field.name), at: object.place(of: field))
            return nil
        }
        return Int(value)
    }

    /// An info item's fixed text.
    mutating func infoText(in object: SettingsFileObject) -> String? {
        guard let valueNode = object[.value] else { return nil }
        let value = document.value(valueNode)
        guard value.isScalar else {
            report(.infoValueNotScalar, at: valueNode)
            return nil
        }
        return value.plainText
    }

    /// Whether the member `field` holds a number that can't be written back as it reads.
    func unstorable(_ field: SettingsFileField, in object: SettingsFileObject) -> Bool {
        // A call, not `map(document.hasInexactInteger)`: that method reference
        // copied the document (three arrays retained and released) per setting.
        guard let node = object[field] else { return false }
        return document.hasInexactInteger(node)
    }
}

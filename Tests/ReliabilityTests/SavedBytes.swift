import Foundation
import LosslessJSON
import SettingsCore
import SettingsFileLayout
import TestSupport
import Testing

/// What a save may change: only the `values` member, and in it only
/// the changed keys' values; new keys are added after the existing ones.
enum SavedBytes {
    static func problem(old: SettingsDocument, new: SettingsDocument, pending: [String: JSONValue]) -> String? {
        let a = old.json, b = new.json
        guard let newValues = b.member("values", of: b.root) else { return "the saved file has no values member" }
        if let oldValues = a.member("values", of: a.root) {
            let oldSpan = a.span(oldValues), newSpan = b.span(newValues)
            if a.bytes[..<oldSpan.lowerBound] != b.bytes[..<newSpan.lowerBound] { return "bytes before values changed" }
            if a.bytes[oldSpan.upperBound...] != b.bytes[newSpan.upperBound...] { return "bytes after values changed" }
            return membersProblem(a, oldValues, b, newValues, pending)
        }
        // No values member before: one insertion into the root, nothing else touched.
        var prefix = 0
        while prefix < a.bytes.count, prefix < b.bytes.count, a.bytes[prefix] == b.bytes[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.bytes.count - prefix, suffix < b.bytes.count - prefix,
              a.bytes[a.bytes.count - 1 - suffix] == b.bytes[b.bytes.count - 1 - suffix] { suffix += 1 }
        if prefix + suffix != a.bytes.count { return "inserting values changed other bytes (at \(prefix))" }
        let inserted = prefix..<(b.bytes.count - suffix)
        guard let keySpan = b.keySpan(newValues), inserted.contains(keySpan.lowerBound),
              b.span(newValues).upperBound <= inserted.upperBound else { return "the inserted text is not the values member" }
        return membersProblem(nil, nil, b, newValues, pending)
    }

    private static func members(_ document: JSONDocument, _ object: JSONNodeID) -> [(key: String, node: JSONNodeID)] {
        document.children(object).map { (document.key($0) ?? "", $0) }
    }

    static func membersProblem(_ a: JSONDocument?, _ oldObject: JSONNodeID?, _ b: JSONDocument, _ newObject: JSONNodeID, _ pending: [String: JSONValue]) -> String? {
        let before = a.flatMap { a in oldObject.map { members(a, $0) } } ?? []
        let after = members(b, newObject)
        if after.count < before.count { return "members were removed" }
        for (index, member) in after.enumerated() {
            if index < before.count {
                let old = before[index]
                guard let a else { break }
                if old.key != member.key { return "member \(index) is \(member.key.debugDescription), was \(old.key.debugDescription)" }
                if a.bytes[a.keySpan(old.node)!] != b.bytes[b.keySpan(member.node)!] { return "the key bytes of \(member.key.debugDescription) changed" }
                if let value = pending[member.key] {
                    if b.value(member.node) != value { return "\(member.key.debugDescription) was saved as \(b.value(member.node)), not \(value)" }
                } else if a.bytes[a.span(old.node)] != b.bytes[b.span(member.node)] {
                    return "the unchanged \(member.key.debugDescription) changed from \(String(decoding: a.bytes[a.span(old.node)], as: UTF8.self)) to \(String(decoding: b.bytes[b.span(member.node)], as: UTF8.self))"
                }
                // The bytes between this member and the next old one stay.
                if index + 1 < before.count {
                    let oldGap = a.bytes[a.span(old.node).upperBound..<a.keySpan(before[index + 1].node)!.lowerBound]
                    let newGap = b.bytes[b.span(member.node).upperBound..<b.keySpan(after[index + 1].node)!.lowerBound]
                    if oldGap != newGap { return "the text between \(old.key.debugDescription) and the next member changed" }
                }
            } else {
                guard let value = pending[member.key] else { return "an unexpected new member \(member.key.debugDescription)" }
                if b.value(member.node) != value { return "the new \(member.key.debugDescription) was saved as \(b.value(member.node)), not \(value)" }
            }
        }
        for key in pending.keys where !after.contains(where: { $0.key == key }) {
            return "the change to \(key.debugDescription) was not written"
        }
        if let a, let oldObject, let first = before.first {
            // From the brace to the first key, and from the last old value to the brace.
            let oldHead = a.bytes[a.span(oldObject).lowerBound..<a.keySpan(first.node)!.lowerBound]
            let newHead = b.bytes[b.span(newObject).lowerBound..<b.keySpan(after[0].node)!.lowerBound]
            if oldHead != newHead { return "the text before the first member changed" }
            let oldTail = a.bytes[a.span(before.last!.node).upperBound..<a.span(oldObject).upperBound]
            let newTail = b.bytes[b.span(after[before.count - 1].node).upperBound..<b.span(newObject).upperBound]
            if !newTail.elementsEqual(oldTail) && !(newTail.count > oldTail.count && newTail.suffix(oldTail.count).elementsEqual(oldTail)) {
                return "the text after the last member changed"
            }
        }
        return nil
    }
}

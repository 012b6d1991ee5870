extension JSONDocument {
    /// A key that appears more than once in one object.
    package struct DuplicateKey: Sendable, Equatable {
        /// The object holding the key twice.
        package var object: JSONNodeID
        package var key: String
    }

    /// Every object's repeated keys, in a depth-first walk (the reader keeps
    /// them, as JSON allows; a format that forbids them asks here). Keys are
    /// compared as raw bytes, and decoded only when one has an escape or the
    /// object is large. A key is named once per object, however often it
    /// repeats there (a million repeats were a million messages).
    package func duplicateKeys() -> [DuplicateKey] {
        if let keyCheck, keyCheck.keysAreUnique() { return [] }
        var found: [DuplicateKey] = []
        var stack: [JSONNodeID] = [root]
        var spans: [Range<Int>] = []
        var seen = Set<String>()
        var named = Set<String>()
        while let node = stack.popLast() {
            let containerKind = kind(node)
            guard containerKind == .object || containerKind == .array else { continue }
            spans.removeAll(keepingCapacity: true)
            var escaped = false
            for child in children(node) {
                let childKind = kind(child)
                if childKind == .object || childKind == .array { stack.append(child) }
                if containerKind == .object, let span = keySpan(child) {
                    spans.append(span)
                    if bits[Int(child.index)] & Node.keyEscapes != 0 { escaped = true }
                }
            }
            guard spans.count > 1 else { continue }
            if spans.count <= Self.bytewiseKeyLimit && !escaped {
                // Each repeated key is named at its second use.
                for i in 1..<spans.count {
                    var earlierUses = 0
                    for j in 0..<i where sameBytes(spans[i], spans[j]) {
                        earlierUses += 1
                        if earlierUses > 1 { break }
                    }
                    if earlierUses == 1 {
                        found.append(DuplicateKey(object: node, key: String(decoding: bytes[spans[i]].dropFirst().dropLast(), as: UTF8.self)))
                    }
                }
            } else {
                seen.removeAll(keepingCapacity: true)
                named.removeAll(keepingCapacity: true)
                for child in children(node) {
                    let name = key(child) ?? ""
                    if !seen.insert(name).inserted, named.insert(name).inserted { found.append(DuplicateKey(object: node, key: name)) }
                }
            }
        }
        return found
    }

    /// The most members an object may have for its keys to be compared byte for byte; a larger
    /// object's keys are compared decoded, as `String`s (so are keys with escapes).
    static let bytewiseKeyLimit = 16

    /// Whether the duplicate keys were looked for as the text was parsed: then
    /// ``duplicateKeys()`` needs no walk of its own unless some were found.
    package var keysCheckedAlongside: Bool { keyCheck != nil }

    /// Whether two spans of the text hold the same bytes: lengths first (a
    /// settings item's keys mostly differ in length), then the bytes, with
    /// no slices made (the generic slice comparison was most of this walk).
    private func sameBytes(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        guard a.count == b.count else { return false }
        return bytes.withUnsafeBufferPointer { text in
            guard a.lowerBound >= 0, b.lowerBound >= 0, a.upperBound <= text.count, b.upperBound <= text.count else { return false }
            var j = 0
            while j < a.count {
                if text[a.lowerBound &+ j] != text[b.lowerBound &+ j] { return false }
                j &+= 1
            }
            return true
        }
    }
}

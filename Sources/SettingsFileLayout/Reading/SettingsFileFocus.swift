import LosslessJSON

/// The part of a settings file that one key's value needs, as a settings
/// file of its own: the root's members with `groups` cut down to the one item
/// (or radio group) that declares the key, without its visibility condition,
/// which names other keys, and `values` to the value stored for it.
///
/// A one-shot `get` of a file of 100,000 items reads that instead of the
/// whole layout. Finding the item costs one scan of the bytes
/// (``JSONBracketScan``) rather than a parse: the key is looked for as
/// written, `"key": "NAME"`, and the brackets around each place it occurs
/// say whether it is an item's key inside `groups`. Anything less plain is
/// left to the whole file's reading: a key spelled with escapes, or given
/// by more than one item. The whole file's syntax is checked first
/// (``JSONSyntaxCheck``), so a file that is not JSON is refused as it would
/// be whole. Beyond syntax, the problems a focused file can show are the
/// item's own and its value's: the rest of the layout is not checked (a
/// default out of range in another item, a condition naming no key).
package enum SettingsFileFocus {
    /// The focused file for `key`, or nil when `bytes` don't plainly hold one item with that key.
    package static func text(of bytes: [UInt8], key: String) -> [UInt8]? {
        let name = Array(key.utf8)
        // A name the file could spell in more than one way is not looked for.
        guard !name.isEmpty, !name.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return nil }
        let quoted = [UInt8(ascii: "\"")] + name + [UInt8(ascii: "\"")]
        // A file with a syntax error anywhere is refused as it would be whole;
        // a large one is checked on another core while this one looks for the key.
        let check = JSONSyntaxCheck.start(bytes)
        let focused = bytes.withUnsafeBufferPointer { bytes -> [UInt8]? in
            guard let places = JSONBracketScan.occurrences(of: quoted, in: bytes, limit: 256), !places.isEmpty,
                  let scan = JSONBracketScan(bytes, stringsAt: places),
                  // A text the check accepts is one value: this container, when it holds one.
                  bytes[scan.top.open] == UInt8(ascii: "{")
            else { return nil }
            let groupsMembers = children(named: "groups", of: scan, in: bytes)
            let valuesMembers = children(named: "values", of: scan, in: bytes)
            guard groupsMembers.count == 1, let groups = groupsMembers.first, bytes[groups.open] == UInt8(ascii: "["),
                  valuesMembers.count <= 1, case let values = valuesMembers.first, values.map({ bytes[$0.open] == UInt8(ascii: "{") }) != false
            else { return nil }
            let declarations = zip(places, scan.strings).compactMap { place, string in
                string.flatMap { declaration(at: place, $0, groups: groups, in: bytes) }
            }
            guard declarations.count == 1, let (container, isGroup) = declarations.first,
                  let text = withoutCondition(Array(bytes[container.range])),
                  let valueText = storedValue(of: key, in: values.map { Array(bytes[$0.range]) })
            else { return nil }
            let groupsText = isGroup ? Array("[".utf8) + text + Array("]".utf8) : Array("[{\"items\": [".utf8) + text + Array("]}]".utf8)
            var replacements = [(groups, groupsText)]
            if let values { replacements.append((values, valueText)) }
            return spliced(bytes, replacing: replacements.sorted { $0.0.open < $1.0.open })
        }
        return check.accepted() ? focused : nil
    }

    /// The containers directly inside the root that are the member `name`
    /// (more than one is left to the whole reading, which says so).
    private static func children(named name: String, of scan: JSONBracketScan, in bytes: UnsafeBufferPointer<UInt8>) -> [JSONBracketScan.Span] {
        scan.children.filter { isMember($0.open, named: name, in: bytes) }
    }

    /// Whether the value at `offset` is the member `name`, its name written without escapes.
    private static func isMember(_ offset: Int, named name: String, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let written = JSONBracketScan.memberName(beforeValueAt: offset, in: bytes) else { return false }
        return written.elementsEqual([UInt8(ascii: "\"")] + Array(name.utf8) + [UInt8(ascii: "\"")])
    }

    /// The object whose `key` the string at `place` is, when it is an item
    /// or a group that is a setting (a radio group); whether it is a group.
    /// Its containers are the root, `groups`, then a group, its `items` and
    /// an item, as often as panes nest (a pane's `groups`, a group, …).
    private static func declaration(at place: Int, _ string: JSONBracketScan.StringStart, groups: JSONBracketScan.Span,
                                    in bytes: UnsafeBufferPointer<UInt8>) -> (JSONBracketScan.Span, isGroup: Bool)? {
        let path = string.enclosing
        guard path.count >= 3, path.count % 2 == 1, path[1] == groups.open, let container = string.container,
              isMember(place, named: "key", in: bytes)
        else { return nil }
        for level in stride(from: 1, to: path.count, by: 2) {
            // Odd levels are arrays: `groups` at 1, 5, 9, …, `items` at 3, 7, …; even levels their objects.
            let name = level % 4 == 1 ? "groups" : "items"
            guard bytes[path[level]] == UInt8(ascii: "["), level == 1 || isMember(path[level], named: name, in: bytes),
                  bytes[path[level + 1]] == UInt8(ascii: "{")
            else { return nil }
        }
        return (container, path.count % 4 == 3)
    }

    /// The item's (or group's) text without its `visibleWhen`: whether it
    /// shows does not change its value, and the keys it names are not in the
    /// focused file. Nil when it is not an object the reader accepts.
    private static func withoutCondition(_ item: [UInt8]) -> [UInt8]? {
        guard let document = try? JSONDocument.parse(item), document.kind(document.root) == .object else { return nil }
        guard document.member("visibleWhen", of: document.root) != nil else { return item }
        return JSONEditor.apply(JSONEditor.removeMember("visibleWhen", from: document.root, of: document), to: item)
    }

    /// The `values` object holding only what it stores for `key` (its last
    /// member of that name, as the reader takes it); `{}` without a `values`
    /// object. Nil when `values` is not an object the reader accepts, or has
    /// a name twice (left to the whole reading, which says so).
    private static func storedValue(of key: String, in values: [UInt8]?) -> [UInt8]? {
        guard let values else { return Array("{}".utf8) }
        guard let document = try? JSONDocument.parse(values), document.kind(document.root) == .object,
              document.duplicateKeys().isEmpty
        else { return nil }
        guard let value = document.member(key, of: document.root) else { return Array("{}".utf8) }
        return Array("{\"\(key)\": ".utf8) + values[document.span(value)] + Array("}".utf8)
    }

    /// `bytes` with each span replaced, the spans in order and apart.
    private static func spliced(_ bytes: UnsafeBufferPointer<UInt8>, replacing spans: [(JSONBracketScan.Span, [UInt8])]) -> [UInt8] {
        var text: [UInt8] = []
        var start = 0
        for (span, replacement) in spans {
            text += bytes[start..<span.open]
            text += replacement
            start = span.close + 1
        }
        text += bytes[start...]
        return text
    }
}

import LosslessJSON

/// The edits a ``YAMLDocument`` makes: a changed value's bytes replaced
/// in the style it was written in (plain, quoted, flow or block) where the
/// new value allows; a new member inserted after its siblings, at their
/// indentation; a member taken out with its lines; comments, blank lines
/// and everything else kept byte for byte.
extension YAMLDocument {
    package func setValues(_ changes: [JSONPathChange], in object: JSONNodeID) throws(JSONPathConflict) -> JSONEditor.PathEdits {
        var result = JSONEditor.PathEdits(edits: [], createdObjects: [])
        // Members to add or set, by the object they go in (in order of first use).
        var order: [JSONNodeID] = []
        var planned: [JSONNodeID: [JSONMember]] = [:]
        for change in changes where !change.path.isEmpty {
            switch lookup(Array(change.path.dropLast()), from: object) {
            case .found(let node):
                guard kind(node) == .object else {
                    throw JSONPathConflict(path: change.path, blocking: Array(change.path.dropLast()), found: kind(node))
                }
                add(JSONMember(key: change.path[change.path.count - 1], value: change.value), to: node)
            case .missing(let node, let depth):
                var value = change.value
                for name in change.path[(depth + 1)...].reversed() { value = .object([JSONMember(key: name, value: value)]) }
                _ = name(change.path[depth])
                add(JSONMember(key: change.path[depth], value: value), to: node)
                for end in (depth + 1)..<change.path.count { result.createdObjects.append(Array(change.path[..<end])) }
            case .notObject(let node, let depth):
                throw JSONPathConflict(path: change.path, blocking: Array(change.path[..<depth]), found: kind(node))
            }
        }
        func add(_ member: JSONMember, to node: JSONNodeID) {
            if planned[node] == nil { order.append(node) }
            var members = planned[node] ?? []
            if let index = members.firstIndex(where: { $0.key == member.key }), case .object(let old) = members[index].value,
               case .object(let new) = member.value {
                members[index].value = .object(merged(old, new))
            } else {
                members.removeAll { $0.key == member.key }
                members.append(member)
            }
            planned[node] = members
        }
        for node in order { result.edits += setMembers(planned[node] ?? [], in: node) }
        return result
    }

    private func name(_ text: String) -> String { text }

    /// `old`'s members with `new`'s laid over them, nested objects merged.
    private func merged(_ old: [JSONMember], _ new: [JSONMember]) -> [JSONMember] {
        var result = old
        for member in new {
            if let index = result.firstIndex(where: { $0.key == member.key }), case .object(let a) = result[index].value,
               case .object(let b) = member.value {
                result[index].value = .object(merged(a, b))
            } else {
                result.removeAll { $0.key == member.key }
                result.append(member)
            }
        }
        return result
    }

    package func setMembers(_ members: [JSONMember], in object: JSONNodeID) -> [JSONEdit] {
        let target = resolved(object)
        var edits: [JSONEdit] = []
        var missing: [JSONMember] = []
        let own = rawChildren(target)
        for member in members {
            if let existing = own.last(where: { key($0) == member.key }) {
                edits += replace(existing, with: member.value)
            } else if let merged = self.member(member.key, of: target), value(merged) == member.value {
                // Merged in with `<<` and unchanged: it stays where it comes from. (A changed one is
                // written here, where it overrides the merged one for this mapping alone.)
                continue
            } else {
                missing.append(member)
            }
        }
        if !missing.isEmpty { edits += insert(missing, into: target) }
        return edits
    }

    package func removeMember(_ name: String, from object: JSONNodeID) -> [JSONEdit] {
        let target = resolved(object)
        guard let member = rawChildren(target).last(where: { key($0) == name }), let keySpan = keySpan(member) else { return [] }
        if node(target).style == .flow {
            return removeFlowEntry(from: keySpan.lowerBound, to: subtreeEnd(member), in: target)
        }
        var start = lineStart(keySpan.lowerBound)
        var end = lineEndAfter(subtreeEnd(member))
        // A member set apart by blank lines takes one of them along, so its siblings stay one blank line apart
        // (not when the line before belongs to a block scalar that keeps its final line breaks: `|+`).
        let siblings = rawChildren(target)
        let before = siblings.firstIndex(of: member).flatMap { $0 > 0 ? siblings[$0 - 1] : nil }
        if before.map(keepsFinalBreaks) ?? false {
            // Blank lines left after it would join that scalar's text: they go with the member.
            while end < bytes.count, isBlankLine(at: end) { end = lineEndAfter(end) }
        } else if start > 0, isBlankLine(before: start), end == bytes.count || isBlankLine(at: end) {
            start = lineStart(start - 1)
        }
        return [JSONEdit(range: start..<end, replacement: [])]
    }

    /// Whether `id` (a member) holds a block scalar that keeps its final
    /// line breaks (`|+`, `>+`): blank lines after it are part of its text.
    private func keepsFinalBreaks(_ id: JSONNodeID) -> Bool {
        let value = node(id)
        guard value.kind == .scalar, value.style == .literal || value.style == .folded else { return false }
        var at = value.start
        while at < bytes.count, !YAMLReader.isBreak(bytes[at]), bytes[at] != UInt8(ascii: "#") {
            if bytes[at] == UInt8(ascii: "+") { return true }
            at += 1
        }
        return false
    }

    /// Whether the line ending just before `offset` (a line's start) holds only spaces.
    private func isBlankLine(before offset: Int) -> Bool {
        offset > 0 && isBlankLine(at: lineStart(offset - 1))
    }

    /// Whether the line starting at `offset` holds only spaces (or tabs).
    private func isBlankLine(at offset: Int) -> Bool {
        var j = offset
        while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
        return j == bytes.count || YAMLReader.isBreak(bytes[j])
    }

    package func renameMember(_ member: JSONNodeID, to name: String) -> [JSONEdit] {
        let key = node(member).key
        guard key >= 0 else { return [] }
        let keyNode = nodes[Int(key)]
        return [JSONEdit(range: keyNode.start..<keyNode.end, replacement: Array(scalarText(.string(name), like: keyNode, flow: true).utf8))]
    }

    // MARK: Values

    /// Edits making `id` hold `value`, keeping what already holds it.
    func replace(_ id: JSONNodeID, with value: JSONValue) -> [JSONEdit] {
        guard self.value(id) != value else { return [] }
        let old = node(id)
        switch (old.kind, value) {
        case (.mapping, .object(let members)):
            var edits = setMembers(members, in: id)
            let names = Set(members.map(\.key))
            for child in rawChildren(id) {
                if let name = key(child), !names.contains(name), name != "<<" { edits += removeMember(name, from: id) }
            }
            return edits
        case (.sequence, .array(let items)) where rawChildren(id).count == items.count:
            return zip(rawChildren(id), items).flatMap { replace($0, with: $1) }
        case (.sequence, .array(let items)) where old.style == .block:
            return replaceBlockItems(id, with: items)
        default:
            break
        }
        let range = old.start..<old.end
        let flow = isInFlow(id)
        switch value {
        case .object, .array:
            if flow || old.style == .flow { return [JSONEdit(range: range, replacement: Array(flowText(value).utf8))] }
            // A block collection goes on the lines below its key or dash.
            let indent = childIndent(of: id)
            let text = blockText(value, indent: indent)
            let start = valueStart(id)
            return [JSONEdit(range: start..<max(old.end, start), replacement: Array(text.utf8))]
        default:
            // A block scalar stays one where the new text allows.
            if case .string(let string) = value, !flow, let block = blockScalarText(string, like: old) {
                return [JSONEdit(range: range, replacement: Array(block.utf8))]
            }
            var text = scalarText(value, like: old, flow: flow)
            if old.start == old.end, range.lowerBound > 0, !YAMLReader.isBlank(bytes[range.lowerBound - 1]) { text = " " + text }
            return [JSONEdit(range: range, replacement: Array(text.utf8))]
        }
    }

    /// A block sequence's items made `items`: kept items' lines as they are, new ones written like their siblings.
    func replaceBlockItems(_ id: JSONNodeID, with items: [JSONValue]) -> [JSONEdit] {
        let old = rawChildren(id)
        let values = old.map(value)
        var prefix = 0
        while prefix < min(old.count, items.count), values[prefix] == items[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, items.count) - prefix, values[old.count - 1 - suffix] == items[items.count - 1 - suffix] { suffix += 1 }
        let indent = Int(node(id).indent)
        let pad = String(repeating: " ", count: indent)
        var text = ""
        for item in items[prefix..<(items.count - suffix)] {
            text += pad + "- " + itemText(item, indent: indent + 2) + newline
        }
        let removed = old[prefix..<(old.count - suffix)]
        let start: Int
        let end: Int
        if let first = removed.first, let last = removed.last {
            start = lineStart(dash(before: first))
            end = lineEndAfter(subtreeEnd(last))
        } else if prefix > 0 {
            start = lineEndAfter(subtreeEnd(old[prefix - 1]))
            end = start
        } else if let first = old.first {
            start = lineStart(dash(before: first))
            end = start
        } else {
            return []
        }
        var insertion = text
        if end == start, start == bytes.count, start > 0, !YAMLReader.isBreak(bytes[start - 1]) { insertion = newline + insertion }
        return [JSONEdit(range: start..<end, replacement: Array(insertion.utf8))]
    }

    /// Members inserted after the last one of `object`, in its style.
    func insert(_ members: [JSONMember], into object: JSONNodeID) -> [JSONEdit] {
        let target = node(object)
        let children = rawChildren(object)
        if target.style == .flow {
            let text = members.map { scalarText(.string($0.key), like: nil, flow: true) + ": " + flowText($0.value) }.joined(separator: ", ")
            if let last = children.last {
                return [JSONEdit(range: subtreeEnd(last)..<subtreeEnd(last), replacement: Array((", " + text).utf8))]
            }
            return [JSONEdit(range: (target.end - 1)..<(target.end - 1), replacement: Array(text.utf8))]
        }
        let indent = children.isEmpty ? (object == root ? 0 : childIndent(of: object)) : Int(target.indent)
        let pad = String(repeating: " ", count: indent)
        // Siblings set apart by blank lines (the last two are): a new member is too, unless the
        // blank line would join the last one's value (a block scalar that keeps its final line breaks: `|+`).
        let apart = children.count >= 2 && !(children.last.map(keepsFinalBreaks) ?? false) && children.suffix(2).allSatisfy { child in
            keySpan(child).map { isBlankLine(before: lineStart($0.lowerBound)) } ?? false
        }
        var text = ""
        for member in members {
            text += (apart ? newline : "") + pad + memberText(member, indent: indent) + newline
        }
        if let last = children.last {
            let at = lineEndAfter(subtreeEnd(last))
            if at == bytes.count, at > 0, !YAMLReader.isBreak(bytes[at - 1]) { text = newline + text }
            return [JSONEdit(range: at..<at, replacement: Array(text.utf8))]
        }
        if object == root {
            let at = bytes.count
            if at > 0, !YAMLReader.isBreak(bytes[at - 1]) { text = newline + text }
            // A document of nothing but `{}` or null: the members replace it.
            if target.start < target.end { return [JSONEdit(range: target.start..<target.end, replacement: Array(text.utf8))] }
            return [JSONEdit(range: at..<at, replacement: Array(text.utf8))]
        }
        // An empty value (`key:`): the members go on the lines below.
        let start = valueStart(object)
        return [JSONEdit(range: start..<max(target.end, start), replacement: Array((newline + text.dropLast(newline.count)).utf8))]
    }

    // MARK: Places

    /// Where a value begins, right after its key's `:` or its item's `-` (for writing a block collection there).
    func valueStart(_ id: JSONNodeID) -> Int {
        let node = node(id)
        var j = node.propertiesStart
        while j > 0, YAMLReader.isBlank(bytes[j - 1]) { j -= 1 }
        return node.start == node.end ? node.start : j
    }

    /// The indentation a block collection written as `id`'s value takes.
    func childIndent(of id: JSONNodeID) -> Int {
        let node = node(id)
        if node.key >= 0 { return column(of: nodes[Int(node.key)].propertiesStart) + indentUnit }
        return column(of: dash(before: id)) + indentUnit
    }

    var indentUnit: Int {
        for node in nodes where node.kind == .mapping && node.style == .block && node.indent > 0 {
            return min(Int(node.indent), 8)
        }
        return 2
    }

    func column(of offset: Int) -> Int {
        offset - lineStart(offset)
    }

    func lineStart(_ offset: Int) -> Int {
        var j = min(offset, bytes.count)
        while j > 0, !YAMLReader.isBreak(bytes[j - 1]) { j -= 1 }
        return j
    }

    /// The offset after the line break ending the line of `offset` (the end of the text if none).
    func lineEndAfter(_ offset: Int) -> Int {
        var j = offset
        while j < bytes.count, !YAMLReader.isBreak(bytes[j]) { j += 1 }
        if j < bytes.count, bytes[j] == 0x0D { j += 1 }
        if j < bytes.count, bytes[j] == 0x0A { j += 1 }
        return j
    }

    /// The `-` of a block sequence's item.
    func dash(before id: JSONNodeID) -> Int {
        var j = node(id).propertiesStart
        while j > 0 {
            j -= 1
            if bytes[j] == UInt8(ascii: "-") { return j }
        }
        return 0
    }

    /// The last byte of a node and all below it.
    func subtreeEnd(_ id: JSONNodeID) -> Int {
        var end = node(id).end
        var child = nodes.lastChild(of: id.index)
        while let last = child {
            end = max(end, nodes[Int(last)].end)
            child = nodes.lastChild(of: last)
        }
        return end
    }

    /// Whether `id` is written inside a flow collection.
    func isInFlow(_ id: JSONNodeID) -> Bool {
        let start = node(id).start
        return nodes.contains { $0.style == .flow && ($0.kind == .mapping || $0.kind == .sequence) && $0.start < start && start < $0.end }
    }

    /// A flow entry taken out with one comma beside it.
    func removeFlowEntry(from start: Int, to end: Int, in object: JSONNodeID) -> [JSONEdit] {
        var after = end
        while after < bytes.count, YAMLReader.isSpaceOrEnd(bytes[after]), bytes[after] != 0 { after += 1 }
        if after < bytes.count, bytes[after] == UInt8(ascii: ",") {
            after += 1
            while after < bytes.count, YAMLReader.isBlank(bytes[after]) { after += 1 }
            return [JSONEdit(range: start..<after, replacement: [])]
        }
        var before = start
        while before > 0, YAMLReader.isSpaceOrEnd(bytes[before - 1]) { before -= 1 }
        if before > 0, bytes[before - 1] == UInt8(ascii: ",") { return [JSONEdit(range: (before - 1)..<end, replacement: [])] }
        return [JSONEdit(range: start..<end, replacement: [])]
    }
}

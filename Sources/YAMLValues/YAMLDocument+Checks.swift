import LosslessJSON

extension YAMLDocument {
    /// Refuses what YAML forbids that the reader lets through: a key twice
    /// in one mapping; and bounds what aliases expand to (aliases of
    /// aliases, "billion laughs"), counted without expanding them.
    func check() throws(JSONSyntaxError) {
        var sizes: [Int32: Int] = [:]
        var total = 0
        for index in nodes.indices {
            let node = nodes[index]
            if node.kind == .mapping {
                var seen = Set<String>()
                for child in rawChildren(JSONNodeID(index: Int32(index))) {
                    let key = JSONNodeID(index: nodes[Int(child.index)].key)
                    let name = self.key(of: key)
                    if name == "<<", nodes[Int(key.index)].style == .plain { continue }
                    guard seen.insert(name).inserted else {
                        let at = nodes[Int(key.index)].propertiesStart
                        throw JSONSyntaxError(offset: at, location: location(ofOffset: at), message: "key \"\(name)\" appears twice in the same mapping")
                    }
                }
            }
            if node.kind == .alias {
                total += expandedSize(Int32(index), &sizes)
                guard total <= YAMLLimits.maxExpandedNodes + nodes.count else {
                    throw JSONSyntaxError(offset: node.start, location: location(ofOffset: node.start),
                                          message: "aliases expand to more than \(YAMLLimits.maxExpandedNodes) values (aliases of aliases); refused")
                }
            }
        }
    }

    /// How many values a node stands for, aliases expanded (memoised; nodes only refer backwards).
    func expandedSize(_ index: Int32, _ sizes: inout [Int32: Int]) -> Int {
        if let known = sizes[index] { return known }
        let node = nodes[Int(index)]
        var size = 1
        switch node.kind {
        case .alias:
            size = expandedSize(node.target, &sizes)
        case .mapping, .sequence:
            var child = node.firstChild
            while child >= 0 {
                size += expandedSize(child, &sizes)
                if nodes[Int(child)].key >= 0 { size += expandedSize(nodes[Int(child)].key, &sizes) }
                if size > YAMLLimits.maxExpandedNodes * 2 { break }
                child = nodes[Int(child)].nextSibling
            }
        case .scalar:
            break
        }
        size = min(size, YAMLLimits.maxExpandedNodes * 2)
        sizes[index] = size
        return size
    }

    /// The document with its shared values marked read-only: an alias,
    /// an anchored node an alias names (and all below it), a member a `<<` merge brings in.
    func markingShared() -> YAMLDocument {
        var aliasCount: [Int32: Int] = [:]
        for node in nodes where node.kind == .alias { aliasCount[node.target, default: 0] += 1 }
        var reasons: [Int32: String] = [:]
        for (index, node) in nodes.enumerated() {
            if node.kind == .alias {
                let name = anchorNames[Int(node.anchor)]
                reasons[Int32(index)] = "it is an alias of &\(name), and is changed where &\(name) is"
            }
        }
        for (target, count) in aliasCount {
            let name = nodes[Int(target)].anchor >= 0 ? anchorNames[Int(nodes[Int(target)].anchor)] : "?"
            let reason = "it is anchored as &\(name) and shared with \(count) alias\(count == 1 ? "" : "es") (*\(name)); changing it would change them too"
            var stack = [target]
            while let next = stack.popLast() {
                reasons[next] = reasons[next] ?? reason
                var child = nodes[Int(next)].firstChild
                while child >= 0 {
                    stack.append(child)
                    child = nodes[Int(child)].nextSibling
                }
            }
        }
        // Members merged in by `<<` stand in a mapping they are not written in.
        for (index, node) in nodes.enumerated() where node.kind == .mapping {
            let own = Set(rawChildren(JSONNodeID(index: Int32(index))).map(\.index))
            for member in members(of: JSONNodeID(index: Int32(index))) where !own.contains(member.value.index) {
                reasons[member.value.index] = reasons[member.value.index]
                    ?? "it is merged in with << from another mapping, and is changed there"
            }
        }
        guard !reasons.isEmpty else { return self }
        return YAMLDocument(bytes: bytes, nodes: nodes, texts: texts, anchorNames: anchorNames, tagNames: tagNames, root: root,
                            readOnly: reasons, newline: newline)
    }
}

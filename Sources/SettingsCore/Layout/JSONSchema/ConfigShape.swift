import LosslessJSON

/// Which members of a config file a layout describes: the objects shown
/// as screens (and whether they take other members too) and the values
/// shown as rows. Members it doesn't describe are kept, and `validate`
/// warns about them.
public struct ConfigShape: Sendable {
    /// Objects shown as screens, by their path; true when they take other members too.
    private var objects: [[String]: Bool] = [[]: false]
    /// Values shown as rows, by their path.
    private var values: Set<[String]> = []
    /// Whether VS Code's `[lang]` blocks are kept without a warning.
    var takesLanguageBlocks = false
    /// When set, top-level members without this prefix belong to others (another extension's settings): no warning.
    var ownPrefix: String?

    /// Member names kept without a warning wherever they are: `$schema`, and VS Code's `[lang]` blocks.
    private func tolerated(_ name: String) -> Bool {
        name == "$schema" || (takesLanguageBlocks && name.hasPrefix("[") && name.hasSuffix("]"))
    }

    mutating func addObject(_ path: [String], takesOthers: Bool) {
        objects[path] = (objects[path] ?? false) || takesOthers
    }

    mutating func addValue(_ path: [String]) {
        values.insert(path)
    }

    /// The dotted paths of the members of `config` the layout doesn't
    /// describe (an object's own before those of the objects in it), each
    /// once however often its name repeats.
    public func unknownMembers(of config: JSONDocument) -> [String] {
        var found: [String] = []
        var named: Set<[String]> = []
        var stack: [(JSONNodeID, [String])] = [(config.root, [])]
        while let (node, path) = stack.popLast() {
            guard config.kind(node) == .object, let takesOthers = objects[path] else { continue }
            var nested: [(JSONNodeID, [String])] = []
            for member in config.children(node) {
                guard let name = config.key(member) else { continue }
                let memberPath = path + [name]
                if values.contains(memberPath) { continue }
                if objects[memberPath] != nil {
                    nested.append((member, memberPath))
                } else if !takesOthers && !tolerated(name) && (path.count > 0 || ownPrefix.map(name.hasPrefix) ?? true),
                          named.insert(memberPath).inserted {
                    found.append(memberPath.joined(separator: "."))
                }
            }
            stack += nested.reversed()
        }
        return found
    }
}

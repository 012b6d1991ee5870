import LosslessJSON
import SettingsCore

/// Which members of a config file a layout describes: the objects shown
/// as screens (and whether they take other members too) and the values
/// shown as rows. Members it doesn't describe are kept, and `validate`
/// warns about them.
package struct ConfigShape: Sendable {
    /// Objects shown as screens, by their path; true when they take other members too.
    private var objects: [[String]: Bool] = [[]: false]
    /// Values shown as rows, by their path.
    private var values: Set<[String]> = []
    /// Whether VS Code's `[lang]` blocks are kept without a warning.
    var takesLanguageBlocks = false
    /// When set, a top-level member whose first dotted segment is none of
    /// these belongs to others (the editor, another extension): no warning.
    var ownNames: Set<String>?

    /// Member names kept without a warning wherever they are: `$schema`, and VS Code's `[lang]` blocks.
    private func tolerated(_ name: String) -> Bool {
        name == "$schema" || (takesLanguageBlocks && name.hasPrefix("[") && name.hasSuffix("]"))
    }

    /// Whether a top-level member is one this layout answers for.
    private func isOwn(_ name: String) -> Bool {
        ownNames.map { $0.contains(String(name.prefix { $0 != "." })) } ?? true
    }

    /// How many top-level members belong to others (see ``ownNames``) and
    /// were therefore not checked: `validate` says so once.
    package func othersSkipped(in config: JSONDocument) -> Int {
        guard ownNames != nil, config.kind(config.root) == .object else { return 0 }
        return config.children(config.root).reduce(0) { count, member in
            guard let name = config.key(member), !tolerated(name), !values.contains([name]), objects[[name]] == nil else { return count }
            return isOwn(name) ? count : count + 1
        }
    }

    mutating func addObject(_ path: [String], takesOthers: Bool) {
        objects[path] = (objects[path] ?? false) || takesOthers
    }

    /// Makes room for `count` more values.
    mutating func reserveValues(_ count: Int) {
        values.reserveCapacity(values.count + count)
    }

    mutating func addValue(_ path: [String]) {
        values.insert(path)
    }

    /// The dotted paths of the members of `config` the layout doesn't
    /// describe (an object's own before those of the objects in it), each
    /// once however often its name repeats.
    package func unknownMembers(of config: JSONDocument) -> [String] {
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
                } else if !takesOthers && !tolerated(name) && (path.count > 0 || isOwn(name)),
                          named.insert(memberPath).inserted {
                    found.append(memberPath.joined(separator: "."))
                }
            }
            stack += nested.reversed()
        }
        return found
    }
}

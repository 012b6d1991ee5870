import LosslessJSON
import SettingsCore

/// A VS Code extension's `package.json` as a ``LayoutSource``: the settings
/// its `contributes.configuration` declares (one category, or an array of
/// them) over a `settings.json` that keeps them as flat dotted members
/// (`"prettier.printWidth": 100`, ``Setting/storagePath`` `[that name]`).
///
/// Each category is a screen (the only one is the root itself), its
/// settings in their `order`, then as declared; settings that share a
/// segment after the extension's common prefix (`gitlens.codeLens.…`) get a
/// screen of their own. Each setting's schema is read as a JSON Schema
/// source reads a property; an object-valued setting, which VS Code
/// replaces whole, is shown read-only. `%name%` placeholders come from
/// `package.nls.json` (and `package.nls.LANG.json`).
package struct VSCodeManifestSource: LayoutSource {
    let files: SchemaFiles
    let translations: ManifestTranslations
    let fallbackTitle: String
    /// Whether settings get their help: not when the layout is read only to check files against it.
    let readsHelp: Bool

    /// A source for `manifest` (named `name`); `languages` are lower-case
    /// tags, best first; `read` reads files beside the manifest.
    package init(manifest: JSONDocument, name: String, languages: [String], fallbackTitle: String = "Settings",
                readsHelp: Bool = true, read: (String) -> SchemaFileRead) {
        files = SchemaFiles(main: manifest, name: name, read: { _ in .missing })
        translations = ManifestTranslations(languages: languages, read: read)
        self.fallbackTitle = fallbackTitle
        self.readsHelp = readsHelp
    }

    package func read() -> LayoutBuilder {
        readWithShape().builder
    }

    /// A category of settings as declared.
    private struct Category {
        var title: String?
        var order: Int
        var properties: [(name: String, node: SchemaNode, order: Int)]
        var origin: Origin
    }

    /// The layout, and which members of the settings file it describes.
    package func readWithShape() -> (builder: LayoutBuilder, shape: ConfigShape) {
        var walk = SchemaWalk(files: files, builder: LayoutBuilder(for: self), translations: translations, readsHelp: readsHelp)
        walk.builder.valuesDialect = .jsonc  // settings.json is JSONC
        let document = files.document(0)
        for problem in translations.problems {
            walk.builder.report(.jsonSchema(.translationsUnreadable(file: problem.file, reason: problem.reason)), at: .whole)
        }
        let categories = self.categories(&walk.builder)
        let names = categories.flatMap { $0.properties.map(\.name) }
        let prefix = Self.commonPrefix(names)
        // A settings.json holds the editor's and every extension's settings: only names starting as this one's are its own.
        walk.readAsManifest(ownNames: Set(names.map { String($0.prefix { $0 != "." }) }))
        let displayName = document.member("displayName", of: document.root).flatMap(document.string).map(translations.resolve)
        let title = displayName.flatMap { $0.isEmpty ? nil : $0 } ?? fallbackTitle
        let extensionName = document.member("name", of: document.root).flatMap(document.string)
        let ownWords = Set([extensionName, displayName].compactMap { $0.map(Self.folded) }.filter { !$0.isEmpty })
        walk.builder.title = title
        let root = walk.builder.addPane(title: title, parent: nil)
        reportMissingPlaceholders(&walk.builder)
        guard !names.isEmpty else {
            walk.builder.report(.jsonSchema(.manifestNoConfiguration), at: .whole)
            return (walk.builder, walk.shape)
        }
        if categories.count == 1, let only = categories.first {
            fill(&walk, pane: root, category: only, prefix: prefix, ownWords: ownWords)
        } else {
            var sections = SchemaWalk.Sections()
            for category in categories {
                let paneTitle = category.title ?? title
                let pane = walk.builder.addPane(title: paneTitle, parent: root)
                fill(&walk, pane: pane, category: category, prefix: prefix, ownWords: ownWords)
                sections.screens.append(Item(titleText: JSONText(paneTitle), subtitleText: nil, kind: .pane(pane), visibleWhen: nil, origin: category.origin))
            }
            walk.builder.setGroups(sections.groups(footer: nil, origin: files.origin(SchemaNode(file: 0, node: document.root))), of: root)
        }
        for (reason, node) in walk.resolver.problems {
            walk.builder.report(.jsonSchema(reason), at: .origin(files.origin(node)))
        }
        return (walk.builder, walk.shape)
    }

    /// One category's settings on `pane`: those sharing a segment after the prefix on a screen of their own.
    /// A segment that only repeats what the screen already says — the
    /// category's title (`rust-analyzer.cargo.…` under "Cargo"), or the
    /// extension's name (`go.…` in Go) — is no screen of its own.
    private func fill(_ walk: inout SchemaWalk, pane: Int, category: Category, prefix: [String], ownWords: Set<String>) {
        var sections = SchemaWalk.Sections()
        let properties = category.properties.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element)
        let said = ownWords.union(category.title.map { [Self.folded($0)] } ?? [])
        let rests = properties.map { property in
            var rest = Array(property.name.split(separator: ".", omittingEmptySubsequences: false).dropFirst(prefix.count).map(String.init))
            while rest.count >= 2, said.contains(Self.folded(rest[0])) { rest.removeFirst() }
            return rest
        }
        var groupSizes: [String: Int] = [:]
        for rest in rests where rest.count >= 2 { groupSizes[rest[0], default: 0] += 1 }
        var groupPanes: [String: (pane: Int, sections: SchemaWalk.Sections)] = [:]
        var groupOrder: [String] = []
        for (property, rest) in zip(properties, rests) {
            if rest.count >= 2, let size = groupSizes[rest[0]], size >= 2 {
                if groupPanes[rest[0]] == nil {
                    let child = walk.builder.addPane(title: SettingName.title(rest[0]), parent: pane)
                    groupPanes[rest[0]] = (child, SchemaWalk.Sections())
                    groupOrder.append(rest[0])
                    sections.screens.append(Item(titleText: JSONText(SettingName.title(rest[0])), subtitleText: nil, kind: .pane(child),
                                                 visibleWhen: nil, origin: property.node.origin(in: files)))
                }
                let title = rest.dropFirst().map(SettingName.title).joined(separator: ": ")
                walk.addProperty(property.name, schemas: [property.node], path: [], pane: groupPanes[rest[0]]?.pane ?? pane, conditions: [],
                                 visibleWhen: nil, into: &groupPanes[rest[0], default: (pane, SchemaWalk.Sections())].sections, title: title)
            } else {
                let title = rest.count >= 2 ? rest.map(SettingName.title).joined(separator: ": ") : nil
                walk.addProperty(property.name, schemas: [property.node], path: [], pane: pane, conditions: [], visibleWhen: nil,
                                 into: &sections, title: title)
            }
        }
        for name in groupOrder {
            guard let group = groupPanes[name] else { continue }
            walk.builder.setGroups(group.sections.groups(footer: nil, origin: category.origin), of: group.pane)
        }
        walk.builder.setGroups(sections.groups(footer: nil, origin: category.origin), of: pane)
    }

    /// The categories of `contributes.configuration`, in their `order`, then as declared.
    private func categories(_ builder: inout LayoutBuilder) -> [Category] {
        let document = files.document(0)
        guard let contributes = document.member("contributes", of: document.root),
              let configuration = document.member("configuration", of: contributes) else { return [] }
        let parts: [JSONNodeID]
        switch document.kind(configuration) {
        case .object: parts = [configuration]
        case .array: parts = Array(document.children(configuration))
        default:
            builder.report(.jsonSchema(.manifestWrongKind(field: "contributes.configuration", expected: .array, found: document.kind(configuration))),
                           at: .origin(files.origin(SchemaNode(file: 0, node: configuration))))
            return []
        }
        var categories: [Category] = []
        for part in parts {
            let origin = files.origin(SchemaNode(file: 0, node: part))
            guard document.kind(part) == .object else {
                builder.report(.jsonSchema(.manifestWrongKind(field: "category", expected: .object, found: document.kind(part))), at: .origin(origin))
                continue
            }
            guard let properties = document.member("properties", of: part) else { continue }
            guard document.kind(properties) == .object else {
                builder.report(.jsonSchema(.manifestWrongKind(field: "properties", expected: .object, found: document.kind(properties))),
                               at: .origin(files.origin(SchemaNode(file: 0, node: properties))))
                continue
            }
            let declared = document.children(properties).compactMap { member -> (String, SchemaNode, Int)? in
                guard let name = document.key(member) else { return nil }
                let order = document.member("order", of: member).flatMap(document.exactNumber)?.integer.map { Int(clamping: $0) } ?? Int.max
                return (name, SchemaNode(file: 0, node: member), order)
            }
            guard !declared.isEmpty else { continue }
            let title = document.member("title", of: part).flatMap(document.string).map(translations.resolve)
            let order = document.member("order", of: part).flatMap(document.exactNumber)?.integer.map { Int(clamping: $0) } ?? Int.max
            categories.append(Category(title: title, order: order, properties: declared.map { ($0.0, $0.1, $0.2) }, origin: origin))
        }
        // Sections of one title are one category, as VS Code's settings editor shows them (rust-analyzer
        // declares a section per setting, 19 of them titled "Cargo"): where the first of them stands.
        var merged: [Category] = []
        var byTitle: [String: Int] = [:]
        for category in categories {
            let key = category.title ?? ""
            if let index = byTitle[key] {
                merged[index].properties += category.properties
                merged[index].order = min(merged[index].order, category.order)
            } else {
                byTitle[key] = merged.count
                merged.append(category)
            }
        }
        return merged.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element)
    }

    /// A name or title reduced to its letters and digits, in lower case, so
    /// that `inlayHints`, "Inlay Hints" and `inlay-hints` are alike.
    static func folded(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// The dotted segments every setting's name starts with (`gitlens`), never a whole name.
    static func commonPrefix(_ names: [String]) -> [String] {
        guard let first = names.first else { return [] }
        var prefix = Array(first.split(separator: ".", omittingEmptySubsequences: false).dropLast().map(String.init))
        for name in names.dropFirst() {
            let segments = name.split(separator: ".", omittingEmptySubsequences: false).dropLast().map(String.init)
            var shared = 0
            while shared < min(prefix.count, segments.count), prefix[shared] == segments[shared] { shared += 1 }
            prefix.removeLast(prefix.count - shared)
        }
        return prefix
    }

    /// A warning for each `%name%` no translation file defines.
    private func reportMissingPlaceholders(_ builder: inout LayoutBuilder) {
        let document = files.document(0)
        var reported: Set<String> = []
        func check(_ node: JSONNodeID) {
            guard let text = document.string(node), let name = ManifestTranslations.placeholder(text), translations.resolve(text) == text,
                  reported.insert(name).inserted else { return }
            builder.report(.jsonSchema(.placeholderMissing(name)), at: .origin(files.origin(SchemaNode(file: 0, node: node))))
        }
        if let displayName = document.member("displayName", of: document.root) { check(displayName) }
        guard let contributes = document.member("contributes", of: document.root),
              let configuration = document.member("configuration", of: contributes) else { return }
        var stack = [configuration]
        while let node = stack.popLast() {
            for child in document.children(node) {
                if document.kind(child) == .string { check(child) } else { stack.append(child) }
            }
        }
    }

    package func describe(_ place: ProblemPlace) -> String {
        files.describe(place)
    }
}

extension SchemaNode {
    func origin(in files: SchemaFiles) -> Origin { files.origin(self) }
}

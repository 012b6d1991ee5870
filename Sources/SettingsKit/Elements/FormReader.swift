import LosslessJSON
import SettingsCore

/// Reads a ``Form`` into a ``LayoutBuilder``, depth first in the order a
/// person reads it, reporting what is wrong with the declaration itself (an
/// empty key, a pattern that can't be compiled); the builder checks the rest.
struct FormReader {
    var builder: LayoutBuilder
    let places: PlaceBook
    let actions: ActionBook

    /// Reads the sections of `form` into the pane `id`; `path` spells where it is.
    mutating func pane(_ form: Form, id: Int, path: [String], inherited: [Condition]) {
        var groups: [Group] = []
        for (index, section) in form.sections.enumerated() {
            let sectionPath = path + [section.header ?? "section \(index + 1)"]
            let origin = places.origin(sectionPath)
            let condition = section.visibleWhen.map { self.condition($0, path: sectionPath) }
            let conditions = condition.map { inherited + [$0] } ?? inherited
            let content: Group.Content
            switch section.body {
            case .items(let elements):
                content = .items(elements.compactMap { item($0, paneID: id, path: sectionPath, inherited: conditions) })
            case .radio(let setting):
                let title = section.header ?? setting.key
                guard add(setting, title: title, paneID: id, origin: origin, conditions: conditions, radio: true) != nil else {
                    continue
                }
                content = .radio(key: setting.key)
            }
            groups.append(Group(header: section.header, footer: section.footer, content: content, visibleWhen: condition, origin: origin))
        }
        builder.setGroups(groups, of: id)
    }

    private mutating func item(_ element: ElementDeclaration, paneID: Int, path: [String], inherited: [Condition]) -> Item? {
        let itemPath = path + [element.title]
        let origin = places.origin(itemPath)
        let condition = element.visibleWhen.map { self.condition($0, path: itemPath) }
        let conditions = condition.map { inherited + [$0] } ?? inherited
        let kind: Item.Kind
        switch element.body {
        case .setting(let setting):
            guard let index = add(setting, title: element.title, paneID: paneID, origin: origin, conditions: conditions) else {
                return nil
            }
            kind = .setting(key: setting.key, index: index)
        case .pane(let form):
            let childPath = Array(path.dropLast()) + [form.title]
            if let opening = form.opening {
                // Made when first opened: where every key inside begins (a hidden path unique to it when none is given).
                let storagePath = opening.keyPrefix.map { [$0] } ?? ["\u{0}" + childPath.joined(separator: "\u{0}")]
                let plan = FormPanePlan(title: form.title, content: MadeOnce(opening.content), path: childPath, conditions: conditions)
                kind = .pane(builder.addUnbuiltPane(title: form.title, parent: paneID, UnbuiltPane(storagePath: storagePath, plan: plan)))
            } else {
                let child = builder.addPane(title: form.title, parent: paneID)
                pane(form, id: child, path: childPath, inherited: conditions)
                kind = .pane(child)
            }
        case .info(let value, let key):
            kind = .info(value: value, key: key)
        case .action(let handler):
            kind = .action(actions.name(handler))
        case .problem(let reason):
            builder.report(.declaration(reason), at: .origin(origin))
            return nil
        }
        return Item(titleText: JSONText(element.title), subtitleText: element.subtitle.map { JSONText($0) }, kind: kind,
                    visibleWhen: condition, origin: origin)
    }

    /// Checks what only a declaration can get wrong, then adds the setting; its index, or nil when refused.
    private mutating func add(_ declared: SettingDeclaration, title: String, paneID: Int, origin: Origin, conditions: [Condition],
                              radio: Bool = false) -> Int32? {
        guard !declared.key.isEmpty else {
            builder.report(.declaration(.emptyKey), at: .origin(origin))
            return nil
        }
        var kind = declared.kind
        if case .text(var rule) = kind, let pattern = rule.pattern, let problem = TextPattern.problem(in: pattern) {
            builder.report(.declaration(.invalidPattern(pattern, problem: problem.reason)), at: .field("pattern", of: origin))
            rule.pattern = nil
            kind = .text(rule)
        }
        if case .number(let rule) = kind, let step = rule.step, step <= JSONNumber(0) {
            builder.report(.declaration(.stepNotPositive(step)), at: .field("step", of: origin))
        }
        var setting = Setting(key: declared.key, titleText: JSONText(title), kind: kind, defaultValue: declared.defaultValue,
                              helpText: declared.help.map { JSONText($0) }, paneID: paneID, origin: origin, conditions: conditions)
        if declared.optional {
            setting.showsNotSet = true
            setting.allowsNull = true
        }
        return builder.addSetting(setting, radio: radio)
    }

    /// A condition as declared, noted for the checks on unknown keys and cycles.
    private mutating func condition(_ declared: VisibleWhen, path: [String]) -> Condition {
        let condition = Condition(key: declared.key, accepted: declared.accepted.map(\.json),
                                  origin: places.origin(path + ["visible when"]))
        builder.noteCondition(condition)
        return condition
    }
}

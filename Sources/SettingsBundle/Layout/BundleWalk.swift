import LosslessJSON
import SettingsCore

/// Walks a bundle's pages from the root, adding each screen, section and
/// setting to a ``LayoutBuilder`` in the order a person reads them. A page
/// opened from several panes is a screen for each (with its own title and
/// way back) whose settings are added once.
struct BundleWalk {
    let source: BundleSource
    var builder: LayoutBuilder
    /// The setting each specifier added, by page and index, or nil when it was refused.
    private var settingOf: [BundleSource.PageItem: Int32?] = [:]
    private var limitReported = false

    init(source: BundleSource, builder: LayoutBuilder) {
        self.source = source
        self.builder = builder
    }

    /// A section being gathered.
    private struct Section {
        var header: String?
        var footer: String?
        var items: [Item] = []
        var origin: Origin
    }

    /// Adds the screen for `page` and, depth first, the screens it opens; returns its identifier.
    mutating func addPane(page: Int, title: String, parent: Int?) -> Int? {
        guard builder.paneCount < BundleSource.paneLimit else {
            if !limitReported {
                builder.report(.bundle(.tooManyPanes(limit: BundleSource.paneLimit)), at: .origin(source.origin(page: page, index: nil)))
                limitReported = true
            }
            return nil
        }
        let pane = builder.addPane(title: title, parent: parent)
        let specifiers = source.reading.pages.indices.contains(page) ? source.reading.pages[page].specifiers : []
        var groups: [Group] = []
        var section: Section?
        func close(_ section: Section?) {
            // A group whose rows were all skipped (other devices, unknown types) shows nothing, unless it has a footer to say.
            guard let section, !section.items.isEmpty || section.footer != nil else { return }
            groups.append(Group(header: section.header, footer: section.footer, content: .items(section.items), visibleWhen: nil, origin: section.origin))
        }
        for specifier in specifiers {
            let origin = source.origin(page: page, index: specifier.index)
            let title = nonEmpty(specifier.title)
            switch specifier.kind {
            case .group(let footer):
                close(section)
                section = Section(header: title, footer: nonEmpty(footer), origin: origin)
            case .radioGroup(let footer, let choices):
                close(section)
                section = nil
                guard let key = specifier.key else { continue }
                let setting = Setting(
                    key: key, titleText: JSONText(title ?? key), kind: .choice(Self.options(choices)),
                    defaultValue: choices.defaultValue?.json, helpText: nil, paneID: pane, origin: origin, conditions: [])
                if register(setting, page: page, index: specifier.index, radio: true, choices: choices) != nil {
                    groups.append(Group(header: title, footer: nonEmpty(footer), content: .radio(key: key), visibleWhen: nil, origin: origin))
                }
            case .childPane(let child):
                let childTitle = title ?? ""
                guard let childPane = addPane(page: child, title: childTitle, parent: pane) else { continue }
                append(Item(titleText: JSONText(childTitle), subtitleText: nil, kind: .pane(childPane), visibleWhen: nil, origin: origin), to: &section, origin: origin)
            case .titleValue(let defaultValue, let choices):
                guard let key = specifier.key else { continue }
                let kind: SettingKind = choices.map { .choice(Self.options($0)) } ?? .text(TextRule())
                let setting = Setting(
                    key: key, titleText: JSONText(title ?? key), kind: kind, defaultValue: defaultValue?.json,
                    helpText: JSONText("Shown read-only: the app sets it."), paneID: pane, origin: origin, conditions: [])
                guard register(setting, page: page, index: specifier.index, choices: choices) != nil else { continue }
                append(Item(titleText: JSONText(title ?? ""), subtitleText: nil, kind: .info(value: nil, key: key), visibleWhen: nil, origin: origin), to: &section, origin: origin)
            case .toggle, .multiValue, .textField, .slider:
                guard let key = specifier.key, let setting = Self.setting(specifier, key: key, title: title, pane: pane, origin: origin),
                      let index = register(setting, page: page, index: specifier.index, choices: Self.choices(of: specifier)) else { continue }
                append(Item(titleText: setting.titleText, subtitleText: nil, kind: .setting(key: key, index: index), visibleWhen: nil, origin: origin), to: &section, origin: origin)
            }
        }
        close(section)
        builder.setGroups(groups, of: pane)
        return pane
    }

    /// Rows before the first group form an untitled section.
    private func append(_ item: Item, to section: inout Section?, origin: Origin) {
        if section == nil { section = Section(origin: origin) }
        section?.items.append(item)
    }

    /// Adds a specifier's setting the first time its page is walked; later
    /// walks (the page opened from another pane) reuse it.
    private mutating func register(_ setting: Setting, page: Int, index: Int, radio: Bool = false, choices: Specifier.Choices?) -> Int32? {
        let position = BundleSource.PageItem(page: page, index: index)
        if let known = settingOf[position] { return known }
        // The Settings app lets two specifiers of one type show one key (two
        // read-only rows of a version, say): the second row shares the first's setting.
        if let first = builder.setting(setting.key), first.kind.typeName == setting.kind.typeName, let index = builder.index(ofKey: setting.key) {
            let firstUse = source.describe(.origin(first.origin))
            builder.report(.bundle(.keyShared(key: setting.key, firstUse: firstUse)), at: .origin(setting.origin))
            settingOf[position] = .some(index)
            return index
        }
        // A default outside Values was reported as a warning while reading: shown raw, not refused.
        let defaultOutside = choices.map { choices in
            choices.defaultValue.map { value in !choices.values.contains { $0.json == value.json } } ?? false
        } ?? false
        let added = builder.addSetting(setting, radio: radio, defaultChecked: !defaultOutside)
        settingOf[position] = .some(added)
        return added
    }

    /// The setting of a switch, multi-value, text field or slider.
    private static func setting(_ specifier: Specifier, key: String, title: String?, pane: Int, origin: Origin) -> Setting? {
        var kind: SettingKind
        var defaultValue: JSONValue?
        var help: String?
        switch specifier.kind {
        case .toggle(let on, let off, let isOn):
            kind = .switch(SwitchRule(on: on.json, off: off.json))
            defaultValue = isOn.map { $0 ? on.json : off.json }
        case .multiValue(let choices):
            kind = .choice(options(choices))
            defaultValue = choices.defaultValue?.json
        case .textField(let defaultText, let secure, let keyboard):
            var rule = TextRule(secure: secure)
            // A number pad has digits alone, so the field takes nothing else
            // (unless its own default is something else, which iOS shows as it is).
            if keyboard == SpecifierType.numberPad, defaultText?.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) ?? true {
                rule.pattern = "[0-9]*"
                rule.patternHelp = "digits only (its keyboard is a number pad)"
            }
            kind = .text(rule)
            defaultValue = defaultText.map(JSONValue.string)
            help = keyboard.map { "Keyboard: \(SpecifierType.keyboards[$0] ?? $0)." }
        case .slider(let value, let min, let max):
            kind = .number(NumberRule(min: JSONNumber(min), max: JSONNumber(max)))
            defaultValue = value.map { .number(JSONNumber($0)) }
        default:
            return nil
        }
        return Setting(key: key, titleText: JSONText(title ?? key), kind: kind, defaultValue: defaultValue,
                       helpText: help.map { JSONText($0) }, paneID: pane, origin: origin, conditions: [])
    }

    private static func choices(of specifier: Specifier) -> Specifier.Choices? {
        if case .multiValue(let choices) = specifier.kind { return choices }
        return nil
    }

    private static func options(_ choices: Specifier.Choices) -> [ChoiceOption] {
        choices.values.indices.map { index in
            ChoiceOption(titleText: JSONText(choices.titles[index]), value: choices.values[index].json,
                         shortText: choices.shortTitles.map { JSONText($0[index]) })
        }
    }

    private func nonEmpty(_ text: String?) -> String? {
        text.flatMap { $0.isEmpty ? nil : $0 }
    }
}

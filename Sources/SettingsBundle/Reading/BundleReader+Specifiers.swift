import SettingsCore

// Each specifier type read into a ``Specifier``, as the Settings app reads it.
extension BundleReader {
    /// Reads one specifier; nil (with a warning, or an error already
    /// reported) when the phone would not show it.
    mutating func readSpecifier(_ context: SpecifierContext) -> Specifier? {
        guard let type = context.type else {
            let found = context.fields["Type"]
            problems.append(context.problem(found.map { .wrongKind(field: "Type", expected: "a string", found: $0.kindWithArticle) } ?? .missingType))
            return nil
        }
        guard let known = SpecifierType.keys[type] else {
            problems.append(context.problem(.unknownType(type)))
            return nil
        }
        for field in context.fields.keys.sorted() where !SpecifierType.commonKeys.contains(field) && !known.contains(field) {
            problems.append(context.problem(.unknownKey(field, type: type)))
        }
        let title = text("Title", context)
        let needsKey = type != SpecifierType.group && type != SpecifierType.childPane
        if needsKey && context.key == nil {
            problems.append(context.problem(.missingKey(type: type)))
            return nil
        }
        let kind: Specifier.Kind?
        switch type {
        case SpecifierType.group:
            kind = .group(footer: text("FooterText", context))
        case SpecifierType.radioGroup:
            kind = choices(context).map { .radioGroup(footer: text("FooterText", context), $0) }
        case SpecifierType.multiValue:
            kind = choices(context).map { .multiValue($0) }
        case SpecifierType.toggle:
            kind = toggle(context)
        case SpecifierType.textField:
            kind = textField(context)
        case SpecifierType.slider:
            kind = slider(context)
        case SpecifierType.titleValue:
            let hasChoices = context.fields["Titles"] != nil || context.fields["Values"] != nil
            if hasChoices {
                kind = choices(context).map { .titleValue(defaultValue: $0.defaultValue, $0) }
            } else {
                kind = .titleValue(defaultValue: context.fields["DefaultValue"], nil)
            }
        default:
            kind = childPane(context)
        }
        return kind.map { Specifier(index: context.index, key: context.key, title: title, kind: $0) }
    }

    // MARK: - Types

    private mutating func toggle(_ context: SpecifierContext) -> Specifier.Kind? {
        let on = context.fields["TrueValue"] ?? .bool(true)
        let off = context.fields["FalseValue"] ?? .bool(false)
        guard on.json != off.json else {
            problems.append(context.problem(.sameTrueAndFalse))
            return nil
        }
        var isOn: Bool?
        if let given = context.fields["DefaultValue"] {
            if given.json == on.json {
                isOn = true
            } else if given.json == off.json {
                isOn = false
            } else if let truth = Self.plainTruth(given) {
                isOn = truth
            } else {
                problems.append(context.problem(.toggleDefaultUnclear(given.json)))
                isOn = false
            }
        }
        return .toggle(on: on, off: off, isOn: isOn)
    }

    /// A default written as a yes or no: a boolean, 1 or 0, or the words
    /// YES/NO/true/false in any case — what iOS reads as on or off.
    static func plainTruth(_ value: PlistValue) -> Bool? {
        switch value {
        case .bool, .integer, .real:
            return value.truth
        case .string(let text):
            switch text.lowercased() {
            case "yes", "true", "1": return true
            case "no", "false", "0": return false
            default: return nil
            }
        default:
            return nil
        }
    }

    private mutating func textField(_ context: SpecifierContext) -> Specifier.Kind {
        var defaultText: String?
        switch context.fields["DefaultValue"] {
        case .string(let text)?: defaultText = text
        case .integer, .real: defaultText = context.fields["DefaultValue"]?.json.plainText
        case let other?:
            problems.append(context.problem(.wrongKind(field: "DefaultValue", expected: "a string", found: other.kindWithArticle)))
        case nil: break
        }
        let secure = flag("IsSecure", context) ?? false
        let keyboard = string("KeyboardType", context)
        return .textField(defaultText: defaultText, secure: secure, keyboard: keyboard)
    }

    private mutating func slider(_ context: SpecifierContext) -> Specifier.Kind? {
        var bounds: [Double] = []
        for (field, fallback) in [("MinimumValue", 0.0), ("MaximumValue", 1.0)] {
            if let value = number(field, context) {
                bounds.append(value)
            } else {
                problems.append(context.problem(.sliderMissingBound(field: field, used: fallback)))
                bounds.append(fallback)
            }
        }
        guard bounds[0] <= bounds[1] else {
            problems.append(context.problem(.sliderMinAboveMax(min: bounds[0], max: bounds[1])))
            return nil
        }
        return .slider(defaultValue: number("DefaultValue", context), min: bounds[0], max: bounds[1])
    }

    private mutating func childPane(_ context: SpecifierContext) -> Specifier.Kind? {
        guard let file = string("File", context), !file.isEmpty else {
            problems.append(context.problem(.childWithoutFile))
            return nil
        }
        guard BundleFiles.staysInside(file) else {
            problems.append(context.problem(.childFileOutside(file)))
            return nil
        }
        switch childPage(named: file) {
        case .page(let page):
            return .childPane(page: page)
        case .missing:
            problems.append(context.problem(.childFileMissing(file)))
        case .cycle(let chain):
            problems.append(context.problem(.childCycle(file, chain: chain)))
        }
        return nil
    }

    /// `Titles`/`Values`/`ShortTitles`/`DefaultValue`, checked and, with
    /// `DisplaySortedByTitle`, sorted by their localised titles.
    private mutating func choices(_ context: SpecifierContext) -> Specifier.Choices? {
        if context.fields["Values"] == nil && context.fields["Titles"] == nil {
            problems.append(context.problem(.noValues(type: context.type ?? "")))
            return nil
        }
        let values = array("Values", context) ?? []
        let titles = (array("Titles", context) ?? []).map { localizer.text($0.json.plainText, table: context.table) }
        guard titles.count == values.count else {
            problems.append(context.problem(.titlesValuesMismatch(titles: titles.count, values: values.count)))
            return nil
        }
        var shortTitles = array("ShortTitles", context)?.map { localizer.text($0.json.plainText, table: context.table) }
        if let short = shortTitles, short.count != values.count {
            problems.append(context.problem(.shortTitlesMismatch(shortTitles: short.count, values: values.count)))
            shortTitles = nil
        }
        let defaultValue = context.fields["DefaultValue"]
        if let defaultValue, !values.contains(where: { $0.json == defaultValue.json }) {
            problems.append(context.problem(.defaultNotAmongValues(defaultValue.json)))
        }
        var order = Array(values.indices)
        if flag("DisplaySortedByTitle", context) == true {
            order.sort { titles[$0].lowercased() < titles[$1].lowercased() }
        }
        return Specifier.Choices(
            titles: order.map { titles[$0] }, values: order.map { values[$0] },
            shortTitles: shortTitles.map { short in order.map { short[$0] } }, defaultValue: defaultValue)
    }

    // MARK: - Fields

    /// A text field, localised; a field of another kind is reported and ignored.
    private mutating func text(_ field: String, _ context: SpecifierContext) -> String? {
        string(field, context).map { localizer.text($0, table: context.table) }
    }

    private mutating func string(_ field: String, _ context: SpecifierContext) -> String? {
        typed(field, context, expected: "a string") { $0.string }
    }

    private mutating func number(_ field: String, _ context: SpecifierContext) -> Double? {
        typed(field, context, expected: "a number") { $0.number }
    }

    private mutating func flag(_ field: String, _ context: SpecifierContext) -> Bool? {
        typed(field, context, expected: "a boolean") { Self.plainTruth($0) }
    }

    private mutating func array(_ field: String, _ context: SpecifierContext) -> [PlistValue]? {
        typed(field, context, expected: "an array") { $0.array }
    }

    /// A field read as `expected`; one of another kind is reported and ignored.
    private mutating func typed<T>(_ field: String, _ context: SpecifierContext, expected: String, _ read: (PlistValue) -> T?) -> T? {
        guard let value = context.fields[field] else { return nil }
        guard let result = read(value) else {
            problems.append(context.problem(.wrongKind(field: field, expected: expected, found: value.kindWithArticle)))
            return nil
        }
        return result
    }
}

import LosslessJSON

// Options and visibility conditions of a settings file.
extension SettingsFileReader {
    /// The options of a choice, radio group or list; empty when there are
    /// none (the layout's checks say so), nil when `options` is not an array.
    mutating func loadOptions(in node: JSONNodeID) -> [ChoiceOption]? {
        guard let optionsNode = document.member("options", of: node) else { return [] }
        guard document.kind(optionsNode) == .array else {
            report(.optionsNotArray(found: document.kind(optionsNode)), at: optionsNode)
            return nil
        }
        var options: [ChoiceOption] = []
        options.reserveCapacity(document.count(optionsNode))
        for optionNode in document.children(optionsNode) {
            switch document.kind(optionNode) {
            case .string:
                let text = document.string(optionNode) ?? ""
                options.append(ChoiceOption(titleText: document.text(optionNode) ?? JSONText(text), value: .string(text), shortText: nil))
            case .object:
                guard let valueNode = document.member("value", of: optionNode) else {
                    report(.optionWithoutValue, at: optionNode)
                    continue
                }
                let value = document.value(valueNode)
                guard value.isScalar, value != .null else {
                    report(.optionValueNotScalar, at: valueNode)
                    continue
                }
                if value.hasUnstorableNumber || document.hasInexactInteger(valueNode) {
                    report(.numberTooLarge(spelled: document.numberText(valueNode) ?? ""), at: valueNode)
                    continue
                }
                let title = text("title", in: optionNode) ?? JSONText(value.plainText)
                options.append(ChoiceOption(titleText: title, value: value, shortText: text("short", in: optionNode)))
            default:
                report(.optionWrongKind(found: document.kind(optionNode)), at: optionNode)
            }
        }
        var seen = Set<JSONValue>()
        for (index, option) in options.enumerated() where !seen.insert(option.value).inserted {
            report(.optionRepeated(option.value), at: document.child(at: index, of: optionsNode) ?? optionsNode)
        }
        return options
    }

    /// A `visibleWhen` condition, noted for the layout's checks.
    mutating func loadCondition(in node: JSONNodeID) -> Condition? {
        guard let conditionNode = document.member("visibleWhen", of: node) else { return nil }
        guard document.kind(conditionNode) == .object else {
            report(.conditionNotObject, at: conditionNode)
            return nil
        }
        guard let key = string("key", in: conditionNode) else {
            report(.conditionWithoutKey, at: conditionNode)
            return nil
        }
        let accepted: [JSONValue]
        if let equals = document.member("equals", of: conditionNode) {
            accepted = [document.value(equals)]
        } else if let inNode = document.member("in", of: conditionNode) {
            guard document.kind(inNode) == .array else {
                report(.conditionInNotArray, at: inNode)
                return nil
            }
            accepted = document.children(inNode).map { document.value($0) }
        } else {
            report(.conditionWithoutTest, at: conditionNode)
            return nil
        }
        let condition = Condition(key: key, accepted: accepted, origin: Origin(conditionNode))
        layout.noteCondition(condition)
        return condition
    }
}

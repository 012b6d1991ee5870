import LosslessJSON
import SettingsCore

// Options and visibility conditions of a settings file.
extension SettingsFileReader {
    /// The options of a choice, radio group or list; empty when there are
    /// none (the layout's checks say so), nil when `options` is not an array.
    mutating func loadOptions(in object: SettingsFileObject) -> [ChoiceOption]? {
        guard let optionsNode = object[.options] else { return [] }
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
                let option = self.object(optionNode)
                guard let valueNode = option[.value] else {
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
                let title = text(.title, in: option) ?? JSONText(value.plainText)
                options.append(ChoiceOption(titleText: title, value: value, shortText: text(.short, in: option)))
            default:
                report(.optionWrongKind(found: document.kind(optionNode)), at: optionNode)
            }
        }
        for index in repeatedOptions(options) {
            report(.optionRepeated(options[index].value), at: document.child(at: index, of: optionsNode) ?? optionsNode)
        }
        return options
    }

    /// Where the options whose value an earlier option has are, in order.
    /// A short list is compared pair by pair: hashing each value into a set
    /// cost about 5,000 instructions a choice, more than reading it.
    private func repeatedOptions(_ options: [ChoiceOption]) -> [Int] {
        guard options.count > 16 else {
            return options.indices.filter { index in options[..<index].contains { $0.value == options[index].value } }
        }
        var seen = Set<JSONValue>()
        return options.indices.filter { !seen.insert(options[$0].value).inserted }
    }

    /// A `visibleWhen` condition, noted for the layout's checks.
    mutating func loadCondition(in object: SettingsFileObject) -> Condition? {
        guard let conditionNode = object[.visibleWhen] else { return nil }
        guard document.kind(conditionNode) == .object else {
            report(.conditionNotObject, at: conditionNode)
            return nil
        }
        let condition = self.object(conditionNode)
        guard let key = string(.key, in: condition) else {
            report(.conditionWithoutKey, at: conditionNode)
            return nil
        }
        let accepted: [JSONValue]
        if let equals = condition[.equals] {
            accepted = [document.value(equals)]
        } else if let inNode = condition[.in] {
            guard document.kind(inNode) == .array else {
                report(.conditionInNotArray, at: inNode)
                return nil
            }
            accepted = document.children(inNode).map { document.value($0) }
        } else {
            report(.conditionWithoutTest, at: conditionNode)
            return nil
        }
        let made = Condition(key: key, accepted: accepted, origin: Origin(conditionNode))
        layout.noteCondition(made)
        return made
    }
}

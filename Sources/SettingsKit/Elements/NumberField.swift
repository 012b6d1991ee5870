import LosslessJSON
import SettingsCore

/// A row showing a number and its unit, asking for a new one when selected.
public struct NumberField: Element {
    /// What the row declares.
    public let declaration: ElementDeclaration

    /// A whole number titled `title`, stored under `key`, within `range`.
    public init(_ title: String, key: String, default defaultValue: Int? = nil, range: ClosedRange<Int>? = nil,
                unit: String? = nil) {
        // A step of 1 from a whole number: whole numbers only, refused otherwise in the tool's own words.
        let rule = NumberRule(min: range.map { JSONNumber($0.lowerBound) }, max: range.map { JSONNumber($0.upperBound) },
                              step: JSONNumber(1), unit: unit)
        let setting = SettingDeclaration(key: key, kind: .number(rule), defaultValue: defaultValue.map { .integer(Int64($0)) })
        declaration = ElementDeclaration(title: title, body: .setting(setting))
    }

    /// A number titled `title`, stored under `key`, within `range`, a
    /// multiple of `step` (counted from the range's start) when given.
    public init(_ title: String, key: String, default defaultValue: Double? = nil, range: ClosedRange<Double>? = nil,
                step: Double? = nil, unit: String? = nil) {
        let rule = NumberRule(min: range.map { JSONNumber($0.lowerBound) }, max: range.map { JSONNumber($0.upperBound) },
                              step: step.map { JSONNumber($0) }, unit: unit)
        let setting = SettingDeclaration(key: key, kind: .number(rule), defaultValue: defaultValue.map(SettingValue.number))
        declaration = ElementDeclaration(title: title, body: .setting(setting))
    }
}

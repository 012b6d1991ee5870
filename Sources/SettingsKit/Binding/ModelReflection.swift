import FoundationEssentials
import LosslessJSON
import SettingsCore

/// Reads a model's properties with `Mirror` into a ``Form``: each property a
/// row, its wrappers saying how (``BindingAttributes``), its type what kind.
///
/// | the property is | its row is |
/// |---|---|
/// | `Bool` | a switch (a checkbox with ``Checkbox``) |
/// | `String` | a text (secure, of several lines, or chosen among texts, as its wrappers say) |
/// | an integer or floating-point number | a number (an integer's whole, within its type's bounds) |
/// | a `Date` | a date and time in ISO 8601, UTC (a date or a time alone, as its ``DateStyle`` says) |
/// | a `CaseIterable` enum of `String` or `Int` raw values | a checkmark list of its cases (a radio group inline) |
/// | an array of texts or of such an enum | an ordered list |
/// | a `Set` of such an enum | a checkmark list on which several are checked |
/// | a dictionary of those kinds by `String` | a map |
/// | a struct | a child form of its own properties |
///
/// A property of another type is a layout problem, not a crash; one
/// marked ``Skip`` gets no row, whatever its type.
struct ModelReflection {
    /// Each setting's key with where its value is in the model's JSON and how it is held.
    var properties: [String: BoundProperty] = [:]
    /// The wrappers' arguments by coding path, for decoding the edited model.
    var table = AttributeTable()
    /// The model as its `Codable` encodes it, when known: a property it has
    /// no member for (a `CodingKeys` that names it otherwise) can't be
    /// edited, as its edits could not be put back.
    var encoded: JSONValue?

    /// The form of `model`'s properties, titled `title`.
    mutating func form(of model: Any, title: String, path: [String]) -> Form {
        var sections: [SectionDeclaration] = []
        var current = SectionDeclaration(header: nil, footer: nil, body: .items([]))
        var rows: [ElementDeclaration] = []
        func close() {
            if !rows.isEmpty || current.header != nil || current.footer != nil {
                current.body = .items(rows)
                sections.append(current)
            }
            rows = []
        }
        for child in Mirror(reflecting: model).children {
            guard var name = child.label else { continue }
            var value = child.value
            var attributes = BindingAttributes()
            if value is any BindingAttribute, name.hasPrefix("_") { name.removeFirst() }
            while let wrapper = value as? any BindingAttribute {
                wrapper.note(into: &attributes)
                value = wrapper.wrappedAny
            }
            // No row: its value stays in the model's JSON as it is, and comes back so.
            if attributes.skipped { continue }
            let propertyPath = path + [name]
            let key = propertyPath.joined(separator: ".")
            table.byPath[key] = attributes
            if let header = attributes.header {
                close()
                current = SectionDeclaration(header: header, footer: nil, body: .items([]))
            }
            if let footer = attributes.footer { current.footer = footer }
            let caption = attributes.caption ?? CaptionText.caption(of: name)
            switch row(for: value, key: key, caption: caption, attributes: attributes, path: propertyPath) {
            case .row(let row):
                rows.append(row)
            case .radio(let setting):
                // A radio group is a section of its own: the one its property starts, when it has no rows
                // yet (under its header, else the caption), else a new one; the rows after it start another.
                var radio = SectionDeclaration(header: caption, footer: nil, body: .radio(setting))
                if rows.isEmpty {
                    radio.header = current.header ?? caption
                    radio.footer = current.footer
                } else {
                    close()
                }
                sections.append(radio)
                current = SectionDeclaration(header: nil, footer: nil, body: .items([]))
            }
        }
        close()
        return Form(title: title, sections: sections)
    }

    /// What a property becomes.
    private enum Declared {
        case row(ElementDeclaration)
        case radio(SettingDeclaration)
    }

    /// The row of a property, or the problem that it can't be edited: of
    /// its type, or because its `Codable` doesn't store it under its name.
    /// An optional is the row of the type it wraps, which may be not set.
    private mutating func row(for value: Any, key: String, caption: String, attributes: BindingAttributes, path: [String]) -> Declared {
        let type = type(of: value)
        let declared: Declared
        var unset = false
        if let optional = type as? any BindableOptional.Type {
            let wrapped = optional.unwrap(value)
            unset = wrapped == nil
            declared = editableRow(for: wrapped, of: optional.wrappedType, key: key, caption: caption, attributes: attributes, path: path,
                                   optional: true)
        } else {
            declared = editableRow(for: value, of: type, key: key, caption: caption, attributes: attributes, path: path, optional: false)
        }
        if case .row(let row) = declared, case .problem = row.body { return declared }
        // A nil the synthesized Codable leaves out: nothing to find, its edits go in under its name.
        guard !unset, let encoded, encoded.member(at: path) == nil else { return declared }
        properties[key] = nil
        return .row(ElementDeclaration(title: caption, body: .problem(.propertyNotEncoded(name: key))))
    }

    /// The row of a property of `type` holding `value` (nil for an optional
    /// that is nil), which may be not set when `optional`.
    private mutating func editableRow(for value: Any?, of type: Any.Type, key: String, caption: String, attributes: BindingAttributes,
                                      path: [String], optional: Bool) -> Declared {
        func setting(_ kind: SettingKind, help: String? = nil) -> Declared {
            var declared = SettingDeclaration(key: key, kind: kind, defaultValue: nil)
            declared.help = help
            declared.optional = optional
            return .row(ElementDeclaration(title: caption, body: .setting(declared)))
        }
        func radio(_ kind: SettingKind) -> Declared {
            var declared = SettingDeclaration(key: key, kind: kind, defaultValue: nil)
            declared.optional = optional
            return .radio(declared)
        }
        func bound(multiline: Bool = false, date: DateFieldStyle? = nil, options: [ChoiceOption]? = nil) {
            properties[key] = BoundProperty(path: path, multiline: multiline, date: date, optional: optional, options: options)
        }
        let typeName = optional ? "Optional<\(String(describing: type))>" : String(describing: type)
        let notEditable = Declared.row(ElementDeclaration(title: caption, body: .problem(.propertyNotEditable(type: typeName))))
        // An optional of an optional: nil and null would be two values with one row.
        guard !(type is any BindableOptional.Type) else { return notEditable }
        if type == Date.self {
            // The model's Codable must write it as the number of seconds a plain JSONEncoder writes (or null: nil).
            guard encoded?.member(at: path).map({ $0.kind == .number || $0 == .null }) ?? true else { return notEditable }
            let style = attributes.dateStyle ?? .dateTime
            bound(date: style)
            return setting(.text(style.textRule))
        }
        if type == Bool.self {
            bound()
            return setting(.switch(SwitchRule(checkbox: attributes.checkbox)))
        }
        if type == String.self {
            bound(multiline: attributes.multiline)
            if let options = attributes.selection?.options {
                let choice = SettingKind.choice(options.map { Choice(stringLiteral: $0).choiceOption })
                return attributes.selection?.inline == true ? radio(choice) : setting(choice)
            }
            let rule = TextRule(placeholder: attributes.placeholder, secure: attributes.secure)
            return setting(.text(rule), help: attributes.multiline ? "Type \\n where a new line goes." : nil)
        }
        if let number = Self.numberRule(for: type, range: attributes.range) {
            bound()
            return setting(.number(number))
        }
        if let options = Self.cases(of: type) {
            bound()
            let choice = SettingKind.choice(options)
            return attributes.selection?.inline == true ? radio(choice) : setting(choice)
        }
        if let set = type as? any BindableSet.Type, let options = Self.cases(of: set.entryType) {
            bound(options: options)
            var rule = ListRule(options: options)
            rule.checklist = true
            return setting(.list(rule))
        }
        if let list = type as? any BindableList.Type {
            let entry = list.entryType
            if entry == String.self || Self.cases(of: entry) != nil {
                bound()
                return setting(.list(ListRule(options: Self.cases(of: entry))))
            }
        }
        if let map = type as? any BindableMap.Type, let entry = Self.entryKind(of: map.entryType) {
            bound()
            return setting(.map(MapRule(entry: PartRule(kind: entry))))
        }
        // A struct its Codable writes as anything but an object (a URL, a Decimal) has no properties to show;
        // an optional one has no row that could be not set.
        if !optional, let value, Mirror(reflecting: value).displayStyle == .struct,
           encoded?.member(at: path).map({ $0.kind == .object }) ?? true {
            return .row(form(of: value, title: caption, path: path).declaration)
        }
        return notEditable
    }

    /// The rule of a number property: an integer's whole, within its type's bounds (or `range`).
    private static func numberRule(for type: Any.Type, range: NumberBounds?) -> NumberRule? {
        if let integer = type as? any FixedWidthInteger.Type {
            let lower = range?.lower ?? JSONNumber(Int64(clamping: integer.min))
            let upper = range?.upper ?? JSONNumber(Int64(clamping: integer.max))
            return NumberRule(min: lower, max: upper, step: JSONNumber(1))
        }
        if type is any BinaryFloatingPoint.Type {
            return NumberRule(min: range?.lower, max: range?.upper)
        }
        return nil
    }

    /// The options of an enum's cases, each titled by its name made readable
    /// and storing its raw value; nil for any other type.
    static func cases(of type: Any.Type) -> [ChoiceOption]? {
        guard let enumeration = type as? any CaseIterable.Type else { return nil }
        return options(of: enumeration)
    }

    private static func options<Cases: CaseIterable>(of type: Cases.Type) -> [ChoiceOption]? {
        var options: [ChoiceOption] = []
        for value in type.allCases {
            guard let raw = (value as? any RawRepresentable)?.rawValue else { return nil }
            let stored: SettingValue
            switch raw {
            case let text as String: stored = .text(text)
            case let number as Int: stored = .integer(Int64(number))
            default: return nil
            }
            options.append(Choice(CaptionText.caption(of: String(describing: value)), value: stored).choiceOption)
        }
        return options
    }

    /// The kind of a map's entries of `type`, when a row can edit it.
    private static func entryKind(of type: Any.Type) -> SettingKind? {
        if type == Bool.self { return .switch(SwitchRule()) }
        if type == String.self { return .text(TextRule()) }
        if let rule = numberRule(for: type, range: nil) { return .number(rule) }
        return cases(of: type).map { .choice($0) }
    }
}

/// Where a bound setting's value is in the model's JSON, and how it is held there.
struct BoundProperty: Sendable {
    /// The members from the model's object down to the value.
    var path: [String]
    /// A text of several lines: shown and typed with `\n` for its line breaks.
    var multiline = false
    /// A `Date`, held in the model's JSON as its seconds since 2001-01-01 and
    /// in the session as the ISO 8601 text of these parts.
    var date: DateFieldStyle?
    /// An optional: not set (or null) in the session is nil in the model.
    var optional = false
    /// A set chosen on a checkmark list: its options, whose order its entries are shown in (a set has none of its own).
    var options: [ChoiceOption]?
}

/// An array, whose entries' type a row needs even when it is empty.
protocol BindableList {
    static var entryType: Any.Type { get }
}

extension Array: BindableList {
    static var entryType: Any.Type { Element.self }
}

/// An optional, whose wrapped type a row needs even when it is nil.
protocol BindableOptional {
    static var wrappedType: Any.Type { get }
    /// The wrapped value of `value`, an optional of this type; nil when it is nil.
    static func unwrap(_ value: Any) -> Any?
}

extension Optional: BindableOptional {
    static var wrappedType: Any.Type { Wrapped.self }

    static func unwrap(_ value: Any) -> Any? {
        guard let optional = value as? Wrapped? else { return nil }
        return optional.map { $0 as Any }
    }
}

/// A set, whose elements' type a row needs even when it is empty.
protocol BindableSet {
    static var entryType: Any.Type { get }
}

extension Set: BindableSet {
    static var entryType: Any.Type { Element.self }
}

/// A dictionary by `String`, whose values' type a row needs even when it is empty.
protocol BindableMap {
    static var entryType: Any.Type { get }
}

extension Dictionary: BindableMap where Key == String {
    static var entryType: Any.Type { Value.self }
}

import LosslessJSON

/// One kind a value of several kinds may take (`oneOf`/`anyOf` of a
/// boolean and a text, say): a titled setting kind with its rules, or a
/// fixed value (`null`, shown as `null`: a value, not "not set").
public struct Variant: Sendable {
    /// What the variant holds.
    public enum Content: Sendable {
        /// A value edited as a setting of this kind is.
        case value(SettingKind)
        /// The one value this variant allows.
        case constant(JSONValue)
    }

    /// The title in the list of kinds ("On/Off", "Text", a branch's `title`).
    public var title: String
    public var content: Content
    /// The value it starts from when it is chosen: the branch's default, else the kind's natural value.
    public var defaultValue: JSONValue?

    public init(title: String, content: Content, defaultValue: JSONValue? = nil) {
        self.title = title
        self.content = content
        self.defaultValue = defaultValue
    }

    /// Whether the values it takes are listed (a fixed value, options, a switch's two).
    var namesItsValues: Bool {
        switch content {
        case .constant, .value(.switch), .value(.choice): return true
        case .value: return false
        }
    }

    /// Whether `value` is of this variant's JSON kind (fitting its rules or not).
    public func holdsKind(of value: JSONValue) -> Bool {
        switch content {
        case .constant(let constant): return constant == value
        case .value(let kind):
            switch (kind, value) {
            case (.switch(let rule), _): return value == rule.on || value == rule.off
            case (.choice(let options, let other), _):
                if options.option(for: value) != nil { return true }
                if other != nil, case .string = value { return true }
                return options.contains { $0.value.kind == value.kind }
            case (.text, .string), (.number, .number), (.list, .array): return true
            case (.json(let rule), _): return rule.holdsShape(of: value)
            default: return false
            }
        }
    }
}

extension SettingKind {
    /// Whether a checkmark list edits it.
    public var isChoice: Bool {
        if case .choice = self { return true }
        return false
    }

    /// Whether a list screen of entries edits it.
    public var isList: Bool {
        if case .list = self { return true }
        return false
    }
}

extension Array where Element == Variant {
    /// The index of the variant a value belongs to: the first whose rules
    /// take it — one that names it (a fixed value, an option, a switch)
    /// before one that merely allows it (a text) — else the first of its
    /// JSON kind (the value then breaks that variant's rules), else nil.
    public func index(of value: JSONValue, for setting: Setting) -> Int? {
        let fitting = indices.filter { ValueRules.problem(with: value, for: setting.variant($0, of: self)) == nil }
        if let named = fitting.first(where: { self[$0].namesItsValues }) { return named }
        if let first = fitting.first { return first }
        return firstIndex { $0.holdsKind(of: value) }
    }
}

extension Setting {
    /// The setting as variant `index` of `variants`: the same key, place and
    /// default (what the store falls back to), that variant's kind (a fixed
    /// value is a choice of one).
    public func variant(_ index: Int, of variants: [Variant]) -> Setting {
        var setting = self
        guard variants.indices.contains(index) else { return setting }
        let variant = variants[index]
        switch variant.content {
        case .value(let kind): setting.kind = kind
        case .constant(let value): setting.kind = .choice([ChoiceOption(titleText: JSONText(variant.title), value: value, shortText: nil)])
        }
        return setting
    }

    /// The setting as the kind `value` has: itself, unless it has several
    /// kinds and one of them holds the value.
    public func resolved(for value: JSONValue?) -> Setting {
        guard case .variants(let variants) = kind, let value, let index = variants.index(of: value, for: self) else { return self }
        return variant(index, of: variants)
    }

    /// The kind of several a screen of one shape edits (a checkmark list
    /// edits a choice, a list screen a list): the kind `value` has when it
    /// is of that shape, else the first kind of that shape; nil when the
    /// setting has one kind or none of that shape.
    public func variantIndex(for value: JSONValue?, shaped shape: (SettingKind) -> Bool) -> Int? {
        guard case .variants(let variants) = kind else { return nil }
        if let value, let index = variants.index(of: value, for: self), case .value(let held) = variants[index].content, shape(held) {
            return index
        }
        return variants.firstIndex { if case .value(let held) = $0.content { shape(held) } else { false } }
    }

    /// The setting as a screen of one shape edits it (see ``variantIndex(for:shaped:)``): itself when it has one kind.
    public func resolved(for value: JSONValue?, shaped shape: (SettingKind) -> Bool) -> Setting {
        guard case .variants(let variants) = kind else { return self }
        return variantIndex(for: value, shaped: shape).map { variant($0, of: variants) } ?? self
    }
}

extension [Variant] {
    /// The one kind these variants are besides null (`boolean | null`,
    /// `string | null`), when that is all they are and the kind is one a row
    /// edits by itself (a switch, choice, text, number or list): its row is
    /// that kind's, with null reachable in one step (``Setting/allowsNull``).
    public var kindBesidesNull: SettingKind? {
        guard count == 2 else { return nil }
        let isNull = map { variant -> Bool in
            if case .constant(.null) = variant.content { return true }
            return false
        }
        guard let valueIndex = isNull.firstIndex(of: false), isNull.contains(true), case .value(let kind) = self[valueIndex].content else { return nil }
        switch kind {
        case .switch, .choice, .text, .number, .list: return kind
        case .map, .records, .variants, .json: return nil
        }
    }
}

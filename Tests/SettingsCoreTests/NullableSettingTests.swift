import LosslessJSON
import Testing
@testable import SettingsCore

/// A setting of one kind or null (a schema's `boolean | null`): that kind's row, with null one step away.
@Suite struct NullableSettingTests {
    private func setting(_ kind: SettingKind, allowsNull: Bool = true) -> Setting {
        var setting = Setting(key: "k", titleText: JSONText("K"), kind: kind, defaultValue: nil, helpText: nil,
                              paneID: 0, origin: Origin(rawValue: 0), conditions: [])
        setting.allowsNull = allowsNull
        return setting
    }

    @Test func aSwitchGoesOnOffNull() {
        let rule = SwitchRule()
        #expect(rule.next(after: .bool(true), allowsNull: true) == .bool(false))
        #expect(rule.next(after: .bool(false), allowsNull: true) == .null)
        #expect(rule.next(after: .null, allowsNull: true) == .bool(true))
        #expect(rule.next(after: nil, allowsNull: true) == .bool(true))
        #expect(rule.next(after: .bool(false), allowsNull: false) == .bool(true))
    }

    @Test func nullIsTypedAsNullAndTheTextNullQuoted() throws {
        let text = setting(.text(TextRule()))
        #expect(try ValueParser.parse("null", for: text).get() == .null)
        #expect(try ValueParser.parse(#""null""#, for: text).get() == .string("null"))
        #expect(try ValueParser.parse(#""jest --ci""#, for: text).get() == .string("jest --ci"))
        #expect(try ValueParser.parse("null", for: setting(.text(TextRule()), allowsNull: false)).get() == .string("null"))
        #expect(try ValueParser.parse("null", for: setting(.switch(SwitchRule()))).get() == .null)
        #expect(ValueRules.problem(with: .null, for: setting(.number(NumberRule()))) == nil)
        #expect(ValueRules.problem(with: .null, for: setting(.number(NumberRule()), allowsNull: false)) != nil)
    }

    @Test func nullAndTheTextNullReadApart() {
        let formatter = ValueFormatter(glyphs: .unicode)
        #expect(formatter.detail(.null, for: setting(.switch(SwitchRule()))) == "null")
        #expect(formatter.detail(.string("null"), for: setting(.text(TextRule()))) == #""null""#)
        #expect(formatter.detail(.string("dist"), for: setting(.text(TextRule()))) == "dist")
    }

    @Test func oneKindBesidesNullIsThatKind() {
        let null = Variant(title: "null", content: .constant(.null))
        let flag = Variant(title: "On/Off", content: .value(.switch(SwitchRule())))
        let text = Variant(title: "Text", content: .value(.text(TextRule())))
        if case .switch? = [flag, null].kindBesidesNull {} else { Issue.record("boolean | null is not a switch") }
        if case .text? = [null, text].kindBesidesNull {} else { Issue.record("null | string is not a text") }
        #expect([flag, text].kindBesidesNull == nil)
        #expect([flag, text, null].kindBesidesNull == nil)
        #expect([Variant(title: "Object", content: .value(.json(JSONRule()))), null].kindBesidesNull == nil)
    }
}

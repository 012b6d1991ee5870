import LosslessJSON
import SettingsCore
@_spi(SettingsShell) import SettingsKit
import Testing

@Suite struct CheckboxTests {
    let form = Form("Mail") {
        FormSection {
            Switch("Show Preview", key: "preview", default: true).checkbox()
            Switch("Mark as Read", key: "markRead").checkbox()
            Switch("Archive", key: "archive")
            TextField("Signature", key: "signature").checkbox()
        }
    }

    @Test func aCheckboxShowsACheckmarkWhileOnAndNoMarkWhileOff() {
        #expect(form.problems.isEmpty)
        #expect(rootScreen(form.layout()) == """
        Mail                                                  [Done]

          1  Show Preview                                          ✓
          2  Mark as Read
          3  Archive                                           [off]
          4  Signature

        """)
    }

    @Test func selectingACheckboxFlipsItAndSavesTheSwitchsValue() {
        var values: [String: SettingValue] = [:]
        let printed = CapturedOutput()
        let outcome = edit(form, values: &values, input: .lines(["show preview", "mark as read", "done"]), output: printed)
        #expect(outcome == .saved(changes: 2))
        #expect(values == ["preview": false, "markRead": true])
        #expect(printed.standardOutput.contains("Mark as Read                                                            ✓"))
    }

    struct Mail: SettingsModel, Equatable {
        @Checkbox var preview = true
        @Caption("Mark as Read") @Checkbox var markRead = false
        var archive = false
    }

    @Test func aCheckboxPropertyIsACheckboxRowAndComesBackFlipped() {
        var mail = Mail()
        let printed = CapturedOutput()
        let outcome = edit(&mail, title: "Mail", input: .lines(["1", "2", "done"]), output: printed)
        #expect(printed.firstChunk == """
        Mail                                                                      [Done]

          1  Preview                                                                   ✓
          2  Mark as Read
          3  Archive                                                               [off]
        """)
        #expect(outcome == .saved(changes: 2))
        #expect(mail.preview == false && mail.markRead == true && mail.archive == false)
    }

    @Test func aCheckboxKeepsItsValuesAndItsValuesTheirCheckbox() {
        var rule = SwitchRule(on: .string("yes"), off: .string("no"), checkbox: true)
        rule.on = .string("si")
        #expect(rule.checkbox && rule.on == .string("si") && rule.off == .string("no"))
        rule.checkbox = false
        #expect(!rule.checkbox && rule.on == .string("si"))
        #expect(!SwitchRule().checkbox)
    }
}

import SettingsCore
@_spi(SettingsShell) import SettingsKit
import Synchronization
import Testing

/// Counts how often a screen's sections were made.
final class Made: Sendable {
    private let count = Mutex(0)
    var times: Int { count.withLock { $0 } }
    func note() { count.withLock { $0 += 1 } }
}

/// A child screen made when it is first opened (MonoTouch.Dialog's root element with a delegate).
@Suite struct FormMadeWhenOpenedTests {
    static func form(_ made: Made, actions: Made = Made()) -> Form {
        Form("Settings") {
            FormSection {
                Switch("Airplane Mode", key: "airplane")
                Form("Printers", keyPrefix: "printers") {
                    made.note()
                    return [FormSection("Printers") {
                        Switch("Lab", key: "printers.lab", default: true)
                        TextField("Default", key: "printers.default").check { $0 == "none" ? "names no printer" : nil }
                        Action("Print a test page") { actions.note(); return "Sent." }
                    }.sectionDeclaration]
                }
            }
        }
    }

    /// Its sections were made with the form's; now not until the screen opens, and once.
    @Test func itIsMadeWhenFirstOpenedAndOnce() {
        let made = Made()
        let actions = Made()
        var values: [String: SettingValue] = [:]
        let printed = CapturedOutput()
        let outcome = edit(Self.form(made, actions: actions), values: &values,
                           input: .lines(["set airplane on", "printers", "lab", "print a test page", "back", "printers", "done"]), output: printed)
        #expect(made.times == 1)
        #expect(actions.times == 1)
        #expect(printed.outputLines.contains("Sent."))
        #expect(outcome == .saved(changes: 2))
        #expect(values == ["airplane": true, "printers.lab": false])
    }

    /// A screen never opened is never made.
    @Test func aScreenNeverOpenedIsNeverMade() {
        let made = Made()
        var values: [String: SettingValue] = [:]
        _ = edit(Self.form(made), values: &values, input: .lines(["set airplane on", "done"]), output: CapturedOutput())
        #expect(made.times == 0)
        #expect(values == ["airplane": true])
    }

    /// A key under its prefix makes it first, once; its settings' own checks hold.
    @Test func aKeyUnderItsPrefixMakesItAndItsChecksHold() {
        let made = Made()
        var values: [String: SettingValue] = [:]
        _ = edit(Self.form(made), values: &values, input: .lines(["set printers.lab off", "set printers.default hall", "done"]),
                 output: CapturedOutput())
        #expect(made.times == 1)
        #expect(values == ["printers.lab": false, "printers.default": "hall"])
        let printed = CapturedOutput()
        _ = edit(Self.form(Made()), values: &values, input: .lines(["set printers.default none", "done"]), output: printed)
        #expect(printed.errorLines.contains { $0.contains("names no printer") })
        #expect(values["printers.default"] == "hall")
    }
}

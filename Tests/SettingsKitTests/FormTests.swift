import SettingsCore
@_spi(SettingsShell) import SettingsKit
import Testing

@Suite struct FormTests {
    static let customer = Form("Create a Customer") {
        FormSection("Customer Name") {
            TextField("First name", key: "firstName", placeholder: "Jane")
            TextField("Last name", key: "lastName")
        }
        FormSection("Extra", footer: "Favourites are listed first.") {
            Switch("Favourite", key: "favourite")
            NumberField("Discount", key: "discount", default: 0, range: 0...50, unit: "%")
            Checkmarks("Tier", key: "tier", options: [Choice("Gold", value: "gold"), Choice("Silver", value: "silver")], default: "silver")
            Form("Contact") {
                FormSection {
                    TextField("E-mail", key: "email")
                    OrderedList("Phones", key: "phones")
                }
            }
        }
    }

    @Test func theBuilderMakesTheScreensOfTheDeclaration() {
        #expect(rootScreen(Self.customer.layout()) == """
        Create a Customer                                     [Done]

        CUSTOMER NAME
          1  First name
          2  Last name

        EXTRA
          3  Favourite                                         [off]
          4  Discount                                            0 %
          5  Tier                                          Silver  >
          6  Contact                                               >
             Favourites are listed first.

        """)
    }

    @Test func aKeyUsedTwiceIsAProblemNamingBothPlaces() {
        let form = Form("Customer") {
            FormSection("Customer Name") {
                TextField("First name", key: "name")
            }
            FormSection("Extra") {
                TextField("Nickname", key: "name")
            }
        }
        let result = form.layout()
        #expect(result.layout == nil)
        #expect(result.problems == [
            LayoutProblem(.keyAlreadyUsed(key: "name", firstUse: "Customer Name › First name"), place: "Extra › Nickname"),
        ])
    }

    @Test func whatOnlyADeclarationGetsWrongIsItsOwnReason() {
        let form = Form("Settings") {
            FormSection("Account") {
                TextField("Name", key: "")
                TextField("Code", key: "code", pattern: "([a-z]")
                NumberField("Ratio", key: "ratio", step: 0)
            }
        }
        #expect(form.problems.map(\.reason) == [
            .format(AnyFormatReason(DeclarationReason.emptyKey)),
            .format(AnyFormatReason(DeclarationReason.invalidPattern("([a-z]", problem: "missing closing parenthesis at offset 6"))),
            .format(AnyFormatReason(DeclarationReason.stepNotPositive(0))),
        ])
        #expect(form.problems.map(\.place) == ["Account › Name", "Account › Code › pattern", "Account › Ratio › step"])
    }

    @Test func conditionsAndDefaultsGetTheChecksEveryLayoutGets() {
        let form = Form("Settings") {
            FormSection {
                Switch("Wi-Fi", key: "wifi").visible(when: "airplane", equals: false)
                NumberField("Volume", key: "volume", default: 120, range: 0...100)
                Checkmarks("Theme", key: "theme", options: [])
            }
        }
        #expect(form.problems.map(\.description) == [
            "section 1 › Volume › default: default 120 is not between 0 and 100",
            "section 1 › Theme: choice \"theme\" has no options",
            "section 1 › Wi-Fi › visible when: visibleWhen refers to unknown key \"airplane\"",
        ])
    }

    @Test func aChildFormIsAScreenOfItsOwn() {
        var values: [String: SettingValue] = [:]
        let printed = CapturedOutput()
        let outcome = edit(Self.customer, values: &values, input: .lines(["contact", "email", "ann@example.com", "done"]),
                           output: printed)
        #expect(outcome == .saved(changes: 1))
        #expect(values == ["email": "ann@example.com"])
        #expect(printed.outputLines.contains { $0.hasPrefix("< Create a Customer") && $0.hasSuffix("Contact") })
    }

    @Test func editingPutsTheSavedValuesBack() {
        var values: [String: SettingValue] = ["lastName": "Smith"]
        let outcome = edit(Self.customer, values: &values, input: .lines(["first", "Ann", "3", "set discount 15", "done"]),
                           output: CapturedOutput())
        #expect(outcome == .saved(changes: 3))
        #expect(values == ["firstName": "Ann", "lastName": "Smith", "favourite": true, "discount": 15])
    }

    @Test func cancellingLeavesTheValuesAsTheyWere() {
        var values: [String: SettingValue] = [:]
        let outcome = edit(Self.customer, values: &values, input: .lines(["3", "cancel"]), output: CapturedOutput())
        #expect(outcome == .cancelled(discarded: 1))
        #expect(values.isEmpty)
    }

    @Test func aScriptEndingWithoutDoneFailsAndKeepsTheValues() {
        var values: [String: SettingValue] = [:]
        let outcome = edit(Self.customer, values: &values, input: .lines(["3"]), output: CapturedOutput())
        #expect(outcome == .failed(.script(firstRefused: nil, saved: 0, unsaved: 1)))
        #expect(values.isEmpty)
    }

    @Test func aCheckRefusesAValueInItsOwnWords() {
        let form = Form("Account") {
            FormSection {
                TextField("User Name", key: "user").check { $0 == "root" ? "is already taken" : nil }
            }
        }
        var values: [String: SettingValue] = [:]
        let printed = CapturedOutput()
        let outcome = edit(form, values: &values, input: .lines(["set user root", "done"]), output: printed)
        #expect(outcome == .failed(.script(firstRefused: RefusedLine(number: 1, message: "User Name is already taken"), saved: 0, unsaved: 0)))
        #expect(printed.errorLines == ["line 1: User Name is already taken"])
        #expect(values.isEmpty)
    }

    @Test func theChangeHookHearsEachChange() {
        var values: [String: SettingValue] = [:]
        var heard: [String] = []
        _ = edit(Self.customer, values: &values, input: .lines(["3", "set discount 5", "3", "undo", "cancel"]),
                 output: CapturedOutput()) { key, value in
            heard.append("\(key)=\(value.map { "\($0)" } ?? "nil")")
        }
        #expect(heard == ["favourite=bool(true)", "discount=integer(5)", "favourite=bool(false)", "favourite=bool(true)"])
    }

    @Test func aConditionHidesARowUntilItsSettingHoldsTheValue() {
        let form = Form("Network") {
            FormSection {
                Switch("Wi-Fi", key: "wifi")
                TextField("Network", key: "network").visible(when: "wifi", equals: true)
            }
            RadioGroup("Band", key: "band", options: [Choice("2.4 GHz", value: 2), Choice("5 GHz", value: 5)], default: 5)
                .visible(when: "wifi", equals: true)
            FormSection("Hosts") {
                Map("Hosts", key: "hosts", entries: .text)
            }
        }
        var values: [String: SettingValue] = ["hosts": .map(["router": "192.168.1.1"])]
        let printed = CapturedOutput()
        let outcome = edit(form, values: &values, input: .lines(["wi-fi", "done"]), output: printed)
        #expect(outcome == .saved(changes: 1))
        #expect(printed.firstChunk == """
        Network                                                                   [Done]

          1  Wi-Fi                                                                 [off]

        HOSTS
          2  Hosts                                                            1 entry  >
        """)
        #expect(printed.outputLines.contains("  2  Network"))
        #expect(printed.outputLines.contains("BAND"))
        #expect(printed.outputLines.contains { $0.hasPrefix("  4  5 GHz") && $0.hasSuffix("✓") })
        #expect(values == ["wifi": true, "hosts": .map(["router": "192.168.1.1"])])
    }
}

@Suite struct SessionFailureWordsTests {
    static let form = Form("Account") {
        FormSection { Switch("Favourite", key: "favourite") }
    }

    @Test func aRefusedLineIsSaidWithItsNumber() {
        var values: [String: SettingValue] = [:]
        let outcome = edit(Self.form, values: &values, input: .lines(["set favourite maybe", "done"]), output: CapturedOutput())
        guard case .failed(let why) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect("\(why)" == #"line 1 was refused: Favourite expects on or off, not "maybe""#)
    }

    @Test func unsavedChangesAtTheEndAreCounted() {
        var values: [String: SettingValue] = [:]
        let outcome = edit(Self.form, values: &values, input: .lines(["1"]), output: CapturedOutput())
        guard case .failed(let why) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect("\(why)" == "the input ended with 1 change not saved (end it with done to save)")
    }
}

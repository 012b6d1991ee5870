import FoundationEssentials
import SettingsCore
@_spi(SettingsShell) import SettingsKit
import Testing

@Suite struct OptionalBindingTests {
    struct Contact: SettingsModel, Equatable {
        var name = "Ann"
        var nickname: String?
        var age: Int?
        var vip: Bool?
        var tier: Tier?
        @Caption("Born") @DateStyle(.date) var birthday: Date? = nil
        var ratio: Double? = 0.5
    }

    @Test func aNilOptionalIsItsTypesRowNotSet() {
        var contact = Contact()
        let printed = CapturedOutput()
        #expect(edit(&contact, title: "Contact", input: .lines(["done"]), output: printed) == .nothingChanged)
        #expect(printed.firstChunk == """
        Contact                                                                   [Done]

          1  Name                                                                    Ann
          2  Nickname                                                            not set
          3  Age                                                                 not set
          4  Vip                                                          not set  [off]
          5  Tier                                                             not set  >
          6  Born                                                                not set
          7  Ratio                                                                   0.5
        """)
    }

    @Test func valuesTypedIntoNotSetRowsComeBackIntoTheOptionals() {
        var contact = Contact()
        let lines = ["set nickname Al", "set age 42", "vip", "tier", "gold", "back", "set birthday 1990-05-17", "done"]
        let printed = CapturedOutput()
        let outcome = edit(&contact, title: "Contact", input: .lines(lines), output: printed)
        #expect(outcome == .saved(changes: 5), "\(printed.standardError)")
        #expect(contact.nickname == "Al" && contact.age == 42 && contact.vip == true && contact.tier == .gold)
        #expect(contact.birthday == Date(timeIntervalSince1970: 642_902_400))
        #expect(contact.ratio == 0.5)
    }

    @Test func nullMakesAnOptionalNilAgain() {
        var contact = Contact()
        contact.nickname = "Al"
        contact.age = 42
        contact.birthday = Date(timeIntervalSince1970: 642_902_400)
        let lines = ["set nickname null", "set age null", "set birthday null", "set ratio null", "done"]
        let printed = CapturedOutput()
        let outcome = edit(&contact, title: "Contact", input: .lines(lines), output: printed)
        #expect(outcome == .saved(changes: 4), "\(printed.standardError)")
        var expected = Contact()
        expected.ratio = nil
        #expect(contact == expected)
    }

    @Test func aPropertyWithAValueShowsItAndAnUneditedNilStaysNil() throws {
        var contact = Contact()
        contact.age = 7
        let printed = CapturedOutput()
        let outcome = edit(&contact, title: "Contact", input: .lines(["get age", "set name Bea", "done"]), output: printed)
        #expect(outcome == .saved(changes: 1))
        #expect(printed.outputLines.contains("7"))
        #expect(contact.name == "Bea" && contact.age == 7 && contact.nickname == nil && contact.birthday == nil)
        let json = String(decoding: try JSONEncoder().encode(contact), as: UTF8.self)
        #expect(!json.contains("nickname"))
    }

    @Test func aTextNullIsNotTheNullValue() {
        var contact = Contact()
        let outcome = edit(&contact, title: "Contact", input: .lines([#"set nickname "null""#, "done"]), output: CapturedOutput())
        #expect(outcome == .saved(changes: 1))
        #expect(contact.nickname == "null")
    }

    struct Odd: Codable {
        var address: Address?
        var twice: Int??
    }

    @Test func anOptionalStructOrAnOptionalOfAnOptionalIsAProblemNotACrash() {
        let problems = layout(of: Odd(), title: "Odd").problems
        #expect(problems.map(\.reason) == [
            .format(AnyFormatReason(DeclarationReason.propertyNotEditable(type: "Optional<Address>"))),
            .format(AnyFormatReason(DeclarationReason.propertyNotEditable(type: "Optional<Optional<Int>>"))),
        ])
    }
}

@Suite struct OptionalElementTests {
    let form = Form("Contact") {
        FormSection {
            TextField("Nickname", key: "nickname").optional()
            NumberField("Age", key: "age", range: 0...150).optional()
        }
    }

    @Test func anOptionalRowSaysNotSetAndTakesNull() {
        #expect(rootScreen(form.layout()) == """
        Contact                                               [Done]

          1  Nickname                                        not set
          2  Age                                             not set

        """)
        var values: [String: SettingValue] = ["age": 30]
        let outcome = edit(form, values: &values, input: .lines(["set nickname Al", "set age null", "done"]), output: CapturedOutput())
        #expect(outcome == .saved(changes: 2))
        #expect(values == ["nickname": "Al", "age": .null])
    }

    @Test func aResetTakesTheValueOut() {
        var values: [String: SettingValue] = ["nickname": "Al"]
        let outcome = edit(form, values: &values, input: .lines(["reset nickname", "done"]), output: CapturedOutput())
        #expect(outcome == .saved(changes: 1))
        #expect(values.isEmpty)
    }

    @Test func aRowThatIsNotOptionalRefusesNull() {
        let plain = Form("Contact") { FormSection { NumberField("Age", key: "age", range: 0...150) } }
        var values: [String: SettingValue] = [:]
        let outcome = edit(plain, values: &values, input: .lines(["set age null", "done"]), output: CapturedOutput())
        guard case .failed(.script(let refused, _, _)) = outcome else {
            Issue.record("expected the line refused, got \(outcome)")
            return
        }
        #expect(refused?.number == 1)
    }
}

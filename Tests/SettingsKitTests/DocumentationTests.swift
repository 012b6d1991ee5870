import FoundationEssentials
import SettingsCore
@_spi(SettingsShell) import SettingsKit
import Testing

/// The declarations the DocC articles show compile and are sound.
@Suite struct DocumentationTests {
    @Test func theLayoutArticlesFormHasNoProblems() {
        let settings = Form("Settings") {
            FormSection {
                Switch("Airplane Mode", key: "airplaneMode")
                Switch("Show Battery Percentage", key: "batteryPercentage").checkbox()
                Form("Display") {
                    RadioGroup("Appearance", key: "appearance",
                               options: [Choice("Light", value: "light"), Choice("Dark", value: "dark")],
                               default: "light")
                    FormSection("Text") {
                        NumberField("Text Size", key: "textSize", default: 17, range: 12...32, unit: "pt")
                    }
                    FormSection("Night Shift") {
                        DateField("From", key: "nightFrom", .time, default: Date(timeIntervalSince1970: 22 * 3600))
                    }
                }
            }
            FormSection("Network", footer: "Used when no Wi-Fi is in reach.") {
                Switch("Wi-Fi", key: "wifi", default: true)
                TextField("Network", key: "network", placeholder: "Home").visible(when: "wifi", equals: true)
                SecureField("Password", key: "password").visible(when: "wifi", equals: true)
                Checkmarks("Ask to Join", key: "askToJoin", options: ["Off", "Notify", "Ask"], default: "Notify")
                MultipleCheckmarks("Bands", key: "bands", options: ["2.4 GHz", "5 GHz", "6 GHz"], default: ["2.4 GHz", "5 GHz"])
            }
            FormSection("Advanced") {
                OrderedList("DNS Servers", key: "dns", count: 0...3)
                Map("Hosts", key: "hosts", entries: .text)
                Info("Version", value: "1.0")
                Action("Clear History") { "History cleared." }
            }
        }
        #expect(settings.problems.isEmpty)
        var values: [String: SettingValue] = ["wifi": true]
        let printed = CapturedOutput()
        let outcome = edit(settings, values: &values, input: .lines(["wi-fi", "clear history", "done"]), output: printed)
        #expect(printed.outputLines.contains("History cleared."))
        #expect(outcome == .saved(changes: 1))
        #expect(values == ["wifi": false])
    }

    @Test func theLayoutArticlesProblemReadsAsShown() {
        let form = Form("Customer") {
            FormSection("Customer Name") { TextField("First name", key: "name") }
            FormSection("Extra") { TextField("Nickname", key: "name") }
        }
        #expect(form.problems.map(\.description) == [#"Extra › Nickname: key "name" is already used at Customer Name › First name"#])
    }

    enum Plan: String, Codable, CaseIterable { case free, team, enterprise }

    struct Account: SettingsModel {
        @Header("Owner") @Caption("E-mail") @Placeholder("you@example.com") var email = ""
        @Secure var password = ""
        @Header("Plan") @Selection(inline: true) var plan = Plan.free
        @NumberRange(1...500) var seats = 1
        var address = Address()
    }

    @Test func theBindingArticlesAccountEdits() {
        var account = Account()
        var heard: [Int] = []
        let printed = CapturedOutput()
        let outcome = edit(
            &account, title: "Account", input: .lines(["set email ann", "set email ann@example.com", "enterprise", "set seats 20", "done"]),
            output: printed,
            checks: ["email": { $0.text?.contains("@") == false ? "is not an e-mail address" : nil }],
            onChange: { account in heard.append(account.seats) })
        #expect(outcome == .failed(.script(firstRefused: RefusedLine(number: 1, message: "E-mail is not an e-mail address"), saved: 0, unsaved: 0)))
        account = Account()
        let saved = edit(
            &account, title: "Account", input: .lines(["set email ann@example.com", "enterprise", "set seats 20", "done"]),
            output: printed,
            checks: ["email": { $0.text?.contains("@") == false ? "is not an e-mail address" : nil }],
            onChange: { account in heard.append(account.seats) })
        #expect(saved == .saved(changes: 3))
        #expect(account.email == "ann@example.com" && account.plan == .enterprise && account.seats == 20)
        #expect(heard == [1, 1, 20])
    }

    struct Alarm: SettingsModel {
        @DateStyle(.time) var wakeUp = Date(timeIntervalSince1970: 7 * 3600)
        var nextHoliday = Date(timeIntervalSince1970: 1_795_392_000)
    }

    @Test func theBindingArticlesAlarmBinds() {
        #expect(layout(of: Alarm(), title: "Alarm").problems.isEmpty)
        var alarm = Alarm()
        let outcome = edit(&alarm, title: "Alarm", input: .lines(["set wakeUp 06:30:00Z", "done"]), output: CapturedOutput())
        #expect(outcome == .saved(changes: 1))
        #expect(alarm.wakeUp == Date(timeIntervalSince1970: 6.5 * 3600))
    }

    struct Contact: SettingsModel {
        var name = ""
        var nickname: String?
        @DateStyle(.date) var birthday: Date? = nil
    }

    @Test func theBindingArticlesContactBindsItsOptionals() {
        var contact = Contact()
        let outcome = edit(&contact, title: "Contact", input: .lines(["set nickname Al", "set birthday 2000-01-01", "done"]),
                           output: CapturedOutput())
        #expect(outcome == .saved(changes: 2))
        #expect(contact.nickname == "Al" && contact.birthday == Date(timeIntervalSince1970: 946_684_800))
    }
}

import SettingsCore
@_spi(SettingsShell) import SettingsKit
import Synchronization
import Testing

/// The program's list of servers, changed by a form's actions.
final class Servers: Sendable {
    private let names = Mutex<[String]>(["alpha"])

    var all: [String] { names.withLock { $0 } }

    func add() { names.withLock { $0.append("server\($0.count + 1)") } }
    func removeLast() { names.withLock { _ = $0.popLast() } }
}

/// A form that changes while it is shown: made again after each action.
@Suite struct ChangingFormTests {
    static func form(_ servers: Servers) -> Form {
        Form("Servers") {
            FormSection("Servers") {
                for name in servers.all { Switch(name, key: "enabled.\(name)", default: true) }
                Action("Add a server") {
                    servers.add()
                    return "Added."
                }
                Action("Remove the last server") {
                    servers.removeLast()
                    return nil
                }
            }
        }
    }

    /// A row an action adds shows at once, and can be changed and saved; one it takes out is gone.
    @Test func anActionAddsAndTakesOutRows() {
        let servers = Servers()
        var values: [String: SettingValue] = [:]
        let printed = CapturedOutput()
        let outcome = edit({ Self.form(servers) }, values: &values,
                           input: .lines(["add a server", "add a server", "set enabled.server3 off", "show", "done"]),
                           output: printed)
        #expect(outcome == .saved(changes: 1))
        #expect(values == ["enabled.server3": false])
        #expect(printed.outputLines.contains("Added."))
        #expect(printed.outputLines.contains { $0.contains("server3") && $0.contains("[off]") })
    }

    /// A change to a row that an action then takes out is left out, and said so.
    @Test func aChangeToARowTakenOutIsLeftOut() {
        let servers = Servers()
        servers.add()
        var values: [String: SettingValue] = [:]
        let printed = CapturedOutput()
        let outcome = edit({ Self.form(servers) }, values: &values,
                           input: .lines(["set enabled.server2 off", "remove the last server", "done"]), output: printed)
        #expect(printed.errorLines.contains("left out (no longer valid): enabled.server2"))
        #expect(values.isEmpty)
        #expect(outcome == .nothingChanged)
    }

    /// A form made again with errors stays as it was; the errors are shown.
    @Test func aNewFormWithErrorsLeavesTheFormAsItWas() {
        let broken = Mutex(false)
        var values: [String: SettingValue] = [:]
        let printed = CapturedOutput()
        _ = edit({
            Form("Broken") {
                FormSection {
                    Switch("A", key: "a")
                    if broken.withLock({ $0 }) { Switch("Again", key: "a") }
                    Action("Break") { broken.withLock { $0 = true }; return "Broke it." }
                }
            }
        }, values: &values, input: .lines(["break", "set a on", "done"]), output: printed)
        #expect(printed.outputLines.contains("Broke it."))
        #expect(printed.errorLines.prefix(2) == ["the form was not changed: as made again, it has errors:",
                                                 #"section 1 › Again: key "a" is already used at section 1 › A"#])
        #expect(values == ["a": true])
    }
}

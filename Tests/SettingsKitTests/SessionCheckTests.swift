import LosslessJSON
import SettingsCore
@_spi(SettingsShell) import SettingsKit
import Testing

/// A program's own check, in the pure session: however a value is set, a
/// refused one changes nothing and is refused in the check's words.
@Suite struct SessionCheckTests {
    static let form = Form("Account") {
        FormSection {
            TextField("User Name", key: "user")
            Checkmarks("Plan", key: "plan", options: ["Free", "Team"], default: "Free")
        }
    }

    /// A session of the form whose check refuses the user name `root` and the plan `Team`.
    static func session() throws -> Session {
        var session = Session(layout: try #require(form.layout().layout), storedValues: [:])
        session.check = { setting, value in
            switch (setting.key, value) {
            case ("user", .string("root")): return "is already taken"
            case ("plan", .string("Team")): return "needs an invitation"
            default: return nil
            }
        }
        return session
    }

    static func errors(_ reply: Reply) -> [String] {
        reply.output.compactMap { if case .error(let text) = $0 { text.text } else { nil } }
    }

    @Test func setIsRefusedAndChangesNothing() throws {
        var session = try Self.session()
        let reply = session.update(.line("set user root"))
        #expect(Self.errors(reply) == ["User Name is already taken"])
        #expect(session.pendingCount == 0)
        _ = session.update(.line("set user ann"))
        #expect(session.values.current(key: "user") == .string("ann"))
    }

    @Test func aPromptAsksAgainOfferingWhatWasTyped() throws {
        var session = try Self.session()
        session.mode = .interactive
        _ = session.update(.line("1"))
        let reply = session.update(.line("root"))
        #expect(Self.errors(reply) == ["User Name is already taken"])
        #expect(session.prompt?.prefill == "root")
        _ = session.update(.line("ann"))
        #expect(session.prompt == nil)
        #expect(session.values.current(key: "user") == .string("ann"))
    }

    @Test func aCheckmarkListsChoiceIsRefusedToo() throws {
        var session = try Self.session()
        session.mode = .interactive
        _ = session.update(.line("plan"))
        let reply = session.update(.line("team"))
        #expect(Self.errors(reply) == ["Plan needs an invitation"])
        #expect(session.pendingCount == 0)
    }

    @Test func withoutACheckEveryValueTheRulesTakeIsTaken() throws {
        var session = Session(layout: try #require(Self.form.layout().layout), storedValues: [:])
        _ = session.update(.line("set user root"))
        #expect(session.values.current(key: "user") == .string("root"))
    }
}

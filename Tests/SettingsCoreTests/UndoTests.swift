import LosslessJSON
import SettingsFileFixtures
import Testing
import TestSupport
@testable import SettingsCore

/// `undo` for every kind of change, `reset`, and a seeded property: any
/// sequence of changes followed by as many undos leaves nothing pending.
@Suite struct UndoTests {
    @Test func nothingToUndo() throws {
        var session = try TestSchemas.everyType()
        #expect(session.handle(line: "undo") == Reply([.message("Nothing to undo.")]))
        session.run("set basic.color Red", "undo")
        #expect(session.say("undo") == ["Nothing to undo."])
    }

    @Test func undoAToggle() throws {
        var session = try TestSchemas.everyType()
        session.run("1")
        #expect(session.json("basic.enabled") == "false")
        let reply = session.handle(line: "undo")
        #expect(said(reply) == ["Undid the change to Enabled; it is on again."])
        #expect(session.json("basic.enabled") == "true")
        #expect(session.pendingCount == 0)
    }

    @Test func undoACheckmarkMoveAndARadioGroup() throws {
        var session = try TestSchemas.everyType()
        session.run("Color", "Blue", "back", "Light")
        #expect(session.pendingJSON == [#"basic.color="Blue""#, #"theme="Light""#])
        #expect(session.say("undo") == ["Undid the change to Theme; it is Dark again."])
        #expect(session.say("undo") == ["Undid the change to Color; it is Green again."])
        #expect(session.pendingCount == 0)
    }

    @Test func undoPromptedValues() throws {
        var session = try TestSchemas.everyType()
        session.run("7", "Jane", "9", "1.5", "8", "9876")
        #expect(session.say("undo") == ["Undid the change to PIN; it is (empty) again."])
        #expect(session.say("undo") == ["Undid the change to Volume; it is 7.5 dB again."])
        #expect(session.say("undo") == ["Undid the change to Name; it is Anonymous again."])
        #expect(session.pendingCount == 0)
    }

    @Test func undoListOperations() throws {
        var session = try TestSchemas.everyType()
        session.run("Fruits", "add Banana", "add", "Cherry", "move 3 1", "delete 2", "back", "Tags", "1", "omega")
        #expect(session.json("lists.fruits") == #"["cherry","Banana"]"#)
        #expect(session.json("lists.tags") == #"["omega","beta","alpha"]"#)
        #expect(session.say("undo") == ["Undid the change to Tags; it is alpha, beta, alpha again."])
        #expect(session.say("undo") == ["Undid the change to Fruits; it is Cherry, Apple, Banana again."])
        #expect(session.say("undo") == ["Undid the change to Fruits; it is Apple, Banana, Cherry again."])
        #expect(session.say("undo") == ["Undid the change to Fruits; it is Apple, Banana again."])
        #expect(session.say("undo") == ["Undid the change to Fruits; it is Apple again."])
        #expect(session.pendingCount == 0)
        #expect(session.say("undo") == ["Nothing to undo."])
    }

    @Test func undoASetOfEveryKind() throws {
        var session = try TestSchemas.everyType()
        let lines = [
            "set basic.enabled off", "set basic.speed off", "set basic.flag on", "set basic.color Blue",
            "set basic.size l", "set fields.name X", "set fields.volume 10", "set theme Light",
            #"set lists.tags ["z"]"#, #"set lists.fruits ["Banana"]"#, "set deep.two B",
        ]
        for line in lines { _ = session.handle(line: line) }
        #expect(session.pendingCount == lines.count)
        for _ in lines { _ = session.handle(line: "undo") }
        #expect(session.pendingCount == 0)
        #expect(session.values.log.isEmpty)
    }

    @Test func repeatedChangesToOneKeyUndoOneStepAtATime() throws {
        var session = try TestSchemas.everyType()
        session.run("set fields.volume 1", "set fields.volume 2", "set fields.volume 3")
        #expect(session.pendingJSON == ["fields.volume=3"])
        session.run("undo")
        #expect(session.json("fields.volume") == "2")
        session.run("undo")
        #expect(session.json("fields.volume") == "1")
        session.run("undo")
        #expect(session.json("fields.volume") == "7.5")
        #expect(session.pendingCount == 0)
        #expect(session.say("undo") == ["Nothing to undo."])
    }

    @Test func changingBackAndForthIsNoChangeButStillUndoable() throws {
        var session = try TestSchemas.everyType()
        session.run("set basic.color Red", "set basic.color Green")
        #expect(session.pendingCount == 0)
        session.run("undo")
        #expect(session.json("basic.color") == "\"Red\"")
        #expect(session.pendingJSON == [#"basic.color="Red""#])
        session.run("undo")
        #expect(session.pendingCount == 0)
    }

    @Test func resetByKeyOrRowIsUndoable() throws {
        var session = try TestSchemas.everyType()
        session.run("reset fields.volume", "reset 5")
        #expect(session.pendingJSON == ["fields.volume=5", #"basic.size="m""#])
        #expect(session.say("undo") == ["Undid the change to Size; it is xl (not an option) again."])
        #expect(session.say("undo") == ["Undid the change to Volume; it is 7.5 dB again."])
        #expect(session.pendingCount == 0)
    }

    @Test func undoStaysOnTheCurrentScreen() throws {
        var session = try TestSchemas.everyType()
        session.run("set basic.color Red", "Level 1", "Level 2")
        session.run("undo")
        #expect(session.stack == [.root, .pane(1), .pane(2)])
    }

    // MARK: - Property


    static let commandPool: [[String]] = [
        ["set basic.enabled on", "set basic.enabled off", "set basic.speed on", "set basic.speed off"],
        ["set basic.flag 1", "set basic.flag 0", "set basic.color Red", "set basic.color Green", "set basic.color Blue"],
        ["set basic.size s", "set basic.size m", "set basic.size l", "set basic.level High", "set theme Light", "set theme auto"],
        ["set fields.volume 0", "set fields.volume 2.5", "set fields.volume 10", "set fields.volume 11", "set fields.name A", "set fields.name B"],
        ["set fields.retries 4", "set fields.pin 1234", "set adv.debug on", "set adv.proxy h:1", "set deep.two C", "set deep.three off"],
        [#"set lists.tags ["a"]"#, #"set lists.tags []"#, #"set lists.fruits ["Banana", "Apple"]"#, #"set lists.fruits ["cherry"]"#],
        ["reset basic.size", "reset fields.volume", "reset lists.tags", "reset 1", "reset 5", "reset 9"],
        ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17", "18"],
        ["back", "top", "Tags", "Fruits", "Level 1", "Level 2", "Color", "edit", "done", "show", "changes"],
        ["add Banana", "add Cherry", "add Dragon", "add zeta", "add", "delete 1", "delete 2", "move 1 2", "move 2 1", "move 3 1"],
        ["undo", "find level", "go 1", "go 3", "cancel", "help 2"],
    ]

    static let answers = ["", "", "7", "2.5", "99", "x", "Jane", "4321", "alpha", "Banana"]

    /// Runs `steps` random lines; returns how many there were (prompt answers included).
    static func randomSession(seed: UInt64, steps: Int) throws -> (session: Session, lines: [String]) {
        var generator = SeededRandom(seed: seed)
        var session = try TestSchemas.everyType()
        var lines: [String] = []
        for _ in 0..<steps {
            let group = commandPool.randomElement(using: &generator)!
            let line = group.randomElement(using: &generator)!
            lines.append(line)
            _ = session.handle(line: line)
            var answered = 0
            while session.prompt != nil {
                // A few tries at a random answer, then an empty one keeps the value.
                let answer = answered < 2 ? answers.randomElement(using: &generator)! : ""
                lines.append("  " + answer)
                _ = session.handle(line: answer)
                answered += 1
            }
        }
        return (session, lines)
    }

    static let seeds: [UInt64] = Array(1...250).map { UInt64($0) &* 0x2545_F491_4F6C_DD1D } + (0..<10).map { _ in UInt64.random(in: 0...UInt64.max) }

    @Test(arguments: seeds)
    func anyChangesThenAsManyUndosLeaveNothingPending(seed: UInt64) throws {
        let steps = 40
        var (session, lines) = try Self.randomSession(seed: seed, steps: steps)
        let logged = session.values.log.count
        #expect(logged <= lines.count)
        for _ in 0..<lines.count {
            let reply = session.handle(line: "undo")
            #expect(!reply.isError, "seed \(seed): undo failed")
        }
        let replay = "seed \(seed) (\(logged) logged changes): \(lines.joined(separator: " | "))"
        #expect(session.pendingCount == 0, "\(replay)\npending: \(session.pendingJSON)")
        #expect(session.values.log.isEmpty, "\(replay)")
        for key in session.layout.keyOrder {
            let setting = try #require(session.layout.setting(key))
            #expect(session.values.current(setting) == session.values.original(setting), "\(replay)\nkey \(key)")
        }
    }
}

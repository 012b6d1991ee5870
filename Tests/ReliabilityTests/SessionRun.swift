import Foundation
import LosslessJSON
import SettingsCore
import SettingsFileLayout
import TestSupport
import Testing

/// One random session: a generated file and a stream of commands.
struct SessionRun {
    let seed: UInt64
    var steps = 0
    var saves = 0
    var renders = 0
    var bytesGenerated = 0
    var failed = false
    private var recent: [String] = []
    private var checks: SeededRandom

    init(seed: UInt64) {
        self.seed = seed
        checks = SeededRandom(seed: seed ^ 0xC0FFEE)
    }

    mutating func go(steps count: Int) {
        var generator = SchemaGenerator(seed: seed)
        let text = generator.document()
        let bytes = Array(text.utf8)
        bytesGenerated = bytes.count
        var document: SettingsDocument
        do {
            document = try SettingsDocument.load(bytes)
        } catch {
            return fail("the generated file was refused: \(error.lines(fileName: "generated.json").prefix(3).joined(separator: " | "))\n\(text.prefix(3000))")
        }
        if let problem = SettingsDocument.problems(in: bytes).first(where: \.isError) {
            return fail("validate disagrees with load: \(problem)")
        }
        // Loading, then saving nothing, gives the same bytes. (Without a
        // values member, patching inserts an empty one; the shell never
        // saves without changes, so only files with one are checked.)
        if document.json.member("values", of: document.json.root) != nil {
            do {
                let same = Array(try document.values.patched(with: []).joined())
                if same != bytes {
                    let at = (0..<min(same.count, bytes.count)).first { same[$0] != bytes[$0] } ?? min(same.count, bytes.count)
                    return fail("patching with no changes altered the file at byte \(at): \(String(decoding: bytes[max(0, at - 40)..<min(bytes.count, at + 40)], as: UTF8.self).debugDescription) became \(String(decoding: same[max(0, at - 40)..<min(same.count, at + 40)], as: UTF8.self).debugDescription)")
                }
            } catch {
                return fail("patching with no changes failed: \(error)")
            }
        }

        // A quarter of the sessions keep their values in a separate values
        // file (`--values`): the file's values object on its own, or none yet.
        var valuesFile: ValuesObject?
        if checks.chance(0.25) {
            let text = document.json.member("values", of: document.json.root).map { Array(document.json.bytes[document.json.span($0)]) + [0x0A] }
            do {
                valuesFile = try ValuesObject.valuesFile(bytes: text)
            } catch {
                return fail("the values object as a values file was refused: \(error.lines(fileName: "values.json"))")
            }
            if let valuesFile, let key = Self.keyReadOtherwise(in: valuesFile, than: document.values.stored, layout: document.layout) {
                return fail("a values file reads other values than the same object in the settings file: \(key)")
            }
        }
        let glyphs: Glyphs = checks.chance(0.25) ? .ascii : .unicode
        var session = Session(layout: document.layout, storedValues: document.values.stored, glyphs: glyphs)
        var commands = CommandGenerator(seed: seed ^ 0xA5A5_A5A5)
        check(session, thorough: true)
        for _ in 0..<count where !failed {
            let line = commands.line(for: session)
            remember(line)
            steps += 1
            _ = CommandParser.parse(line)
            let reply = session.handle(line: line)
            check(reply, session)
            if reply.effect == .save {
                if let file = valuesFile {
                    guard let saved = save(&session, valuesFile: file) else { return }
                    valuesFile = saved
                } else {
                    guard let saved = save(&session, document) else { return }
                    document = saved
                }
            }
            check(session, thorough: steps % 25 == 0)
            note(session, reply)
        }
        guard !failed else { return }
        // Finally every width, 1…200.
        let renderer = Renderer(style: RenderStyle(glyphs: session.glyphs, color: false))
        let model = session.currentModel
        for width in 1...200 {
            renders += 1
            for line in renderer.render(model, width: width) {
                if let problem = screenLineProblem(line, width: width) { return fail(problem) }
            }
        }
    }

    /// What the session reached, so the totals show the commands do things.
    var reached: [String: Int] = [:]

    private mutating func note(_ session: Session, _ reply: Reply) {
        switch session.currentScreen {
        case .pane(0): reached["screen root", default: 0] += 1
        case .pane: reached["screen pane", default: 0] += 1
        case .choice: reached["screen choice", default: 0] += 1
        case .list(_, false): reached["screen list", default: 0] += 1
        case .list(_, true): reached["screen list editing", default: 0] += 1
        case .listOptions: reached["screen list options", default: 0] += 1
        case .record: reached["screen record", default: 0] += 1
        case .partChoice: reached["screen part choice", default: 0] += 1
        case .kinds: reached["screen kinds", default: 0] += 1
        }
        if session.prompt != nil { reached["prompt", default: 0] += 1 }
        if reply.isError { reached["error", default: 0] += 1 }
        if session.pendingCount > 0 { reached["pending", default: 0] += 1 }
    }

    // MARK: - Invariants

    /// The screen shown now: renders within width, numbers are 1…n, each selectable.
    private mutating func check(_ session: Session, thorough: Bool) {
        let model = session.currentModel
        let renderer = Renderer(style: RenderStyle(glyphs: session.glyphs, color: false))
        var widths = [checks.int(1...12), checks.int(13...60), checks.int(61...200)]
        if thorough { widths += [1, 2, 3, 4, 5, 8, 20, 40, 80, 200] }
        for width in widths {
            renders += 1
            let lines = renderer.render(model, width: width)
            if lines.isEmpty { return fail("empty screen at width \(width)") }
            for line in lines {
                if let problem = screenLineProblem(line, width: width) { return fail(problem) }
            }
        }
        let numbers = model.numberedRows.compactMap(\.number)
        if numbers != Array(1..<(numbers.count + 1)) {
            return fail("row numbers are \(numbers), not 1…\(numbers.count)")
        }
        guard session.prompt == nil, !numbers.isEmpty else { return }
        let sample = thorough ? numbers : (0..<2).map { _ in checks.pick(numbers) }
        for number in sample {
            var copy = session
            // `#N` is row N wherever it stands (a bare N is an option's title
            // on a checkmark list whose options are numbers).
            let reply = copy.handle(line: "#\(number)")
            guard reply.isError else { continue }
            // The one refusal allowed: adding to a list that is full.
            let row = model.row(numbered: number)
            var isAdd = false
            if case .add? = row?.action { isAdd = true }
            if case .addOption? = row?.action { isAdd = true }
            if isAdd, errors(reply).allSatisfy({ $0.contains("holds at most") }) { continue }
            return fail("selecting shown row \(number) (\(row?.title.debugDescription ?? "?")) is an error: \(errors(reply))")
        }
        if let number = sample.first {
            var copy = session
            let reply = copy.handle(line: "#\(number)?")
            if reply.isError { return fail("help for shown row \(number) is an error: \(errors(reply))") }
        }
    }

    /// What a step printed: inert text, no empty errors, screens that fit.
    private mutating func check(_ reply: Reply, _ session: Session) {
        for output in reply.output {
            switch output {
            case .message(let message):
                if let problem = rawControlProblem(message.text) { return fail("message: \(problem)") }
            case .value(let text):
                if let problem = rawControlProblem(text) { return fail("value: \(problem)") }
            case .error(let message):
                let text = message.text
                if text.isEmpty { return fail("an empty error") }
                if let problem = rawControlProblem(text) { return fail("error: \(problem)") }
                if text.contains("\n") { return fail("a multi-line error: \(text.debugDescription)") }
            case .prompt(let prompt):
                if let problem = rawControlProblem(prompt.label) { return fail("prompt: \(problem)") }
                if prompt.secure && !prompt.prefill.isEmpty { return fail("a secure prompt pre-filled with the secret") }
            case .screen(let model):
                let width = checks.int(1...120)
                renders += 1
                for line in Renderer(style: RenderStyle(glyphs: session.glyphs, color: false)).render(model, width: width) {
                    if let problem = screenLineProblem(line, width: width) { return fail("reply screen: \(problem)") }
                }
            }
        }
    }

    private func errors(_ reply: Reply) -> [String] {
        reply.output.compactMap { if case .error(let text) = $0 { return text.text } else { return nil } }
    }

    // MARK: - Saving

    /// Computes the saved bytes as the shell would, checks them, and makes
    /// them the loaded file (the session goes on after the save).
    private mutating func save(_ session: inout Session, _ old: SettingsDocument) -> SettingsDocument? {
        let pending = session.values.pending
        let changes = pending.map { JSONMember(key: $0.key, value: $0.value) }
        let bytes: [UInt8]
        do {
            bytes = Array(try old.values.patched(with: changes).joined())
        } catch {
            fail("patching failed: \(error.lines(fileName: "generated.json"))")
            return nil
        }
        let new: SettingsDocument
        do {
            new = try SettingsDocument.load(bytes)
        } catch {
            fail("the saved file does not load: \(error.lines(fileName: "saved.json").prefix(3))")
            return nil
        }
        saves += 1
        if let problem = SavedBytes.problem(old: old, new: new, pending: Dictionary(uniqueKeysWithValues: pending.map { ($0.key, $0.value) })) {
            fail("save: \(problem)")
            return nil
        }
        _ = session.update(.saved(confirmation: "", warnings: []))
        if session.values.stored != new.values.stored {
            let differing = new.values.stored.keys.filter { session.values.stored[$0] != new.values.stored[$0] }
            fail("after saving, the file holds other values than the session: \(differing.prefix(3).map { "\($0): \(String(describing: session.values.stored[$0])) vs \(String(describing: new.values.stored[$0]))" })")
            return nil
        }
        return new
    }

    /// The same for a `--values` file: only the changed members differ, a
    /// new file holds exactly the changes.
    private mutating func save(_ session: inout Session, valuesFile old: ValuesObject) -> ValuesObject? {
        let pending = session.values.pending
        let changes = pending.map { JSONMember(key: $0.key, value: $0.value) }
        let new: ValuesObject
        do {
            new = try ValuesObject.valuesFile(bytes: Array(try old.patched(with: changes).joined()))
        } catch {
            fail("saving the values file failed: \(error.lines(fileName: "values.json"))")
            return nil
        }
        saves += 1
        reached["save values file", default: 0] += 1
        guard let json = new.json else {
            fail("the saved values file is empty")
            return nil
        }
        let changed = Dictionary(uniqueKeysWithValues: pending.map { ($0.key, $0.value) })
        if let problem = SavedBytes.membersProblem(old.json, old.json?.root, json, json.root, changed) {
            fail("values file: \(problem)")
            return nil
        }
        if let before = old.json, before.bytes[..<before.span(before.root).lowerBound] != json.bytes[..<json.span(json.root).lowerBound]
            || before.bytes[before.span(before.root).upperBound...] != json.bytes[json.span(json.root).upperBound...] {
            fail("values file: bytes outside the object changed")
            return nil
        }
        _ = session.update(.saved(confirmation: "", warnings: []))
        if let key = Self.keyReadOtherwise(in: new, than: session.values.stored, layout: session.layout) {
            fail("after saving, the values file holds other values than the session: \(key)")
            return nil
        }
        return new
    }

    /// A key whose value `file` reads otherwise than `expected` has it (its
    /// settings' values, and members no setting names as read on demand); nil when all agree.
    private static func keyReadOtherwise(in file: ValuesObject, than expected: [String: JSONValue], layout: Layout) -> String? {
        let settings = file.storedValues(for: layout)
        let keys = Set(expected.keys).union(layout.settings.map(\.key))
        return keys.sorted().first { key in
            (settings[key] ?? (layout.setting(key) == nil ? file.members?.value(at: [key]) : nil)) != expected[key]
        }
    }

    // MARK: - Reporting

    private mutating func remember(_ line: String) {
        recent.append(line.count > 60 ? String(line.prefix(60)) + "…(\(line.count) characters)" : line)
        if recent.count > 12 { recent.removeFirst() }
    }

    private mutating func fail(_ message: String) {
        guard !failed else { return }
        failed = true
        Issue.record("""
            seed \(hex(seed)) step \(steps): \(message)
            last lines: \(recent.map(\.debugDescription).joined(separator: ", "))
            replay: RELIABILITY_SEED=\(hex(seed)) swift test --scratch-path .build-rel --skip-build --filter SessionPropertyTests
            """)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LosslessJSON
import SettingsCore
import SettingsFileLayout

/// What the libFuzzer targets in Tests/Fuzz do with one input. It lives in
/// this test target so the crash files the fuzzers keep are replayed through
/// exactly the same code by `KeptFuzzInputTests`; Tests/Fuzz/run.sh compiles
/// this file into the fuzzers. A broken promise traps (`precondition`), which
/// is what libFuzzer catches.
enum FuzzHarness {
    /// The JSON reader, the decoder, the serializer, the check of repeated
    /// keys and the settings loader on arbitrary bytes.
    static func json(_ bytes: [UInt8]) {
        // What the quick syntax check accepts, the reader reads; a key's focus never traps.
        let checked = bytes.withUnsafeBufferPointer { JSONSyntaxCheck.accepts($0) }
        _ = SettingsFileFocus.text(of: bytes, key: "a")
        let document: JSONDocument
        do throws(JSONSyntaxError) {
            document = try JSONDocument.parse(bytes)
        } catch {
            precondition(!checked, "the syntax check accepted what the reader refuses: \(error.message)")
            precondition(error.offset >= 0 && error.offset <= bytes.count, "error offset \(error.offset) outside the text")
            precondition(error.location.line >= 1 && error.location.column >= 1, "error location \(error.location)")
            precondition(!error.message.isEmpty, "an empty syntax error message")
            precondition(!error.message.unicodeScalars.contains(where: InertText.needsEscape), "a raw control character in \(error.message.debugDescription)")
            // validate reports the reader's error at the same place (a comment's in words of its own).
            let problems = SettingsDocument.problems(in: bytes)
            guard problems.count == 1, case .syntax(let reported) = problems[0],
                  reported.offset == error.offset, reported.location == error.location else {
                preconditionFailure("validate disagrees with the reader")
            }
            return
        }
        // The check of keys made beside a large text's parse (run here on any text) never calls
        // one unique where the walk over the parsed document finds a key repeated.
        if JSONKeyCheck.keysAreUnique(in: bytes, maxDepth: JSONLimits().maxDepth) {
            precondition(document.duplicateKeys().isEmpty, "the key check called a text unique that repeats a key")
        }
        // Every node's span lies inside the text, children inside parents.
        // `parent(_:)` walks down from the root, so over every node of a long
        // array it would be quadratic: it is checked on the first nodes only.
        var stack: [(node: JSONNodeID, parent: JSONNodeID?)] = [(document.root, nil)]
        var parentChecks = 1000
        while let (node, parent) = stack.popLast() {
            let span = document.span(node)
            precondition(span.lowerBound >= 0 && span.upperBound <= bytes.count && !span.isEmpty, "node span \(span)")
            if parentChecks > 0 {
                precondition(document.parent(node) == parent, "parent(_:) disagrees with the walk")
                parentChecks -= 1
            }
            if let parent {
                let outer = document.span(parent)
                precondition(outer.lowerBound < span.lowerBound && span.upperBound < outer.upperBound, "child outside its parent")
            }
            _ = document.key(node)
            for child in document.children(node) { stack.append((child, node)) }
        }
        // Decoding, then writing, then reading again gives the same value.
        let value = document.value(document.root)
        if !value.hasUnstorableNumber {
            for style in [JSONFormatStyle.pretty, .minified] {
                let text = JSONSerializer.serialize(value, style: style)
                guard let again = try? JSONDocument.parse(Array(text.utf8)) else { preconditionFailure("serialized text does not parse: \(text.prefix(200))") }
                precondition(again.value(again.root) == value, "serialize → parse changed the value")
            }
        }
        // The settings layer: loads or says why; a loaded file draws and saves.
        let problems = SettingsDocument.problems(in: bytes)
        guard let settings = try? SettingsDocument.load(bytes) else {
            precondition(problems.contains(where: \.isError), "load refused a file validate accepts")
            return
        }
        precondition(!problems.contains(where: \.isError), "load accepted a file validate refuses")
        var session = Session(layout: settings.layout, storedValues: settings.values.stored)
        checkScreen(session, width: bytes.count % 97 + 1)
        // Change the first setting to its fallback or first option and save.
        for key in settings.layout.keyOrder.prefix(3) {
            _ = session.handle(line: "reset \(key)")
        }
        if session.pendingCount > 0 {
            checkSave(session, settings)
        }
    }

    /// A text pattern and a text from arbitrary bytes (split at the first
    /// NUL): compiling and checking each end within their budget, and a
    /// text that matches also fits a text setting with that pattern.
    static func pattern(_ bytes: [UInt8]) {
        let split = bytes.firstIndex(of: 0) ?? bytes.count
        let source = String(decoding: bytes[..<split], as: UTF8.self)
        let text = String(decoding: bytes[Swift.min(split + 1, bytes.count)...], as: UTF8.self)
        let clock = ContinuousClock()
        let start = clock.now
        let problem = TextPattern.problem(in: source)
        let outcome = TextPattern.check(text, against: source)
        let took = clock.now - start
        precondition(took < .seconds(2), "a pattern check took \(took): \(source.debugDescription)")
        if problem != nil { precondition(outcome == .matches, "an invalid pattern refused a text") }
        var rule = TextRule()
        rule.pattern = source
        let refused = ValueRules.textProblem(text, rule: rule)
        precondition(text.isEmpty || (refused == nil) == (outcome == .matches), "textProblem disagrees with the check")
    }

    /// The settings files the session target drives: the repository's
    /// settings.json and the fixture with every item type.
    static func sessionDocuments(repository: String) -> [SettingsDocument] {
        ["settings.json", "Tests/Fixtures/every-type.json", "Tests/Fixtures/basic.json"].compactMap { path -> SettingsDocument? in
            guard let file = fopen(repository + "/" + path, "rb") else { return nil }
            defer { fclose(file) }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let got = fread(&buffer, 1, buffer.count, file)
                if got <= 0 { break }
                bytes += buffer[0..<got]
            }
            return try? SettingsDocument.load(bytes)
        }
    }

    /// Command lines for a session on one of `documents` (the first byte
    /// chooses which and the width).
    static func session(_ bytes: [UInt8], documents: [SettingsDocument]) {
        guard let first = bytes.first, !documents.isEmpty else { return }
        var document = documents[Int(first) % documents.count]
        let width = Int(first) % 120 + 1
        var session = Session(layout: document.layout, storedValues: document.values.stored, glyphs: first & 0x80 == 0 ? .unicode : .ascii)
        let lines = bytes.dropFirst().split(separator: 0x0A, omittingEmptySubsequences: false).prefix(100)
        for raw in lines {
            let line = String(decoding: raw, as: UTF8.self)
            _ = CommandParser.parse(line)
            let reply = session.handle(line: line)
            for output in reply.output {
                switch output {
                case .message(let message), .error(let message):
                    let text = message.text
                    precondition(!text.unicodeScalars.contains { $0 != "\n" && InertText.needsEscape($0) }, "raw control character in \(text.debugDescription)")
                case .value(let text):
                    precondition(!text.unicodeScalars.contains { $0 != "\n" && InertText.needsEscape($0) }, "raw control character in \(text.debugDescription)")
                case .prompt(let prompt):
                    precondition(!prompt.label.unicodeScalars.contains(where: InertText.needsEscape), "raw control character in a prompt")
                case .screen:
                    break
                }
            }
            if reply.isError { _ = session.update(.interrupted) }
            if reply.effect == .save {
                document = checkSave(session, document)
                _ = session.update(.saved(confirmation: "", warnings: []))
            }
            checkScreen(session, width: width)
        }
    }

    /// The screen fits `width`, prints nothing raw, numbers its rows 1…n.
    static func checkScreen(_ session: Session, width: Int) {
        let model = session.currentModel
        let style = RenderStyle(glyphs: session.glyphs, color: false)
        for line in Renderer(style: style).render(model, width: width) {
            precondition(TextWidth.columns(line) <= width, "line wider than \(width): \(line.debugDescription)")
            precondition(!line.unicodeScalars.contains(where: InertText.needsEscape), "raw control character in \(line.debugDescription)")
        }
        let numbers = model.numberedRows.compactMap(\.number)
        precondition(numbers == Array(1..<(numbers.count + 1)), "rows numbered \(numbers)")
    }

    /// The save the shell would do: the new bytes load, with the values chosen.
    @discardableResult
    static func checkSave(_ session: Session, _ document: SettingsDocument) -> SettingsDocument {
        let changes = session.values.pending.map { JSONMember(key: $0.key, value: $0.value) }
        let bytes: [UInt8]
        do throws(DocumentError) {
            bytes = Array(try document.values.patched(with: changes).joined())
        } catch {
            preconditionFailure("patching failed: \(error.lines(fileName: "fuzz.json"))")
        }
        guard let saved = try? SettingsDocument.load(bytes) else { preconditionFailure("the saved file does not load") }
        for (key, value) in session.values.pending {
            precondition(saved.values.stored[key] == value, "\(key) saved as \(String(describing: saved.values.stored[key])), not \(value)")
        }
        return saved
    }

}

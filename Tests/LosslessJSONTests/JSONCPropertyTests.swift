import Testing
import TestSupport
@testable import LosslessJSON

/// Random JSONC texts: JSON with comments, blank space and trailing commas
/// scattered wherever the dialect allows them.
struct JSONCScatter {
    static let commentTexts = ["", "note", "a, b: {c} [d]", "\"quoted\"", "* star *", "é 😀", "// inner", "/ slash /", "}", "\\"]
    static let spaces = ["", " ", "  ", "\n", "\r\n", "\t", "\n    "]

    /// A comment, with the line break a line comment needs.
    static func comment(using rng: inout SeededRandom) -> String {
        let body = commentTexts[Int.random(in: 0..<commentTexts.count, using: &rng)]
        return Bool.random(using: &rng) ? "/*\(body)*/" : "//\(body)\n"
    }

    static func trivia(using rng: inout SeededRandom) -> String {
        var out = spaces[Int.random(in: 0..<spaces.count, using: &rng)]
        if Int.random(in: 0..<3, using: &rng) == 0 {
            out += comment(using: &rng) + spaces[Int.random(in: 0..<spaces.count, using: &rng)]
        }
        return out
    }

    /// `text` with trivia around its structural characters and, now and
    /// then, a trailing comma before a non-empty container's end.
    static func scatter(_ text: String, using rng: inout SeededRandom) -> String {
        let body = StructuralWalk.rewrite(text) { ch, lastSignificant in
            var before = ""
            if (ch == "}" || ch == "]"), !"{[,".unicodeScalars.contains(lastSignificant), Int.random(in: 0..<3, using: &rng) == 0 {
                before = ","
            }
            before += trivia(using: &rng)
            return (before, trivia(using: &rng))
        }
        return trivia(using: &rng) + body + trivia(using: &rng)
    }

    /// The comments of a JSONC text, in order.
    static func comments(_ bytes: [UInt8]) -> [String] {
        var found: [String] = []
        var i = 0
        var inString = false
        while i < bytes.count {
            let b = bytes[i]
            if inString {
                if b == UInt8(ascii: "\\") { i += 2; continue }
                if b == UInt8(ascii: "\"") { inString = false }
                i += 1
                continue
            }
            if b == UInt8(ascii: "\"") {
                inString = true
            } else if b == UInt8(ascii: "/"), i + 1 < bytes.count {
                let end = JSONTrivia.commentEnd(bytes, at: i, limit: bytes.count)
                if end > i {
                    found.append(String(decoding: bytes[i..<end], as: UTF8.self))
                    i = end
                    continue
                }
            }
            i += 1
        }
        return found
    }
}

@Suite struct JSONCPropertyTests {
    /// Random JSONC objects edited with random sets and removals: the result
    /// reads back as the edits' meaning, every comment survives in order, and
    /// a set replaces nothing but the values it changes.
    @Test(arguments: [UInt64(21), 22, 23, 0xC0DE])
    func editsKeepEveryComment(seed: UInt64) throws {
        var generator = ValueGenerator(rng: SeededRandom(seed: seed))
        for round in 0..<300 {
            let (members, wrapper, style) = generator.valuesFile()
            let input = JSONCScatter.scatter(JSONSerializer.serialize(wrapper, style: style), using: &generator.rng)
            let context = "seed \(seed) round \(round): \(input)"
            let document: JSONDocument
            do {
                document = try JSONDocument.parse(Array(input.utf8), dialect: .jsonc)
            } catch {
                Issue.record("\(context): \(error)")
                return
            }
            #expect(document.value(document.root) == wrapper, "\(context)")
            let values = try #require(document.member("values", of: document.root))

            let (changes, expected) = generator.changes(to: members)
            let edits = JSONEditor.setMembers(changes, in: values, of: document)
            let valueSpans = document.children(values).map { document.span($0) }
            // An edit replaces a value, or part of one (an array's entries), or blanks.
            var changed: [JSONEdit] = []
            for edit in edits {
                let blank = document.bytes[edit.range].allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
                let value = valueSpans.first { $0.lowerBound <= edit.range.lowerBound && edit.range.upperBound <= $0.upperBound }
                #expect(blank || value != nil, "\(context): \(edit) \(text(edit.replacement))")
                changed.append(JSONEdit(range: blank ? edit.range : value ?? edit.range, replacement: []))
            }
            // The comments outside the values changed all stay, in order, none
            // split by an insert; inside an array, comments may stay too, but
            // none is made up.
            let comments = JSONCScatter.comments(JSONEditor.apply(changed, to: document.bytes))
            let before = JSONCScatter.comments(document.bytes)
            let output = JSONEditor.apply(edits, to: document.bytes)
            let outputContext = "\(context) -> \(String(decoding: output, as: UTF8.self))"
            let edited: JSONDocument
            do {
                edited = try JSONDocument.parse(output, dialect: .jsonc)
            } catch {
                Issue.record("\(outputContext): \(error)")
                return
            }
            let editedValues = try #require(edited.member("values", of: edited.root))
            #expect(edited.value(editedValues) == .object(expected), "\(outputContext)")
            let after = JSONCScatter.comments(output)
            var rest = after[...]
            for comment in comments {
                guard let at = rest.firstIndex(of: comment) else {
                    Issue.record("\(outputContext): lost \(comment)")
                    break
                }
                rest = rest[(at + 1)...]
            }
            #expect(after.allSatisfy(before.contains), "\(outputContext)")

            if let victim = expected.randomElement(using: &generator.rng) {
                let removal = JSONEditor.removeMember(victim.key, from: editedValues, of: edited)
                // The comments outside the member itself all stay.
                let member = try #require(edited.member(victim.key, of: editedValues))
                let memberBytes = try #require(edited.keySpan(member)).lowerBound..<edited.span(member).upperBound
                let kept = JSONCScatter.comments(JSONEditor.apply([JSONEdit(range: memberBytes, replacement: [])], to: edited.bytes))
                let removed = JSONEditor.apply(removal, to: edited.bytes)
                let removedContext = "\(outputContext) -> \(String(decoding: removed, as: UTF8.self))"
                let after: JSONDocument
                do {
                    after = try JSONDocument.parse(removed, dialect: .jsonc)
                } catch {
                    Issue.record("\(removedContext): \(error)")
                    return
                }
                let afterValues = try #require(after.member("values", of: after.root))
                #expect(after.value(afterValues) == .object(expected.filter { $0.key != victim.key }), "\(removedContext)")
                #expect(JSONCScatter.comments(removed) == kept, "\(removedContext)")
            }
        }
    }
}

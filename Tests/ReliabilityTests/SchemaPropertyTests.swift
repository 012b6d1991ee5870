import Foundation
import JSONSchemaLayout
import LosslessJSON
import SettingsCore
@_spi(SettingsShell) import SettingsKit
@testable import SettingsShellApp
import TestSupport
import Testing

/// Random JSON Schemas (``JSONSchemaGenerator``): every one, hostile ones
/// included, opens as a consistent layout or says why, quickly; and on
/// valid ones random edits save a config that validates against its
/// schema, every member not edited left byte for byte.
@Suite struct SchemaPropertyTests {
    static let seed = baseSeed(default: 0x5c4e_3a14)

    func source(_ text: String) -> JSONSchemaSource {
        let document = (try? JSONDocument.parse(Array(text.utf8))) ?? (try? JSONDocument.parse(Array("{}".utf8)))!
        return JSONSchemaSource(schema: document, name: "s.json") { _ in .missing }
    }

    @Test func everySchemaOpensConsistentlyOrSaysWhy() {
        var opened = 0
        for index in 0..<1_500 {
            var generator = JSONSchemaGenerator(seed: Self.seed &+ UInt64(index), hostile: index % 2 == 1)
            let text = generator.schema()
            let result = source(text).load()
            guard let schema = result.layout else {
                #expect(!result.errors.isEmpty, "seed \(Self.seed &+ UInt64(index)): no layout and no reason")
                continue
            }
            opened += 1
            for setting in schema.settings {
                #expect(setting.storagePath.joined(separator: ".") == setting.key, "seed \(Self.seed &+ UInt64(index))")
                if let value = setting.defaultValue {
                    #expect(ValueRules.problem(with: value, for: setting) == nil, "seed \(Self.seed &+ UInt64(index)): \(setting.key)")
                }
                #expect(schema.pane(setting.paneID) != nil)
            }
            for pane in schema.panes.dropFirst() {
                #expect(pane.parent.map { $0 < pane.id } == true, "a pane's parent comes before it")
            }
            for problem in result.problems {
                #expect(!problem.description.isEmpty)
            }
        }
        #expect(opened > 500, "only \(opened) of 1,500 opened")
    }

    /// A text of each format the generator uses.
    static let formatExamples: [TextFormat: String] = [
        .date: "2026-11-23", .dateTime: "2026-11-23T14:30:00Z", .email: "ann@example.com", .uri: "https://example.com/a",
        .ipv4: "192.168.1.10", .uuid: "123e4567-e89b-12d3-a456-426614174000", .duration: "P1DT12H",
    ]

    /// What to type to set a value the setting takes, if the generator knows one.
    static func typed(for setting: Setting, _ random: inout SeededRandom) -> String? {
        switch setting.kind {
        case .switch:
            return random.chance(0.5) ? "on" : "off"
        case .choice(let options, let other):
            if other != nil, random.chance(0.5) { return String((0..<random.int(1...8)).map { _ in random.pick(Array("abcdefghij")) }) }
            return options.isEmpty ? nil : random.pick(options).title
        case .number(let rule):
            let step = rule.step?.double ?? 0.5
            let low = (rule.min?.double ?? 0) + (rule.minExclusive ? step : 0)
            let high = rule.max?.double ?? low + 10
            guard low <= high else { return nil }
            let steps = Int(((high - low) / step).rounded(.down))
            let value = low + Double(random.int(0...max(0, min(steps, 1_000)))) * step
            return NumberText.format(value)
        case .text(let rule):
            if let format = rule.format { return formatExamples[format] }
            let length = random.int(max(1, rule.minLength ?? 1)...max(max(1, rule.minLength ?? 1), min(rule.maxLength ?? 8, 8)))
            return String((0..<length).map { _ in random.pick(Array("abcdefghij")) })
        case .list(let rule):
            let pool = rule.options?.map(\.value.plainText) ?? ["p", "q", "r"]
            let count = random.int(0...min(pool.count, rule.maxCount ?? 3))
            return "[" + pool.prefix(count).map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        case .map(let rule):
            // A few entries, each a value its entry's kind takes (a name pattern is not generated against).
            guard rule.namePattern == nil else { return (rule.minCount ?? 0) > 0 ? nil : "{}" }
            let count = random.int((rule.minCount ?? 0)...max(rule.minCount ?? 0, min(3, rule.maxCount ?? 3)))
            var members: [String] = []
            for index in 0..<count {
                guard let value = part(.entry("k\(index)"), of: setting, &random) else { return nil }
                members.append("\"k\(index)\": \(value)")
            }
            return "{" + members.joined(separator: ", ") + "}"
        case .records(let rule):
            let count = random.int((rule.minCount ?? 0)...max(rule.minCount ?? 0, min(2, rule.maxCount ?? 2)))
            var items: [String] = []
            for index in 0..<count {
                var fields: [String] = []
                for field in rule.fields where field.required || random.chance(0.5) {
                    guard let value = part(.field(record: index, name: field.name), of: setting, &random) else {
                        if field.required { return nil }
                        continue
                    }
                    fields.append("\"\(field.name)\": \(value)")
                }
                items.append("{" + fields.joined(separator: ", ") + "}")
            }
            if rule.unique && Set(items).count < items.count { return nil }
            return "[" + items.joined(separator: ", ") + "]"
        case .variants(let variants):
            guard !variants.isEmpty else { return nil }
            return typed(for: setting.variant(random.int(0...(variants.count - 1)), of: variants), &random)
        case .json(let rule):
            return rule.shape == .array ? "[1, \"a\"]" : "{\"a\": [1, null]}"
        }
    }

    /// A value for a part of a map or record, as JSON text.
    static func part(_ part: ValuePart, of setting: Setting, _ random: inout SeededRandom) -> String? {
        guard let partSetting = setting.partSetting(part), let typed = typed(for: partSetting, &random),
              case .success(let value) = ValueParser.parse(typed, for: partSetting) else { return nil }
        return value.jsonText
    }

    @Test func randomEditsSaveAConfigThatValidatesAndLeaveOtherMembersAsTheyWere() throws {
        var edits = 0
        try Files.withFolder("schema-edits") { folder in
            for index in 0..<150 {
                let seed = Self.seed &+ 10_000 &+ UInt64(index)
                var generator = JSONSchemaGenerator(seed: seed, hostile: false)
                let text = generator.schema()
                guard let schema = source(text).load().layout, !schema.settings.isEmpty else { continue }
                var random = SeededRandom(seed: seed)
                // A config with members the edits won't touch: one the schema doesn't know, in its own style.
                let config = "{\n    \"kept\" : [1,2,  3], \"$schema\": \"s.json\"\n}\n"
                try Files.write(Array(text.utf8), to: folder + "/s.json")
                try Files.write(Array(config.utf8), to: folder + "/c.json")
                var lines: [String] = []
                var edited: Set<String> = []
                for _ in 0..<random.int(1...6) {
                    let setting = random.pick(schema.settings)
                    guard let value = Self.typed(for: setting, &random) else { continue }
                    lines.append("set \(setting.key) \(value)")
                    edited.insert(setting.key)
                }
                lines.append("done")
                edits += edited.count
                let output = CapturedOutput()
                let context = ShellContext(workingDirectory: folder, environment: ["LANG": "C.UTF-8"], input: .lines(lines), output: output)
                let status = SettingsShell.run(arguments: ["--schema", "s.json", "--file", "c.json", "--keep-going"], in: context)
                #expect(status == .success, "seed \(seed): \(lines) \(output.standardError.prefix(400))")
                let (valid, _, errors) = MalformedFileTests.run(["--schema", "s.json", "--file", "c.json", "validate"], in: folder)
                #expect(valid == .success, "seed \(seed): \(errors)")
                #expect(!errors.contains { $0.contains(": stored ") }, "seed \(seed): \(errors)")
                let saved = try Files.read(folder + "/c.json")
                let document = try JSONDocument.parse(saved)
                let kept = try #require(document.member("kept", of: document.root))
                #expect(String(decoding: saved[document.span(kept)], as: UTF8.self) == "[1,2,  3]", "seed \(seed)")
                #expect(String(decoding: saved.prefix(18), as: UTF8.self) == "{\n    \"kept\" : [1,", "seed \(seed)")
            }
        }
        #expect(edits > 200, "only \(edits) settings edited")
    }
}

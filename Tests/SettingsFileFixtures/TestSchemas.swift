import Foundation
import LosslessJSON
import SettingsCore
import SettingsFileLayout

/// Builds layouts and sessions from settings files given as text (for the
/// test targets: the core's, and each format's), and turns replies into the
/// lines a scripted session would print, so tests can compare exact text.
package enum TestSchemas {
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
        package init(_ description: String) { self.description = description }
    }

    /// The result of loading a settings file given as text.
    package static func load(_ json: String) throws -> LayoutResult {
        let document: JSONDocument
        do throws(JSONSyntaxError) {
            document = try JSONDocument.parse(Array(json.utf8))
        } catch {
            throw Failure("test JSON does not parse: \(error)")
        }
        return SettingsFileSource(document).load()
    }

    /// A schema that must load without errors.
    package static func schema(_ json: String) throws -> Layout {
        let result = try load(json)
        guard let schema = result.layout else {
            throw Failure("schema has errors: \(result.errors.map(\.description))")
        }
        return schema
    }

    /// A session on a settings file given as text.
    package static func session(_ json: String, glyphs: Glyphs = .unicode) throws -> Session {
        let result = try load(json)
        guard let schema = result.layout else {
            throw Failure("schema has errors: \(result.errors.map(\.description))")
        }
        return Session(layout: schema, storedValues: result.storedValues, glyphs: glyphs)
    }

    /// A settings file whose root has one group holding `items` (JSON array text).
    package static func file(items: String, values: String = "{}", title: String = "Settings") -> String {
        """
        {"title": "\(title)", "groups": [{"items": \(items)}], "values": \(values)}
        """
    }

    /// Every issue (errors and warnings) of a file, as `validate` words them.
    package static func issues(_ json: String) throws -> [String] {
        try load(json).problems.map(\.description)
    }

    /// Every issue of a file with one group holding `items`.
    package static func issues(items: String) throws -> [String] {
        try issues(file(items: items))
    }

    /// The text of a fixture in Tests/Fixtures.
    package static func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else { throw Failure("no fixture \(url.path)") }
        return String(decoding: data, as: UTF8.self)
    }

    /// Tests/Fixtures/basic.json: Language (English/Français, stored fr) and Sounds.
    package static let basic = """
        {
          "title": "Settings",
          "groups": [
            {
              "header": "Display",
              "footer": "Changes apply immediately.",
              "items": [
                {"type": "choice", "key": "language", "title": "Language",
                 "options": [{"title": "English", "value": "en"},
                             {"title": "Français", "value": "fr"}],
                 "default": "en"},
                {"type": "switch", "key": "sounds", "title": "Sounds", "default": true}
              ]
            }
          ],
          "values": {"language": "fr"}
        }
        """

    /// A session on Tests/Fixtures/every-type.json.
    package static func everyType(glyphs: Glyphs = .unicode) throws -> Session {
        try session(fixture("every-type.json"), glyphs: glyphs)
    }
}

/// The lines a scripted session prints for a reply (screens drawn at
/// `width`), with errors marked `error: ` and prompts as `LABEL:`.
package func printed(_ reply: Reply, width: Int = 80, style: RenderStyle = .plain) -> [String] {
    var lines: [String] = []
    for output in reply.output {
        switch output {
        case .screen(let model): lines += Renderer(style: style).render(model, width: width)
        case .message(let text): lines += text.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        case .value(let text): lines += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        case .error(let text): lines.append("error: " + text.text)
        case .prompt(let prompt): lines.append(prompt.label + ":")
        }
    }
    return lines
}

/// Only the messages and errors of a reply, no screens.
package func said(_ reply: Reply) -> [String] {
    reply.output.compactMap { output in
        switch output {
        case .message(let text): return text.text
        case .value(let text): return text
        case .error(let text): return "error: " + text.text
        case .prompt(let prompt): return prompt.label + ":"
        case .screen: return nil
        }
    }
}

extension Session {
    /// Handles each line in turn; the reply to the last one.
    @discardableResult
    package mutating func run(_ lines: String...) -> Reply {
        var last = Reply()
        for line in lines { last = handle(line: line) }
        return last
    }

    /// Handles one line and returns what it said (messages and errors only).
    package mutating func say(_ line: String) -> [String] {
        said(handle(line: line))
    }

    /// The current screen drawn at `width`.
    package func screen(width: Int = 80, style: RenderStyle = .plain) -> [String] {
        Renderer(style: style).render(currentModel, width: width)
    }

    /// The current value of a key as compact JSON ("" when it has none).
    package func json(_ key: String) -> String {
        guard let setting = layout.setting(key) else { return "<no setting \(key)>" }
        return values.current(setting)?.jsonText ?? ""
    }

    /// The pending changes as compact JSON, key order kept.
    package var pendingJSON: [String] {
        values.pending.map { "\($0.key)=\($0.value.jsonText)" }
    }
}

import Foundation
import LosslessJSON
@testable import YAMLValues

/// The YAML Test Suite's data (`../shared/yaml-test-suite` from the
/// project's root, the copy `.ci/bootstrap` makes in `.build-yaml-test-suite`
/// for a clone made elsewhere, or `$YAML_TEST_SUITE`): one case per folder holding
/// `in.yaml`, with `test.event`, `in.json` or `error` beside it.
struct YAMLTestSuite {
    struct Case {
        let id: String
        let input: [UInt8]
        let events: [String]?
        let json: String?
        let isError: Bool
    }

    static var folder: String? {
        if let given = ProcessInfo.processInfo.environment["YAML_TEST_SUITE"] { return given }
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        for relative in ["../shared/yaml-test-suite", "../../shared/yaml-test-suite", ".build-yaml-test-suite"] {
            let path = root.appendingPathComponent(relative).standardizedFileURL.path
            if FileManager.default.fileExists(atPath: path + "/ORIGIN.md") { return path }
        }
        return nil
    }

    static func cases() -> [Case] {
        guard let folder else { return [] }
        let manager = FileManager.default
        var found: [Case] = []
        let ids = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for id in ids {
            let path = folder + "/" + id
            if manager.fileExists(atPath: path + "/in.yaml") {
                found.append(read(id, path))
            } else if let subs = try? manager.contentsOfDirectory(atPath: path) {
                for sub in subs.sorted() where manager.fileExists(atPath: path + "/" + sub + "/in.yaml") {
                    found.append(read(id + "/" + sub, path + "/" + sub))
                }
            }
        }
        return found
    }

    static func read(_ id: String, _ path: String) -> Case {
        let manager = FileManager.default
        let input = manager.contents(atPath: path + "/in.yaml").map(Array.init) ?? []
        let events = manager.contents(atPath: path + "/test.event").map {
            String(decoding: $0, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        let json = manager.contents(atPath: path + "/in.json").map { String(decoding: $0, as: UTF8.self) }
        return Case(id: id, input: input, events: events, json: json, isError: manager.fileExists(atPath: path + "/error"))
    }
}

import Foundation
import SettingsKit
import Testing

/// The public way to open a file: what `settings-shell --file` opens, a
/// session on it through public API alone, and problems as `StoreFailure`s.
@Suite struct FileStoreTests {
    static let schema = """
        {"type": "object", "title": "Server", "properties": {
          "port": {"type": "integer", "title": "Port", "minimum": 1, "maximum": 65535},
          "tls": {"type": "object", "properties": {"enabled": {"type": "boolean", "title": "TLS"}}}}}
        """

    /// A folder of its own holding `files`, removed after `body`.
    func inFolder<T>(_ files: [String: String], _ body: (String) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filestore-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8) }
        return try body(folder)
    }

    @Test func aConfigThatNamesItsSchemaOpensUnderItAndSavesOnlyTheChangedBytes() throws {
        let config = "{\n  \"$schema\": \"./server.schema.json\",\n  // the port\n  \"port\": 8080\n}\n"
        try inFolder(["server.schema.json": Self.schema, "server.jsonc": config]) { folder in
            var store = try FileStore.open("server.jsonc", workingDirectory: folder)
            #expect(store.targetName == "server.jsonc")
            #expect(store.layout.setting("port")?.title == "Port")
            let outcome = SettingsSession.run(&store, input: .lines(["set port 8443", "set tls.enabled on", "done"]), output: CapturedOutput())
            #expect(outcome == .saved(changes: 2))
            let saved = try String(contentsOfFile: folder + "/server.jsonc", encoding: .utf8)
            #expect(saved == "{\n  \"$schema\": \"./server.schema.json\",\n  // the port\n  \"port\": 8443,\n  \"tls\": {\n    \"enabled\": true\n  }\n}\n")
        }
    }

    @Test func aValuesFileIsLaidOverTheSettingsFilesValuesEvenForMembersNoSettingNames() throws {
        let settings = #"{"title": "T", "groups": [{"items": [{"type": "switch", "key": "s", "title": "S"}]}], "values": {"s": true, "x": 1, "y": 1}}"#
        try inFolder(["settings.json": settings, "values.json": #"{"x": 2}"# + "\n"]) { folder in
            let store = try FileStore.open("settings.json", values: "values.json", workingDirectory: folder)
            let values = store.initialValues
            #expect(values.current(key: "x") == .number(2), "the values file's member, read when asked for")
            #expect(values.current(key: "y") == .number(1), "the settings file's, where the values file has none")
            #expect(values.current(key: "s") == .bool(true))
        }
        try inFolder(["settings.json": settings]) { folder in
            let values = try FileStore.open("settings.json", values: "values.json", workingDirectory: folder).initialValues
            #expect(values.current(key: "x") == .number(1), "no values file yet: the settings file's")
        }
    }

    @Test func aSchemaGivenOpensAConfigThatIsNotThereYet() throws {
        try inFolder(["server.schema.json": Self.schema]) { folder in
            var store = try FileStore.open("new.yaml", schema: "server.schema.json", workingDirectory: folder)
            let outcome = SettingsSession.run(&store, input: .lines(["set port 8443", "done"]), output: CapturedOutput())
            #expect(outcome == .saved(changes: 1))
            #expect(try String(contentsOfFile: folder + "/new.yaml", encoding: .utf8) == "port: 8443\n")
        }
    }

    @Test func aValueTheSchemaRefusesIsRefusedInItsWords() throws {
        try inFolder(["server.schema.json": Self.schema, "server.json": "{}\n"]) { folder in
            var store = try FileStore.open("server.json", schema: "server.schema.json", workingDirectory: folder)
            let output = CapturedOutput()
            let outcome = SettingsSession.run(&store, input: .lines(["set port 70000", "done"]), output: output)
            guard case .failed(.script(let refused?, saved: 0, unsaved: 0)) = outcome else {
                Issue.record("the session ended \(outcome)")
                return
            }
            #expect(refused == RefusedLine(number: 1, message: "Port 70000 is not between 1 and 65535"))
            #expect(try String(contentsOfFile: folder + "/server.json", encoding: .utf8) == "{}\n")
        }
    }

    @Test func problemsOpeningAreStoreFailuresInTheToolsWords() throws {
        try inFolder(["broken.json": "{\"port\": }\n", "server.schema.json": Self.schema]) { folder in
            #expect(throws: StoreFailure.self) { try FileStore.open("missing.json", workingDirectory: folder) }
            do throws(StoreFailure) {
                _ = try FileStore.open("missing.json", workingDirectory: folder)
            } catch {
                #expect(error.kind == .notFound)
                #expect(error.lines.first?.contains("missing.json") == true)
            }
            do throws(StoreFailure) {
                _ = try FileStore.open("broken.json", schema: "server.schema.json", workingDirectory: folder)
                Issue.record("a file that is not JSON opened")
            } catch {
                #expect(error.kind == .invalid)
                #expect(error.lines.first?.hasPrefix("broken.json:1:") == true, "\(error.lines)")
            }
        }
    }
}

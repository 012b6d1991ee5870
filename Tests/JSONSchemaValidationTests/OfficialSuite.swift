import Foundation
import JSONSchemaValidation
import LosslessJSON

/// The official JSON-Schema-Test-Suite as `.ci/bootstrap` unpacks it into
/// `.build-suite/`: test files per draft, the remote documents its tests
/// refer to (served at `http://localhost:1234/`), and the drafts'
/// meta-schemas (served at their own `$id`s). Nothing is fetched.
struct OfficialSuite: Sendable {
    /// The folder, found from this file's place in the package.
    static let folder: String = {
        let here = URL(fileURLWithPath: #filePath)
        return here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build-suite").path
    }()

    static var isPresent: Bool {
        FileManager.default.fileExists(atPath: folder + "/tests/draft2020-12")
    }

    /// Documents by URI, for the resolver.
    let documents: [String: JSONTree]

    init() throws {
        var documents: [String: JSONTree] = [:]
        let remotes = Self.folder + "/remotes"
        for path in try Self.files(under: remotes) where path.hasSuffix(".json") {
            documents["http://localhost:1234/" + path.dropFirst(remotes.count + 1)] = try Self.read(path)
        }
        for path in try Self.files(under: Self.folder + "/metaschemas") {
            let schema = try Self.read(path)
            if case .string(let id)? = Self.member("$id", of: schema) ?? Self.member("id", of: schema) {
                documents[id.hasSuffix("#") ? String(id.dropLast()) : id] = schema
            }
        }
        self.documents = documents
    }

    static func member(_ key: String, of value: JSONTree) -> JSONTree? {
        if case .object(let object) = value { return object[key] }
        return nil
    }

    static func files(under folder: String) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let name = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            let path = folder + "/" + name
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue { found.append(path) }
        }
        return found.sorted()
    }

    static func read(_ path: String) throws -> JSONTree {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return JSONTree(try JSONDocument.parse(Array(data)))
    }

    /// One test: a schema, an instance and whether the suite says it is valid.
    struct Case: Sendable {
        let name: String
        let schema: JSONTree
        let instance: JSONTree
        let valid: Bool
    }

    /// Every required test of a draft (not `optional/`).
    func cases(of draft: String) throws -> [Case] {
        let folder = Self.folder + "/tests/" + draft
        var cases: [Case] = []
        for path in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where path.hasSuffix(".json") {
            guard case .array(let groups) = try Self.read(folder + "/" + path) else { continue }
            for group in groups {
                guard case .string(let description)? = Self.member("description", of: group),
                      let schema = Self.member("schema", of: group),
                      case .array(let tests)? = Self.member("tests", of: group) else { continue }
                for test in tests {
                    guard case .string(let name)? = Self.member("description", of: test),
                          let instance = Self.member("data", of: test),
                          case .bool(let valid)? = Self.member("valid", of: test) else { continue }
                    cases.append(Case(name: "\(draft)/\(path) | \(description) | \(name)", schema: schema, instance: instance, valid: valid))
                }
            }
        }
        return cases
    }
}

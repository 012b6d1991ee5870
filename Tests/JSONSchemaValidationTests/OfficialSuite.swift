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
    /// The same documents with their objects read when first looked into, as the tool reads schemas.
    let deferredDocuments: [String: JSONTree]

    init() throws {
        var documents: [String: JSONTree] = [:]
        var deferredDocuments: [String: JSONTree] = [:]
        let remotes = Self.folder + "/remotes"
        for path in try Self.files(under: remotes) where path.hasSuffix(".json") {
            let uri = "http://localhost:1234/" + path.dropFirst(remotes.count + 1)
            documents[uri] = try Self.read(path)
            deferredDocuments[uri] = try Self.read(path, deferring: true)
        }
        for path in try Self.files(under: Self.folder + "/metaschemas") {
            let schema = try Self.read(path)
            if case .string(let id)? = Self.member("$id", of: schema) ?? Self.member("id", of: schema) {
                let uri = id.hasSuffix("#") ? String(id.dropLast()) : id
                documents[uri] = schema
                deferredDocuments[uri] = try Self.read(path, deferring: true)
            }
        }
        self.documents = documents
        self.deferredDocuments = deferredDocuments
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

    /// The JSON file at `path`, whole, or with its objects read when first looked into.
    static func read(_ path: String, deferring: Bool = false) throws -> JSONTree {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let document = try JSONDocument.parse(Array(data))
        return deferring ? JSONTree(deferring: document) : JSONTree(document)
    }

    /// One test: a schema (read whole, and read as the tool reads schemas),
    /// an instance and whether the suite says it is valid.
    struct Case: Sendable {
        let name: String
        let schema: JSONTree
        let deferredSchema: JSONTree
        let instance: JSONTree
        let valid: Bool
    }

    /// Every required test of a draft (not `optional/`).
    func cases(of draft: String) throws -> [Case] {
        let folder = Self.folder + "/tests/" + draft
        var cases: [Case] = []
        for path in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where path.hasSuffix(".json") {
            guard case .array(let groups) = try Self.read(folder + "/" + path),
                  case .array(let deferredGroups) = try Self.read(folder + "/" + path, deferring: true) else { continue }
            for (group, deferredGroup) in zip(groups, deferredGroups) {
                guard case .string(let description)? = Self.member("description", of: group),
                      let schema = Self.member("schema", of: group), let deferredSchema = Self.member("schema", of: deferredGroup),
                      case .array(let tests)? = Self.member("tests", of: group) else { continue }
                for test in tests {
                    guard case .string(let name)? = Self.member("description", of: test),
                          let instance = Self.member("data", of: test),
                          case .bool(let valid)? = Self.member("valid", of: test) else { continue }
                    cases.append(Case(name: "\(draft)/\(path) | \(description) | \(name)", schema: schema, deferredSchema: deferredSchema,
                                      instance: instance, valid: valid))
                }
            }
        }
        return cases
    }
}

import LosslessJSON
import Testing
import TOMLValues

/// For every valid toml-test file: no edit keeps every byte, and setting any
/// one scalar to another value of its type changes only that scalar's bytes.
@Suite("TOML round trip")
struct RoundTripPropertyTests {
    @Test(
        "Setting one scalar changes only its bytes, in every valid toml-test file",
        .enabled(if: TOMLTestSuite.isPresent, "toml-test is not in .build-toml-test/: run .ci/bootstrap")
    )
    func oneScalarChangesOnlyItsBytes() throws {
        var files = 0
        var scalars = 0
        var failures: [String] = []
        for file in try TOMLTestSuite.files("1.1.0") where file.hasPrefix("valid/") {
            let bytes = TOMLTestSuite.bytes(file)
            guard let doc = try? TOMLDocument(bytes: bytes) else { continue }
            files += 1
            #expect(TOMLEditor.apply([], to: bytes) == bytes)
            for (path, node) in RoundTripPropertyTests.scalars(doc, TOMLDocument.root, []) {
                guard let changed = RoundTripPropertyTests.another(doc.value(node), kind: doc.kind(node)) else { continue }
                scalars += 1
                let edits = try TOMLEditor(doc).set(path, to: changed)
                let after = TOMLEditor.apply(edits, to: bytes)
                guard edits.count == 1, let edit = edits.first, edit.range == doc.span(node),
                      let reread = try? TOMLDocument(bytes: after),
                      let moved = reread.node(at: path), reread.value(moved) == changed
                else {
                    failures.append("\(file) \(path)")
                    continue
                }
                // Everything else reads the same, and a one-line scalar stays on its line.
                // (nan is not equal to itself, so documents holding one are not compared.)
                if doc.value() == doc.value(), reread.value() != RoundTripPropertyTests.replacing(doc.value(), at: path[...], with: changed) {
                    failures.append("\(file) \(path): other values changed")
                }
                if !doc.token(node).contains("\n"), edit.replacement.contains(0x0A) {
                    failures.append("\(file) \(path): the new value spans lines")
                }
            }
        }
        print("round trip: \(scalars) scalars in \(files) files")
        #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
        #expect(scalars > 500)
    }

    /// Every scalar under `node` with its path.
    static func scalars(_ doc: TOMLDocument, _ node: Int32, _ path: [TOMLPathComponent]) -> [([TOMLPathComponent], Int32)] {
        switch doc.kind(node) {
        case .table:
            return doc.children(node).flatMap { scalars(doc, $0, path + [.key(doc.key(of: $0) ?? "")]) }
        case .array:
            return doc.children(node).enumerated().flatMap { scalars(doc, $0.element, path + [.index($0.offset)]) }
        default:
            return [(path, node)]
        }
    }

    static func replacing(_ value: JSONValue, at path: ArraySlice<TOMLPathComponent>, with new: JSONValue) -> JSONValue {
        guard let first = path.first else { return new }
        switch (value, first) {
        case (.object(let members), .key(let k)):
            return .object(members.map { $0.key == k ? JSONMember(key: k, value: replacing($0.value, at: path.dropFirst(), with: new)) : $0 })
        case (.array(let items), .index(let i)):
            return .array(items.enumerated().map { $0.offset == i ? replacing($0.element, at: path.dropFirst(), with: new) : $0.element })
        default:
            return value
        }
    }

    /// A different value of the same TOML type.
    static func another(_ value: JSONValue, kind: TOMLKind) -> JSONValue? {
        switch (value, kind) {
        case (.bool(let b), _): return .bool(!b)
        case (.number(let n), .integer): return n.integer.map { .number(JSONNumber($0 == Int64.max ? $0 - 1 : $0 + 1)) }
        case (.number(let n), .float): return .number(JSONNumber(n.double.isFinite && n.double != 0 ? n.double * 2 : 1.5))
        case (.string, .localDate): return .string("2001-02-03")
        case (.string, .localTime): return .string("04:05:06")
        case (.string, .localDateTime): return .string("2001-02-03T04:05:06")
        case (.string, .offsetDateTime): return .string("2001-02-03T04:05:06Z")
        case (.string(let s), _): return .string(s + "x")
        default: return nil
        }
    }
}

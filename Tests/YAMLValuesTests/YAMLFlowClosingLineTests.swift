import LosslessJSON
import Testing
@testable import YAMLValues

/// A flow collection written over lines may close on a line of its own
/// under its key (`test: [` … `]`), as compose files and workflows do and
/// libyaml, go-yaml and ruamel.yaml read it; only its content must be
/// indented more than the key. Found by Benchmarks/roundtrip on
/// getsentry/self-hosted's docker-compose.yml (a healthcheck's
/// `test: [` closed at the key's column), which could not be opened.
@Suite struct YAMLFlowClosingLineTests {
    func value(_ text: String) throws -> JSONValue {
        let document = try YAMLDocument.read(Array(text.utf8))
        return document.value(document.root)
    }

    @Test func aClosingBracketUnderItsKeyIsRead() throws {
        let compose = """
        services:
          seaweedfs:
            healthcheck:
              test: [
                  "CMD-SHELL",
                  # a comment inside
                  "wget -q -O- http://seaweedfs:9340/healthz || exit 1",
              ]
              interval: 30s
        """ + "\n"
        let healthcheck: JSONValue = .object([
            JSONMember(key: "test", value: .array([.string("CMD-SHELL"), .string("wget -q -O- http://seaweedfs:9340/healthz || exit 1")])),
            JSONMember(key: "interval", value: .string("30s")),
        ])
        #expect(try value(compose) == .object([JSONMember(key: "services", value: .object([
            JSONMember(key: "seaweedfs", value: .object([JSONMember(key: "healthcheck", value: healthcheck)])),
        ]))]))
    }

    @Test func atTheTopLevelToo() throws {
        #expect(try value("args: [\n  \"--foo\",\n]\nenv: {\n  A: 1\n}\nname: x\n") == .object([
            JSONMember(key: "args", value: .array([.string("--foo")])),
            JSONMember(key: "env", value: .object([JSONMember(key: "A", value: .number(1))])),
            JSONMember(key: "name", value: .string("x")),
        ]))
    }

    @Test func contentAtTheKeysColumnIsStillRefused() {
        #expect(throws: JSONSyntaxError.self) { try value("flow: [a,\nb,\nc]\n") }
        #expect(throws: JSONSyntaxError.self) { try value("top:\n  flow: [a,\n  b]\n") }
        // Closing at less than the key's column is refused as before.
        #expect(throws: JSONSyntaxError.self) { try value("top:\n  flow: [a,\n ]\n") }
    }
}

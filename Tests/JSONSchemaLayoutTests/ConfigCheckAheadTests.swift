import JSONSchemaLayout
import LosslessJSON
import Synchronization
import Testing
@testable import SettingsCore

/// A JSON Schema's check whose validator tree is made ahead, on another
/// thread while the layout is read: it is made without a check asking, and
/// finds what one made on first use finds, however the two threads meet.
@Suite struct ConfigCheckAheadTests {
    let schema = #"""
    {"type": "object", "properties": {
        "name": {"type": "string", "minLength": 2},
        "port": {"type": "integer", "maximum": 65535},
        "tags": {"type": "array", "uniqueItems": true, "items": {"enum": ["a", "b", "c"]}}
    }, "required": ["name"], "additionalProperties": false}
    """#
    let config = #"{"name": "x", "port": 70000, "tags": ["a", "a", "d"], "extra": true}"#

    func pointers(_ report: ConfigReport) -> [String] { report.problems.map(\.pointer).sorted() }

    @Test func aTreeAskedAheadIsMadeWithoutACheck() throws {
        let document = try JSONDocument.parse(Array(schema.utf8))
        let waiting = JSONSchemaConfigCheck(schema: document)
        #expect(!waiting.isPrepared, "made on first use only")
        let ahead = JSONSchemaConfigCheck(schema: document)
        ahead.makeAhead()
        // Made on another thread: looked at until it is, within a deadline.
        let deadline = ContinuousClock.now + .seconds(30)
        while !ahead.isPrepared, ContinuousClock.now < deadline {}
        #expect(ahead.isPrepared)
        #expect(!waiting.isPrepared)
        _ = waiting.check(try JSONDocument.parse(Array(config.utf8)))
        #expect(waiting.isPrepared)
    }

    @Test func aTreeMadeAheadChecksAsOneMadeOnFirstUse() throws {
        let document = try JSONDocument.parse(Array(schema.utf8))
        let configDocument = try JSONDocument.parse(Array(config.utf8))
        let expected = pointers(JSONSchemaConfigCheck(schema: document).check(configDocument))
        #expect(expected.count >= 4)
        // The check asked at once, and asked again while the tree may still be in the making.
        for _ in 0..<50 {
            let check = JSONSchemaConfigCheck(schema: document)
            check.makeAhead()
            #expect(pointers(check.check(configDocument)) == expected)
            #expect(pointers(check.check(configDocument)) == expected)
        }
    }

    /// A report as a whole: every problem's place, rule and words, and the basic output.
    func whole(_ report: ConfigReport) -> [String] {
        report.problems.map { "\($0.pointer) \($0.rule) \($0.message)" } + [report.machineOutput ?? ""]
    }

    @Test func aConfigCheckedAheadGetsTheReportAFreshCheckGives() throws {
        let document = try JSONDocument.parse(Array(schema.utf8))
        let configDocument = try JSONDocument.parse(Array(config.utf8))
        let expected = whole(JSONSchemaConfigCheck(schema: document).check(configDocument))
        // Asked at once, or after the other thread may have finished: the same report either way, made once.
        for _ in 0..<50 {
            let evaluations = Counter()
            let check = JSONSchemaConfigCheck(schema: document, options: { _ in evaluations.add(); return .init() })
            check.checkAhead(configDocument)
            #expect(whole(check.check(configDocument)) == expected)
            // A document parsed again from the same bytes is the same config.
            #expect(whole(check.check(try JSONDocument.parse(Array(config.utf8)))) == expected)
            #expect(evaluations.count == 1, "the report made ahead was not the one handed over")
        }
    }

    @Test func anotherConfigIsCheckedForItself() throws {
        let document = try JSONDocument.parse(Array(schema.utf8))
        let ahead = try JSONDocument.parse(Array(config.utf8))
        let other = try JSONDocument.parse(Array(#"{"name": "ok", "port": 80}"#.utf8))
        let otherProblems = #"{"port": "eighty"}"#
        for _ in 0..<20 {
            let check = JSONSchemaConfigCheck(schema: document)
            check.checkAhead(ahead)
            #expect(check.check(other).problems.isEmpty)
            #expect(pointers(check.check(try JSONDocument.parse(Array(otherProblems.utf8)))) == ["", "/port"])
        }
    }
}

/// How many times something happened, on any thread.
private final class Counter: Sendable {
    private let value = Atomic<Int>(0)
    func add() { value.add(1, ordering: .relaxed) }
    var count: Int { value.load(ordering: .relaxed) }
}

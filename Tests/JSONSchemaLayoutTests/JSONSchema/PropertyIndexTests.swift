@testable import JSONSchemaLayout
import Testing
import TestSupport

/// The index of property names answers as a dictionary of their places
/// (keyed by their bytes) does, while it grows, for short and long names,
/// names that differ in one byte past their eighth, and names filed twice.
/// The Kelvin sign is not "K": JSON keys differ by their code points.
@Suite struct PropertyIndexTests {
    @Test func answersAsADictionaryDoes() {
        var random = SeededRandom(seed: 20_261_206)
        let stems = ["", "a", "type", "minLength", "abcdefgh", "abcdefgi", "markdownDescription", "markdownDescriptiom", "café", "\u{212A}", "K"]
        func name() -> String {
            stems[Int.random(in: 0..<stems.count, using: &random)] + String(Int.random(in: 0...400, using: &random))
        }
        var names: [String] = []
        var index = PropertyIndex()
        var expected: [[UInt8]: Int] = [:]
        for _ in 0..<5_000 {
            let next = name()
            if Bool.random(using: &random) {
                let place = index.placeOrInsert(next) { names[$0] }
                if place == names.count { names.append(next) }
                #expect(place == expected[Array(next.utf8), default: expected.count], "\(next)")
                expected[Array(next.utf8)] = place
            } else {
                #expect(index.place(of: next) { names[$0] } == expected[Array(next.utf8)], "\(next)")
            }
        }
        #expect(index.count == expected.count)
        for (bytes, place) in expected { #expect(index.place(of: String(decoding: bytes, as: UTF8.self)) { names[$0] } == place) }
    }

    @Test func roomReservedFirstKeepsEveryName() {
        var index = PropertyIndex()
        index.reserveCapacity(3)
        let names = (0..<40).map { "p\($0)" }
        for (place, name) in names.enumerated() { #expect(index.placeOrInsert(name) { names[$0] } == place) }
        index.reserveCapacity(1_000)
        for (place, name) in names.enumerated() { #expect(index.place(of: name) { names[$0] } == place) }
        #expect(index.place(of: "p40") { names[$0] } == nil)
    }
}

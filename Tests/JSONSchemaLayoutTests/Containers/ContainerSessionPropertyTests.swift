@testable import JSONSchemaLayout
import LosslessJSON
@testable import SettingsCore
import SettingsFileFixtures
import TestSupport
import Testing

/// Random lines on the screens of a map and a list of records: whatever is
/// typed, the screens stay drawable and numbered 1…n, a map never gets a
/// name twice or one its pattern refuses, and saving gives the values the
/// session shows, every other byte kept.
@Suite struct ContainerSessionPropertyTests {
    static let words = [
        "aliases", "levels", "servers", "back", "top", "edit", "done", "add", "add ab", "add Zz", "add st", "add co",
        "rename 1 xy", "rename 2 st", "rename 1 Bad", "rename 9 q", "delete 1", "delete 2", "delete 0", "move 1 2", "move 2 1",
        "move 1 5", "1", "2", "3", "4", "5", "6", "reset 2", "reset 3", "help 1", "help 2", "undo", "", "stash", "8080", "0",
        "debug", "info", "x", #"["a"]"#, "name", "port", "secure", "set aliases {\"q\": \"r\"}", "set servers []", "changes",
    ]

    @Test func randomLinesKeepTheContainersConsistent() throws {
        var random = SeededRandom(seed: 0x14C0_17A1)
        var lines = 0
        var changed: [String: Int] = [:]
        for _ in 0..<60 {
            var (session, object) = try ContainerTest.session(ContainerSavingTests.config)
            for _ in 0..<60 {
                let line = Self.words[Int(random.next() % UInt64(Self.words.count))]
                _ = session.handle(line: line)
                lines += 1
                let numbers = session.currentModel.numberedRows.compactMap(\.number)
                #expect(numbers == (0..<numbers.count).map { $0 + 1 }, "after \(line)")
                _ = session.screen(width: 40)
                let aliases = try #require(session.layout.setting("aliases"))
                if let names = session.values.current(aliases)?.objectMembers?.map(\.key) {
                    #expect(Set(names).count == names.count, "a name twice after \(line): \(names)")
                    #expect(names.allSatisfy { $0.allSatisfy(\.isLowercase) }, "a name the pattern refuses after \(line): \(names)")
                }
            }
            // What done writes reads back as the values the session shows.
            let saved = try ContainerTest.saved(session, object)
            let document = try JSONDocument.parse(Array(saved.utf8), dialect: .jsonc)
            for key in ["aliases", "levels", "servers"] {
                let setting = try #require(session.layout.setting(key))
                let stored = document.member(key, of: document.root).map(document.value)
                #expect(stored == (session.values.isStored(setting) ? session.values.current(setting) : nil), "\(key): \(saved)")
                if session.values.isPending(key) { changed[key, default: 0] += 1 }
            }
            #expect(saved.hasPrefix("{\n  // before\n"))
        }
        #expect(lines == 3_600)
        #expect(changed.count == 3 && changed.values.allSatisfy { $0 >= 10 }, "changed: \(changed)")
    }
}

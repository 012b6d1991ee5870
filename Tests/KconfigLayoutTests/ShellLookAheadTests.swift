import Foundation
import KconfigLayout
import Testing

/// With commands allowed, a tree's `$(shell,…)` commands are started ahead
/// of the reading (``KconfigShellPool``): each one the reading reaches runs
/// exactly once, a command whose text holds another's output waits for
/// that output, and the values are those a reading one command at a time gives.
@Suite struct ShellLookAheadTests {
    /// Each command appends a line to `log` as it runs.
    static let tree = """
        FIRST := $(shell,echo first >> log; echo alpha)
        config A
        \tstring "a"
        \tdefault "$(FIRST)"
        config B
        \tstring "b"
        \tdefault "$(shell,echo second-$(FIRST) >> log; echo beta-$(FIRST))"
        config C
        \tbool "c"
        \tdefault $(shell,echo third >> log; echo y)
        source "more/Kconfig"
        """

    @Test("Every command runs once; one built from another's output sees it")
    func eachCommandOnce() throws {
        let tree = try SmallTree(["Kconfig": Self.tree, "more/Kconfig": "config D\n\tstring \"d\"\n\tdefault \"$(shell,echo fourth >> log; echo delta)\"\n"])
        defer { tree.remove() }
        var project = try tree.read(allowShell: true)
        project.load(config: nil)
        let saved = String(decoding: project.render(), as: UTF8.self)
        #expect(saved.contains("CONFIG_A=\"alpha\"\n"))
        #expect(saved.contains("CONFIG_B=\"beta-alpha\"\n"))
        #expect(saved.contains("CONFIG_C=y\n"))
        #expect(saved.contains("CONFIG_D=\"delta\"\n"))
        let log = String(decoding: FileManager.default.contents(atPath: tree.folder + "/log") ?? Data(), as: UTF8.self)
        let lines = log.split(separator: "\n").map(String.init).sorted()
        #expect(lines == ["first", "fourth", "second-alpha", "third"], "\(log)")
        // The command built from FIRST's output ran after it.
        let order = log.split(separator: "\n").map(String.init)
        #expect((order.firstIndex(of: "first") ?? 9) < (order.firstIndex(of: "second-alpha") ?? -1))
    }

    @Test("A command the reading never reaches (past an error) is at most started early, and reading still fails")
    func errorStillStops() throws {
        let tree = try SmallTree(["Kconfig": "$(error-if,$(shell,echo y),stopped here)\nconfig A\n\tbool \"a\"\n"])
        defer { tree.remove() }
        #expect(throws: KconfigError.self) { try tree.read(allowShell: true) }
    }
}

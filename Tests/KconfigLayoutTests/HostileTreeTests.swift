import Foundation
import KconfigLayout
import Testing

/// Kconfig trees written to hurt: each is refused or bounded, nothing runs, nothing hangs.
struct HostileTreeTests {
    private func reason(_ files: [String: String], allowShell: Bool = false) throws -> KconfigError.Reason? {
        let tree = try SmallTree(files)
        defer { tree.remove() }
        do throws(KconfigError) {
            _ = try tree.read(allowShell: allowShell)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func aSourceLoopIsRefused() throws {
        let found = try reason(["Kconfig": "source \"a\"\n", "a": "source \"b\"\n", "b": "source \"a\"\n"])
        #expect(found == .recursiveSource("a"))
    }

    @Test func aHundredThousandNestedIfsAreRefused() throws {
        let depth = 100_000
        let text = String(repeating: "if y\n", count: depth) + "config A\n\tbool \"a\"\n" + String(repeating: "endif\n", count: depth)
        #expect(try reason(["Kconfig": text]) == .tooDeep)
    }

    @Test func deeplyNestedParenthesesAreRefused() throws {
        let text = "config A\n\tbool \"a\"\n\tdepends on " + String(repeating: "(", count: 100_000) + "y" + String(repeating: ")", count: 100_000) + "\n"
        #expect(try reason(["Kconfig": text]) == .tooDeep)
    }

    @Test func aMacroThatExpandsToItselfIsRefused() throws {
        #expect(try reason(["Kconfig": "X = $(X)\nconfig $(X)\n\tbool\n"]) == .recursiveVariable("X"))
    }

    @Test func aMacroThatDoublesIsBounded() throws {
        var text = "A0 := 0123456789\n"
        for level in 1...40 { text += "A\(level) = $(A\(level - 1))$(A\(level - 1))\n" }
        text += "config X\n\tstring \"x\"\n\tdefault \"$(A40)\"\n"
        guard case .functionArguments = try reason(["Kconfig": text]) else {
            Issue.record("a doubling macro was not bounded")
            return
        }
    }

    @Test func sourcingADeviceIsRefused() throws {
        #expect(try reason(["Kconfig": "source \"/dev/zero\"\n"]) == .notARegularFile("/dev/zero"))
    }

    @Test func sourcingAFIFOIsRefusedWithoutOpeningIt() throws {
        let tree = try SmallTree(["Kconfig": "source \"fifo\"\n"])
        defer { tree.remove() }
        #expect(mkfifo(tree.folder + "/fifo", 0o600) == 0)
        do throws(KconfigError) {
            _ = try tree.read()
            Issue.record("a FIFO was sourced")
        } catch {
            #expect(error.reason == .notARegularFile("fifo"))
        }
    }

    @Test func aShellMacroRunsNothingWithoutPermission() throws {
        let tree = try SmallTree(["Kconfig": """
            config PWN
            \tdef_bool $(shell,touch PWNED && echo y)
            config OTHER
            \tstring "other"
            \tdefault "$(shell,touch PWNED2)"

            """])
        defer { tree.remove() }
        var project = try tree.read()
        #expect(!FileManager.default.fileExists(atPath: tree.folder + "/PWNED"))
        #expect(!FileManager.default.fileExists(atPath: tree.folder + "/PWNED2"))
        #expect(project.skippedShells.map(\.command) == ["touch PWNED && echo y", "touch PWNED2"])
        #expect(project.skippedShells.map(\.line) == [2, 5])
        project.load(config: nil)
        #expect(String(decoding: project.render(), as: UTF8.self).contains("CONFIG_OTHER=\"\"\n"))
    }

    @Test func aShellMacroRunsWithPermission() throws {
        let tree = try SmallTree(["Kconfig": "config ON\n\tdef_bool $(shell,echo y)\n"])
        defer { tree.remove() }
        var project = try tree.read(allowShell: true)
        project.load(config: nil)
        #expect(String(decoding: project.render(), as: UTF8.self).hasSuffix("CONFIG_ON=y\n"))
    }

    @Test func anOptionalSourceOfAMissingFileIsNoError() throws {
        let tree = try SmallTree(["Kconfig": "osource \"missing/Kconfig\"\norsource \"also-missing\"\nconfig A\n\tdef_bool y\n"])
        defer { tree.remove() }
        var project = try tree.read()
        project.load(config: nil)
        #expect(String(decoding: project.render(), as: UTF8.self).hasSuffix("CONFIG_A=y\n"))
    }

    @Test func aGlobSourcesEveryMatchInOrder() throws {
        let tree = try SmallTree(["Kconfig": "rsource \"parts/*.kconfig\"\n", "parts/b.kconfig": "config B\n\tdef_bool y\n",
                                  "parts/a.kconfig": "config A\n\tdef_bool y\n"])
        defer { tree.remove() }
        var project = try tree.read()
        project.load(config: nil)
        #expect(String(decoding: project.render(), as: UTF8.self).hasSuffix("CONFIG_A=y\nCONFIG_B=y\n"))
    }
}

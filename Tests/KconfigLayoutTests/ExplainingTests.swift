import Foundation
import KconfigLayout
import Testing

/// Help, why a symbol is hidden, and enabling a symbol with what it needs.
struct ExplainingTests {
    static let files = ["Kconfig": """
        mainmenu "Explained"
        config A
        \tbool "a"
        config B
        \tbool "b"
        \tdepends on A
        config X
        \tbool
        config C
        \tbool "c"
        \tdepends on B && (X || A)
        \tselect D
        \thelp
        \t  C needs B.

        \t  And says so.
        config D
        \tbool

        """]

    @Test func whyNamesEachUnmetDependencyWithItsValue() throws {
        let tree = try SmallTree(Self.files)
        defer { tree.remove() }
        var project = try tree.read()
        project.load(config: nil)
        let c = try #require(project.tree.find("C"))
        let why = project.tree.whyHidden(c)
        #expect(why == ["depends on B [=n], which is n", "depends on X [=n] || A [=n], which is n"])
        let help = project.tree.help(c)
        #expect(help.hasPrefix("C needs B.\n\nAnd says so.\n\nSymbol: C [=n]\nType  : bool\nPrompt: c\n  Defined at Kconfig:10\n"))
        #expect(help.contains("Depends on: B [=n] && (X [=n] || A [=n])\n"))
        let d = try #require(project.tree.find("D"))
        let helpOfD = project.tree.help(d)
        // A select's reverse dependency carries the selector's own dependencies, as the kernel's does.
        #expect(helpOfD.contains("Selected by: C [=n] && B [=n] && (X [=n] || A [=n])\n"))
    }

    @Test func enablingWithDependenciesSwitchesOnTheSmallestVisibleSet() throws {
        let tree = try SmallTree(Self.files)
        defer { tree.remove() }
        var project = try tree.read()
        project.load(config: nil)
        let c = try #require(project.tree.find("C"))
        let found = project.tree.enablingPlan(c)
        let plan = try #require(found)
        #expect(plan.compactMap { project.tree.symbols[$0].name } == ["A", "B", "C"])
        let enabled = project.tree.enableWithDependencies(c)
        #expect(enabled)
        let saved = String(decoding: project.render(), as: UTF8.self)
        #expect(saved.hasSuffix("CONFIG_A=y\nCONFIG_B=y\n# CONFIG_X is not set\nCONFIG_C=y\nCONFIG_D=y\n") || saved.hasSuffix("CONFIG_A=y\nCONFIG_B=y\nCONFIG_C=y\nCONFIG_D=y\n"))
        let whyNot = project.tree.whyHidden(c)
        #expect(whyNot.isEmpty)
    }
}

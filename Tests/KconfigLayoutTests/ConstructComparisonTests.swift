import Foundation
import KconfigLayout
import Testing

/// Small trees of one construct each, saved here and by the kernel's conf.
@Suite(.enabled(if: KernelTree.missing == nil || KernelTree.required, "\(KernelTree.missing ?? "")"))
struct ConstructComparisonTests {
    /// A tree and a `.config` to load into it.
    struct Case: Sendable, CustomStringConvertible {
        var description: String
        var files: [String: String]
        var config: String?
    }

    static let cases: [Case] = [
        Case(description: "choices: default, user choice, optional, tristate in m", files: ["Kconfig": """
            mainmenu "Choices"
            config MODULES
            \tbool "modules"
            \tdefault y
            \tmodules
            choice
            \tprompt "Pick one"
            \tdefault B
            config A
            \tbool "A"
            config B
            \tbool "B"
            config C
            \tbool "C"
            endchoice
            choice
            \tprompt "Optional"
            \toptional
            config D
            \tbool "D"
            config E
            \tbool "E"
            endchoice
            choice
            \ttristate "Drivers"
            config F
            \ttristate "F"
            config G
            \ttristate "G"
            endchoice

            """], config: "CONFIG_C=y\nCONFIG_E=y\nCONFIG_F=m\nCONFIG_G=m\n"),
        Case(description: "imply and select, with modules", files: ["Kconfig": """
            config MODULES
            \tbool "modules"
            \tdefault y
            \tmodules
            config DRIVER
            \ttristate "driver"
            \tselect LIB
            \timply HELPER
            config LIB
            \ttristate
            config HELPER
            \ttristate "helper"
            config OTHER
            \tbool "other"
            \tselect LIB if DRIVER = m

            """], config: "CONFIG_DRIVER=m\nCONFIG_OTHER=y\n"),
        Case(description: "menus with visible if, depends on, comments and if blocks", files: ["Kconfig": """
            config SHOW
            \tbool "show"
            menu "Hidden prompts"
            \tvisible if SHOW
            config INSIDE
            \tbool "inside"
            \tdefault y
            endmenu
            menu "Depends"
            \tdepends on SHOW
            config DEEP
            \tbool "deep"
            endmenu
            comment "Shown when SHOW is off"
            \tdepends on !SHOW
            if !SHOW
            config IFFED
            \tint "number"
            \trange 1 10
            \tdefault 20
            config HEXED
            \thex "hex"
            \trange 0x10 0x20
            \tdefault 0x18
            endif
            menu "Empty"
            endmenu

            """], config: "CONFIG_IFFED=5\nCONFIG_HEXED=0x30\n"),
        Case(description: "macros: variables, functions, environment, filename, lineno", files: ["Kconfig": """
            NAME := base
            LATE = $(NAME)-late
            NAME := changed
            LATE += more
            pair = $(1)+$(2)
            $(info,reading $(filename))
            $(warning-if,y,a warning)
            config FROM_MACROS
            \tstring "text"
            \tdefault "$(LATE) $(pair,a,b) $(TREE_NAME) $(filename):$(lineno)"
            config $(NAME)_SYMBOL
            \tdef_bool y
            source "sub/$(TREE_NAME).kconfig"

            """, "sub/small.kconfig": """
            config SOURCED
            \tstring "quoted \\" and \\\\ inside"
            \tdefault "a \\"quote\\" and \\\\ backslash"

            """], config: nil),
        Case(description: ".config with unknown symbols, bad values and strings", files: ["Kconfig": """
            config B
            \tbool "b"
            config N
            \tint "n"
            \trange 0 100
            \tdefault 7
            config S
            \tstring "s"
            config T
            \ttristate "t"

            """], config: "CONFIG_GONE=y\nCONFIG_B=maybe\nCONFIG_N=0x10\nCONFIG_S=\"with \\\"quotes\\\"\"\nCONFIG_T=m\nnoise\n# comment\n"),
    ]

    @Test("A small tree saves what conf saves", arguments: cases)
    func construct(_ example: Case) throws {
        try #require(KernelTree.missing == nil, "\(KernelTree.missing ?? "")")
        let tree = try SmallTree(example.files)
        defer { tree.remove() }
        let expected = try tree.kernelSaved(config: example.config)
        #expect(!expected.isEmpty)
        #expect(Difference.first(try tree.saved(config: example.config), expected) == nil)
    }
}

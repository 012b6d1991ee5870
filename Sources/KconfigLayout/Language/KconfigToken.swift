/// A token of the Kconfig language, as the kernel's lexer returns them.
package enum KconfigToken: Sendable, Equatable {
    /// The statement keywords.
    package enum Keyword: String, Sendable, CaseIterable {
        case bool, choice, comment, config, def_bool, def_tristate, `default`, depends, endchoice, endif, endmenu
        case help, hex, `if`, imply, int, mainmenu, menu, menuconfig, modules, on, optional, prompt, range
        case select, source, string, tristate, visible
        // Extensions of Zephyr and Kconfiglib, not in Linux 6.1.
        case rsource, osource, orsource
    }

    /// Operators and parentheses.
    package enum Symbol: String, Sendable {
        case or = "||", and = "&&", equal = "=", unequal = "!=", less = "<", lessOrEqual = "<=", greater = ">"
        case greaterOrEqual = ">=", not = "!", open = "(", close = ")", colonEqual = ":=", plusEqual = "+="
    }

    case endOfLine
    case endOfInput
    case keyword(Keyword)
    case symbol(Symbol)
    case word(String)
    case quoted(String)
    case assignValue(String)
    case helpText(String)

    /// How a message names it.
    package var spelling: String {
        switch self {
        case .endOfLine: "end of line"
        case .endOfInput: "end of file"
        case .keyword(let k): k.rawValue
        case .symbol(let s): s.rawValue
        case .word(let w): w
        case .quoted(let q): "\"\(q)\""
        case .assignValue(let v): v
        case .helpText: "help text"
        }
    }
}

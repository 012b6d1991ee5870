/// One Kconfig symbol (a `config`, a `choice`, or a constant or undefined
/// word used in an expression) with the state the kernel keeps for it while
/// values are calculated.
package struct KconfigSymbol: Sendable {
    /// A symbol's type as declared (`unknown` for constants and undefined words).
    package enum Kind: Sendable, Equatable {
        case unknown, bool, tristate, int, hex, string

        /// The type's name as the kernel's messages spell it.
        package var name: String {
            switch self {
            case .unknown: "unknown"
            case .bool: "bool"
            case .tristate: "tristate"
            case .int: "integer"
            case .hex: "hex"
            case .string: "string"
            }
        }
    }

    /// The kernel's symbol flags that change what is calculated or written.
    package struct Flags: OptionSet, Sendable {
        package let rawValue: UInt32
        package init(rawValue: UInt32) { self.rawValue = rawValue }
        package static let const = Flags(rawValue: 0x0001)
        package static let choice = Flags(rawValue: 0x0010)
        package static let choiceValue = Flags(rawValue: 0x0020)
        package static let valid = Flags(rawValue: 0x0080)
        package static let optional = Flags(rawValue: 0x0100)
        package static let write = Flags(rawValue: 0x0200)
        package static let written = Flags(rawValue: 0x0800)
        package static let noWrite = Flags(rawValue: 0x1000)
        package static let warned = Flags(rawValue: 0x8000)
        package static let defUser = Flags(rawValue: 0x10000)
        package static let checking = Flags(rawValue: 0x20000)
    }

    /// Nil for a choice without a name.
    package var name: String?
    package var kind: Kind = .unknown
    package var flags: Flags
    /// Indexes of its properties, in the order they were read.
    package var properties: [Int] = []
    /// Its menu entries (one per definition), in reading order.
    package var menus: [Int] = []

    /// The value from `.config` (or set by a person): a tristate, a string, or for a choice the chosen member.
    package var userTri: Tristate = .no
    package var userString: String?
    package var userChoice: Int?

    /// The calculated value.
    package var tri: Tristate = .no
    package var string: String = ""
    /// For a choice in mode `y`: the chosen member.
    package var chosen: Int?

    package var visible: Tristate = .no
    /// Direct dependencies (`depends on` and enclosing blocks), OR of every definition.
    package var directDependency: KconfigExpr?
    package var directTri: Tristate = .yes
    /// What selects it: OR of `selecting && condition`.
    package var reverseDependency: KconfigExpr?
    package var reverseTri: Tristate = .no
    /// What implies it.
    package var implied: KconfigExpr?
    package var impliedTri: Tristate = .no

    package init(name: String?, flags: Flags) {
        self.name = name
        self.flags = flags
    }

    package var isChoice: Bool { flags.contains(.choice) }
    package var isChoiceValue: Bool { flags.contains(.choiceValue) }
    package var hasUserValue: Bool { flags.contains(.defUser) }
}

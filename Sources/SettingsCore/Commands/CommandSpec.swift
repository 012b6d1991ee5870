/// One command of the session language, described once: the word that starts
/// it, the forms typed without that word, the lines `help` shows, what tab
/// completion offers after the word, and how the rest of the line becomes a
/// ``Command``.
///
/// ``all`` is the whole language. ``CommandParser``, the `help` text and the
/// completion of command words all read it, so a new command is one entry
/// there (plus its ``Command`` case and what the session does with it).
package struct CommandSpec: Sendable {
    /// What may follow the command word, for tab completion.
    package enum Operand: Sendable, Equatable {
        /// Nothing, or nothing worth completing (numbers, free text).
        case none
        /// A setting's key.
        case key
        /// A setting's key, then one of the values it accepts.
        case keyThenValue
        /// A row number or a setting's key.
        case rowOrKey
    }

    /// A way of typing the command without its word.
    package enum Shorthand: Sendable, Equatable {
        /// The whole line is this text (`..` for `back`, `?` for `help`).
        case line(String)
        /// The line starts with this text, followed by the operand (`/TEXT` for `find TEXT`).
        case prefix(String)
        /// A row's number, title or a key followed by this text (`N?`,
        /// `TITLE?` for `help N`, `help TITLE`). Only a line that starts
        /// with no command word is read this way, so `find what?` finds.
        case suffix(String)
    }

    /// The word that starts the command, in lower case; nil for the forms
    /// that have none (a row's number or title).
    package let word: String?
    /// The forms typed without the word.
    package let shorthands: [Shorthand]
    /// The lines `help` shows for the command: how to type it, what it does.
    package let help: [HelpLine]
    /// What completion offers after the word.
    package let operand: Operand
    /// Parses what follows the word (trimmed). Nil means the line is not this
    /// command after all and is taken as a row title ("Done Editing").
    let parse: @Sendable (_ rest: String) -> Result<Command, CommandError>?

    /// One line of the `help` text.
    package struct HelpLine: Sendable, Equatable {
        package let usage: String
        package let summary: String
    }

    init(
        _ word: String?, shorthands: [Shorthand] = [], operand: Operand = .none,
        help: [(usage: String, summary: String)],
        parse: @escaping @Sendable (_ rest: String) -> Result<Command, CommandError>?
    ) {
        self.word = word
        self.shorthands = shorthands
        self.operand = operand
        self.help = help.map { HelpLine(usage: $0.usage, summary: $0.summary) }
        self.parse = parse
    }

    /// A command that takes nothing after its word: with anything after it,
    /// the line is a row title.
    static func bare(
        _ word: String, _ command: Command, shorthands: [Shorthand] = [], usage: String? = nil, summary: String
    ) -> CommandSpec {
        CommandSpec(word, shorthands: shorthands, help: [(usage ?? word, summary)]) { rest in
            rest.isEmpty ? .success(command) : nil
        }
    }
}

extension CommandSpec {
    /// The command words, sorted, for completion.
    package static let words: [String] = all.compactMap(\.word).sorted()

    /// The command that starts with `word` (any case).
    package static func named(_ word: String) -> CommandSpec? {
        let lowered = word.lowercased()
        return all.first { $0.word == lowered }
    }

    /// The `help` text: every command's lines, aligned in two columns.
    package static var helpText: Message {
        let lines = all.flatMap(\.help)
        let width = lines.map(\.usage.count).max() ?? 0
        let rows: [Message] = lines.map { "  \($0.usage)\(String(repeating: " ", count: width - $0.usage.count + 2))\($0.summary)" }
        return (["Commands:"] + rows).joined(separator: "\n")
    }
}

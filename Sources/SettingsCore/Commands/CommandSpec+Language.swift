extension CommandSpec {
    /// Every command of the session, in the order `help` lists them.
    package static let all: [CommandSpec] = [
        CommandSpec(nil, help: [
            ("N", "select row N: toggle a switch, open a list or pane, edit a value"),
            ("#N", "row N by place; on a list of numbered options N is a title"),
        ]) { _ in nil },
        CommandSpec(nil, help: [
            ("TITLE", "select a row by its title (a unique beginning is enough)"),
            ("\"TITLE\"", "a title that is also a command word (\"Go\")"),
        ]) { _ in nil },
        .bare("back", .back, shorthands: [.line("..")], usage: "back, ..", summary: "go back one screen"),
        .bare("top", .top, summary: "go back to the first screen"),
        .bare("show", .show, shorthands: [.line("")], summary: "draw the screen again (also an empty line)"),
        CommandSpec("set", operand: .keyThenValue, help: [
            ("set KEY VALUE", "set a value by key from anywhere"),
            ("set KEY.NAME VALUE", "a map's entry; KEY.N.FIELD a list item's field; \\. a dot"),
        ]) { rest in
            let (key, value) = CommandParser.splitWord(rest)
            if key.isEmpty || value.isEmpty { return .failure(.usage("set needs a key and a value: set KEY VALUE")) }
            return .success(.set(key: key, value: value == "\"\"" ? "" : value))
        },
        CommandSpec("get", operand: .key, help: [("get KEY", "print a value")]) { rest in
            rest.isEmpty ? .failure(.usage("get needs a key: get KEY")) : .success(.get(key: rest))
        },
        CommandSpec(
            "help", shorthands: [.line("?"), .suffix("?")],
            help: [
                ("help, ?", "list these commands"),
                ("help N, N?", "explain row N: help, type, allowed values, default, key"),
                ("help TITLE, TITLE?", "explain a row by title (read-only ones too) or a key"),
            ]
        ) { rest in
            // `help push?` asks what `push?` asks.
            let about = rest.hasSuffix("?") ? String(rest.dropLast()).trimmingWhitespace : rest
            if about.isEmpty { return .success(.help(row: nil)) }
            return CommandParser.rowName(about).map { .help(row: $0) }
        },
        CommandSpec("find", shorthands: [.prefix("/")], help: [
            ("find TEXT, /TEXT", "search every screen; then go N opens result N"),
            ("find @modified", "list the values that differ from their default"),
            ("find @pending", "list the values changed and not saved yet"),
        ]) { rest in
            rest.isEmpty ? .failure(.usage("find needs some text: find TEXT or /TEXT")) : .success(.find(rest))
        },
        CommandSpec("go", help: []) { rest in
            CommandParser.rowNumber(rest).flatMap { $0 }.map { .success(.go($0)) }
                ?? .failure(.usage("go needs a result number from find: go N"))
        },
        CommandSpec("why", operand: .rowOrKey, help: [("why N, why KEY", "say what shows or hides a row; go N opens condition N")]) { rest in
            rest.isEmpty ? .failure(.usage("why needs a row number or a key: why N or why KEY")) : .success(.why(target: rest))
        },
        CommandSpec("changes", help: [
            ("changes", "list the changes not saved yet"),
            ("changes --diff", "lines done would change; secrets masked (--show-secrets)"),
        ]) { rest in
            // Anything else after the word is a row title.
            let options = Set(rest.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init))
            if options.isEmpty { return .success(.changes) }
            guard options.contains("--diff"), options.isSubset(of: ["--diff", "--show-secrets"]) else { return nil }
            return .success(.changesDiff(showingSecrets: options.contains("--show-secrets")))
        },
        .bare("undo", .undo, summary: "take back the last change"),
        CommandSpec("reset", operand: .rowOrKey, help: [("reset N, reset KEY", "return a value to its default")]) { rest in
            rest.isEmpty
                ? .failure(.usage("reset needs a row number or a key: reset N or reset KEY"))
                : .success(.reset(target: rest))
        },
        .bare("edit", .edit, summary: "on a list: delete and move entries (done ends it)"),
        CommandSpec("delete", help: [("delete N", "on a list: remove entry N")]) { rest in
            CommandParser.rowNumber(rest).flatMap { $0 }.map { .success(.delete($0)) }
                ?? .failure(.usage("delete needs an entry number: delete N"))
        },
        CommandSpec("move", help: [("move N M", "on a list: move entry N to position M")]) { rest in
            let (first, second) = CommandParser.splitWord(rest)
            guard let from = CommandParser.rowNumber(first).flatMap({ $0 }), let to = CommandParser.rowNumber(second).flatMap({ $0 }) else {
                return .failure(.usage("move needs two entry numbers: move N M"))
            }
            return .success(.move(from: from, to: to))
        },
        CommandSpec("add", help: [("add [VALUE]", "on a list: add an entry (on a map, VALUE is its name)")]) { rest in
            .success(.add(rest.isEmpty ? nil : rest))
        },
        CommandSpec("rename", help: [("rename N NAME", "on a map: give entry N a new name")]) { rest in
            let (first, name) = CommandParser.splitWord(rest)
            guard let number = CommandParser.rowNumber(first).flatMap({ $0 }), !name.isEmpty else {
                return .failure(.usage("rename needs an entry number and a name: rename N NAME"))
            }
            return .success(.rename(number, name))
        },
        .bare("done", .done, summary: "save the changes and leave (in edit mode: stop editing)"),
        .bare("cancel", .cancel, summary: "leave without saving"),
    ]
}

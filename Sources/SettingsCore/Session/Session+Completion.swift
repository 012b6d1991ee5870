
extension Session {
    package func completions(line: String, cursor: Int) -> CompletionResult {
        let before = String(line.prefix(max(0, cursor)))
        if prompt != nil || question != nil { return CompletionResult(replaceFrom: cursor, candidates: [], appendSpace: false) }
        let (word, _) = CommandParser.splitWord(before)
        let hasSpace = before.contains(" ")

        let operand = CommandSpec.named(word)?.operand ?? .none
        if hasSpace, operand != .none {
            let keyStart = before.distance(from: before.startIndex, to: before.firstIndex(of: " ") ?? before.endIndex) + 1
            let afterCommand = String(before.dropFirst(keyStart))
            if let space = afterCommand.firstIndex(of: " "), operand == .keyThenValue {
                // set KEY <value>: option titles or switch words.
                let key = String(afterCommand[..<space])
                let valueStart = keyStart + afterCommand.distance(from: afterCommand.startIndex, to: space) + 1
                let typed = String(afterCommand[afterCommand.index(after: space)...]).lowercased()
                let choices = valueWords(for: key).filter { $0.lowercased().hasPrefix(typed) }
                return CompletionResult(replaceFrom: valueStart, candidates: choices, appendSpace: false)
            }
            let typed = afterCommand.lowercased()
            let keys = layout.settings.compactMap { !$0.isDeprecated && !$0.key.isEmpty && $0.key.lowercased().hasPrefix(typed) ? $0.key : nil }
            let entries = entryKeys(typed)
            // After an entry's name the key may go on inside it (`build.image`): no space is added.
            return CompletionResult(replaceFrom: keyStart, candidates: keys + entries, appendSpace: operand == .keyThenValue && entries.isEmpty)
        }

        // A row title (titles may have spaces) or, in the first word, a command.
        let typed = before.lowercased()
        var candidates = currentModel.numberedRows.map(\.title).filter { $0.lowercased().hasPrefix(typed) }
        if !hasSpace {
            candidates = CommandSpec.words.filter { $0.hasPrefix(typed) } + candidates
        }
        var seen = Set<String>()
        candidates = candidates.filter { seen.insert($0).inserted }
        // A completed command word is followed by a space (`se` → `set `); a row title is a whole line.
        let isCommand = candidates.count == 1 && !hasSpace && CommandSpec.words.contains(candidates[0])
        return CompletionResult(replaceFrom: 0, candidates: candidates, appendSpace: isCommand)
    }

    /// The keys of maps' entries that begin with `typed` (lowercased): a
    /// map's key, a dot and an entry's name (`scripts.lint`), and the
    /// config's own entries beside its settings by name alone (`build`).
    private func entryKeys(_ typed: String) -> [String] {
        var keys: [String] = []
        for setting in layout.settings {
            guard case .map = setting.kind, case .object(let members)? = context.values.current(setting) else { continue }
            let prefix = setting.key.isEmpty ? "" : setting.key + "."
            // A map's entries once its key is typed (or, at the top, from the start).
            guard setting.key.isEmpty || typed.hasPrefix(prefix.lowercased()) else { continue }
            for member in members {
                let key = setting.key.isEmpty ? EntryPath.escapedAtTop(member.key) : prefix + EntryPath.escaped(member.key)
                if key.lowercased().hasPrefix(typed) { keys.append(key) }
            }
        }
        return keys
    }

    private func valueWords(for key: String) -> [String] {
        guard let setting = layout.lookupSetting(key) else { return [] }
        return valueWords(for: setting)
    }

    private func valueWords(for setting: Setting) -> [String] {
        switch setting.kind {
        case .switch: return ["on", "off"]
        case .choice(let options, _): return options.map(\.title)
        case .variants(let variants):
            var seen = Set<String>()
            return variants.indices.flatMap { valueWords(for: setting.variant($0, of: variants)) }.filter { seen.insert($0).inserted }
        case .list(let rule): return rule.options.map { ["[" + $0.map { "\"\($0.value.plainText)\"" }.joined(separator: ", ") + "]"] } ?? []
        case .text, .number, .map, .records, .json: return []
        }
    }
}

import LosslessJSON

/// The text of `changes`: every change not saved yet, `key: old → new`,
/// and under it where the setting is (`in Settings › General › Calendar`),
/// in the order the keys were first changed.
struct ChangeList {
    let schema: Schema
    let values: ValueStore
    let formatter: ValueFormatter

    var message: Message {
        let count = values.pendingCount
        guard count > 0 else { return "No changes." }
        var lines: [Message] = ["\(count) \(count == 1 ? "change" : "changes") not saved yet:"]
        let arrow = formatter.glyphs.arrow
        for (key, value) in values.changes {
            guard let setting = schema.setting(key) else {
                lines.append("  \(key): \(value?.plainText ?? "(taken out)")")
                continue
            }
            let before = shown(values.original(setting), setting)
            let after = value.map { shown($0, setting) } ?? setting.fallbackValue.map { shown($0, setting) + " (default)" } ?? "(not set)"
            lines.append("  \(key): \(before) \(arrow) \(after)")
            let path = (schema.titlePath(to: setting.paneID) + [setting.title]).joined(separator: formatter.glyphs.pathSeparator)
            lines.append("    in \(path)")
        }
        return lines.joined(separator: "\n")
    }

    private func shown(_ value: JSONValue?, _ setting: Setting) -> Message {
        let text = formatter.messageText(value, for: setting)
        return text.isEmpty ? "(empty)" : "\(text)"
    }
}

import LosslessJSON

/// A filter of `find`, as in VS Code's settings search: `@modified` keeps
/// the settings whose value differs from their default, `@pending` those
/// with a change not saved yet. Text after the filter narrows it further
/// (`find @modified wi` matches titles and keys as `find` does).
public enum SettingFilter: String, Sendable, CaseIterable {
    case modified
    case pending

    /// The filter a `find` text starts with (`@modified …`), and the text
    /// after it; nil when the text starts with no `@` word. A word after
    /// `@` that names no filter is an error that lists the filters.
    package static func parse(_ text: String) -> Result<(filter: SettingFilter, rest: String), FilterError>? {
        let trimmed = text.trimmingWhitespace
        guard trimmed.hasPrefix("@") else { return nil }
        let word = trimmed.prefix { $0 != " " && $0 != "\t" }
        let rest = String(trimmed.dropFirst(word.count)).trimmingWhitespace
        guard let filter = SettingFilter(rawValue: word.dropFirst().lowercased()) else {
            return .failure(FilterError(word: String(word)))
        }
        return .success((filter, rest))
    }

    /// Whether a setting passes the filter with these values.
    public func admits(_ setting: Setting, in values: ValueStore) -> Bool {
        switch self {
        case .modified:
            // With no default, a stored value is a difference; nothing stored is none.
            return values.current(setting) != setting.fallbackValue
        case .pending:
            return values.isPending(setting.key)
        }
    }

    /// The settings that pass, in file order, whose folded title or key
    /// contains `text` (every one when it is empty).
    package func settings(of layout: Layout, values: ValueStore, matching text: String = "") -> [Setting] {
        let folded = TextFolding.fold(text)
        return layout.settings.filter { setting in
            admits(setting, in: values)
                && (folded.isEmpty || TextFolding.fold(setting.title).contains(folded) || TextFolding.fold(setting.key).contains(folded))
        }
    }

    /// `@modified`, `@pending`.
    package var spelled: String { "@" + rawValue }
}

/// An `@` word in a find that names no filter.
package struct FilterError: Error, Sendable, Equatable, CustomStringConvertible {
    package var word: String

    /// What `find` says of it.
    package var message: Message {
        "there is no filter \(word); find knows \(SettingFilter.allCases.map(\.spelled).joined(separator: " and "))"
    }

    package var description: String { message.text }
}

extension SettingFilter {
    /// What `find` says when nothing passes.
    package var nothingMessage: Message {
        switch self {
        case .modified: return "Every setting has its default value."
        case .pending: return "No changes."
        }
    }
}

extension SearchIndex.Entry {
    /// The entry of a setting's row, for listing filtered settings as `find` lists its results.
    init(setting: Setting) {
        self.init(title: setting.title, paneID: setting.paneID, key: setting.key, conditions: setting.conditions,
                  foldedTitle: "", foldedText: "")
    }
}

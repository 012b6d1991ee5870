import LosslessJSON

/// Whether a config would pass its format's whole check (a JSON Schema's
/// validator, see ``ConfigCheck``): the capability a session gets from the
/// shell, to check each edit and the save (not only what the rows can express).
///
/// It is pure: `content` gives the bytes the file would hold with a
/// session's pending changes made (the very computation that saving and
/// `changes --diff` use), and the format's check reads them. A session
/// without one (a layout whose format has no such check) checks nothing
/// and pays nothing.
public struct ConfigChecker: Sendable {
    /// The bytes the file would hold with these values; nil when they can't
    /// be worked out (the session then has no verdict, and refuses nothing).
    public typealias Content = @Sendable (ValueStore) -> [UInt8]?

    private let configCheck: any ConfigCheck
    private let dialect: JSONDialect
    private let content: Content
    /// Whether each edit is checked, or (a huge config) only the save.
    let checksEachEdit: Bool

    /// `loadedBytes`: the size of the config as read, which decides
    /// whether each edit is checked (see ``perEditBytes``).
    package init(check: any ConfigCheck, dialect: JSONDialect, loadedBytes: Int = 0, content: @escaping Content) {
        configCheck = check
        self.dialect = dialect
        self.content = content
        checksEachEdit = loadedBytes <= Self.perEditBytes
    }

    /// A config larger than this when read is checked at `done`, not when
    /// opened or after every edit: validating megabytes for each small
    /// change, or to open and leave, would make the person wait.
    public static let perEditBytes = 256 * 1024

    /// The config as these values would save it, and what the format's
    /// check finds wrong with it; nil when there is no verdict (the bytes
    /// can't be worked out or parsed).
    public func check(_ values: ValueStore) -> Verdict? {
        guard let bytes = content(values), let document = try? JSONDocument.parse(bytes, dialect: dialect) else { return nil }
        return Verdict(config: document, problems: configCheck.check(document).problems)
    }

    /// A config and what the format's check finds wrong with it.
    public struct Verdict: Sendable {
        /// The config as it would be saved.
        public let config: JSONDocument
        public let problems: [ConfigProblem]

        /// Whether `problem` lies inside an item that is not in this
        /// config (one a change just added to a list, whose fields are
        /// still to be filled in): the nearest place this config has
        /// above it is a list, and the problem is below the new item, not
        /// the item itself (a value given whole is checked whole).
        func isInNewItem(_ problem: ConfigProblem) -> Bool {
            var pointer = Substring(problem.pointer)
            var below = 0
            while !pointer.isEmpty {
                if let node = config.resolve(pointer: String(pointer), from: config.root) {
                    return below > 1 && config.kind(node) == .array
                }
                pointer = pointer[..<(pointer.lastIndex(of: "/") ?? pointer.startIndex)]
                below += 1
            }
            return false
        }
    }
}

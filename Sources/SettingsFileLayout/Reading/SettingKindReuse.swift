import SettingsCore

/// The kinds of the settings read so far, by rule, so that settings with
/// the same rule share one: a large file repeats a few rules many times
/// (a percentage's 0 to 100, a choice of the same options), and each
/// `number`, `text`, `choice` and `list` kind is otherwise kept in memory of
/// its own (100,000 settings of three rules held some 3.5 MB of copies).
///
/// A choice is known by how its options are spelled in the file: the same
/// bytes read as the same options, so a choice seen before is not read again.
struct SettingKindReuse {
    private var numbers: [NumberRule: SettingKind] = [:]
    private var texts: [TextRule: SettingKind] = [:]
    private var lists: [ListRule: SettingKind] = [:]
    private var choices: [Spelling: SettingKind] = [:]
    /// Each table stops growing here: a file whose rules all differ shares nothing, and pays for no more.
    static let limit = 512

    mutating func number(_ rule: NumberRule) -> SettingKind {
        Self.reuse(rule, in: &numbers) { .number($0) }
    }

    mutating func text(_ rule: TextRule) -> SettingKind {
        Self.reuse(rule, in: &texts) { .text($0) }
    }

    mutating func list(_ rule: ListRule) -> SettingKind {
        Self.reuse(rule, in: &lists) { .list($0) }
    }

    /// The choice whose options were spelled `spelling`, when one was read.
    func choice(spelled spelling: Spelling) -> SettingKind? {
        choices[spelling]
    }

    /// Keeps a choice read without a problem from options spelled `spelling`.
    mutating func remember(choice kind: SettingKind, spelled spelling: Spelling) {
        if choices.count < Self.limit { choices[spelling] = kind }
    }

    private static func reuse<Rule: Hashable>(_ rule: Rule, in table: inout [Rule: SettingKind],
                                              making make: (Rule) -> SettingKind) -> SettingKind {
        if let known = table[rule] { return known }
        let kind = make(rule)
        if table.count < limit { table[rule] = kind }
        return kind
    }

    /// A span of the file's bytes, equal to another when their bytes are.
    struct Spelling: Hashable {
        private let bytes: [UInt8]
        private let range: Range<Int>

        init(_ bytes: [UInt8], _ range: Range<Int>) {
            self.bytes = bytes
            self.range = range.clamped(to: bytes.indices)
        }

        static func == (lhs: Spelling, rhs: Spelling) -> Bool {
            lhs.range.count == rhs.range.count && lhs.bytes[lhs.range].elementsEqual(rhs.bytes[rhs.range])
        }

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: $0[range])) }
        }
    }
}

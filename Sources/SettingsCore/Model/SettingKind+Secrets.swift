/// Which kinds of value may hold a secret.
extension SettingKind {
    /// Whether a value of this kind may hold a secure text anywhere: it is
    /// one, or a map, record or value of several kinds with one inside. A
    /// command line that sets such a value is kept out of the history and
    /// echoed and recorded with the value masked.
    package var holdsSecret: Bool {
        switch self {
        case .text(let rule):
            return rule.secure
        case .map(let rule):
            return rule.entry.kind.holdsSecret
        case .records(let rule):
            return rule.fields.contains { $0.rule?.kind.holdsSecret == true }
        case .variants(let variants):
            return variants.contains { variant in
                if case .value(let kind) = variant.content { return kind.holdsSecret }
                return false
            }
        case .switch, .choice, .number, .list, .json:
            return false
        }
    }
}

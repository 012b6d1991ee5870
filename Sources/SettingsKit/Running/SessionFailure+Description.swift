/// Why a session failed, in words a program can print as they are
/// (`No customer was created: line 1 was refused: …`).
extension SessionFailure: CustomStringConvertible {
    /// The failure in words: the first refused line and why, the changes
    /// left unsaved, or the store's or output's own words — each inert
    /// already, as the session and stores make what they say.
    public var description: String {
        switch self {
        case .script(let refused?, _, _):
            return "line \(refused.number) was refused: \(refused.message)"
        case .script(nil, _, let unsaved):
            return "the input ended with \(unsaved) \(unsaved == 1 ? "change" : "changes") not saved (end it with done to save)"
        case .store(let failure):
            return failure.lines.joined(separator: "; ")
        case .output(let failure):
            return failure.message ?? "the output could not be written"
        }
    }
}

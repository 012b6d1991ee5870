/// Why saving or reloading failed, as the shell words it: the lines to
/// print on standard error and the exit status that goes with them.
public struct EffectFailure: Sendable, Equatable {
    public var lines: [String]
    public var status: Int32

    public init(lines: [String], status: Int32) {
        self.lines = lines
        self.status = status
    }
}

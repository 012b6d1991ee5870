import LosslessJSON

/// One change to a values file, as saving writes it: the member at `path`
/// (member names from the values object, see ``Setting/storagePath``) comes
/// to hold `value`, or is taken out when `value` is nil.
public struct StoredChange: Sendable, Equatable {
    public var path: [String]
    public var value: JSONValue?

    public init(path: [String], value: JSONValue?) {
        self.path = path
        self.value = value
    }

    /// A flat key's change.
    public init(_ member: JSONMember) {
        self.init(path: [member.key], value: member.value)
    }
}

/// What a save writes: the new content as runs (see
/// ``JSONEditor/runs(applying:to:)``) and the objects it creates.
public struct PatchedContent: Sendable {
    public var runs: [ArraySlice<UInt8>]
    /// The paths of the objects the save brings into being, so that taking
    /// their last member out later takes them out too.
    public var createdObjects: Set<[String]>
}

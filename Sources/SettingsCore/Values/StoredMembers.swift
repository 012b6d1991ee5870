import LosslessJSON

/// Reads stored values from the file on demand: the members no setting
/// names when a session starts (a big config's sections the layout doesn't
/// describe), found by their path of member names from the values object.
///
/// A ``ValueStore`` holds the values of its settings; everything else the
/// file holds stays in the file's nodes until a pane built later, or a key
/// asked for by name, needs it. Decoding every member up front made a
/// 10 MB config cost as much again in values nobody looked at.
public struct StoredMembers: Sendable {
    private let read: @Sendable (_ path: [String]) -> JSONValue?

    /// Members found by `read`: the value at a path of member names, nil when the file holds none there.
    public init(_ read: @escaping @Sendable (_ path: [String]) -> JSONValue?) {
        self.read = read
    }

    /// The stored value at `path` (member names from the values object); nil when there is none.
    public func value(at path: [String]) -> JSONValue? {
        path.isEmpty ? nil : read(path)
    }

    /// Members from `self`, then from `fallback` where `self` has none (a
    /// values file laid over the values a settings file ships with).
    public func then(_ fallback: StoredMembers?) -> StoredMembers {
        guard let fallback else { return self }
        return StoredMembers { path in self.value(at: path) ?? fallback.value(at: path) }
    }
}

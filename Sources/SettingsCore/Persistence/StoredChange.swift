import LosslessJSON

/// One change to a values file, as saving writes it: the member at `path`
/// (member names from the values object, see ``Setting/storagePath``) comes
/// to hold `value`, or is taken out when `value` is nil.
package struct StoredChange: Sendable, Equatable {
    package var path: [String]
    package var value: JSONValue?
    /// For a list of records written whole (`value`, an array): the fields
    /// that changed, item by item, to edit in place when the file's array
    /// is the one they were worked out on; empty: write `value`.
    package var itemEdits: [ItemEdit] = []
    /// When set, the member at `path` is renamed to this, keeping its
    /// value and its place (`value` is nil then and means nothing).
    package var newName: String?

    /// A field of one item of a list of records set (or, with nil, taken out).
    package struct ItemEdit: Sendable, Equatable {
        package var index: Int
        package var field: String
        package var value: JSONValue?

        package init(index: Int, field: String, value: JSONValue?) {
            self.index = index
            self.field = field
            self.value = value
        }
    }

    package init(path: [String], value: JSONValue?, itemEdits: [ItemEdit] = [], newName: String? = nil) {
        self.path = path
        self.value = value
        self.itemEdits = itemEdits
        self.newName = newName
    }

    /// A flat key's change.
    package init(_ member: JSONMember) {
        self.init(path: [member.key], value: member.value)
    }
}

/// What a save writes: the new content as runs (see
/// ``JSONEditor/runs(applying:to:)``) and the objects it creates.
package struct PatchedContent: Sendable {
    package var runs: [ArraySlice<UInt8>]
    /// The paths of the objects the save brings into being, so that taking
    /// their last member out later takes them out too.
    package var createdObjects: Set<[String]>
}

import LosslessJSON
import SettingsCore

/// An object of a settings file with its meaningful members already found:
/// asking for a field is an index, not a search of the members.
struct SettingsFileObject {
    /// The object's node (where a problem with the whole object is reported).
    let node: JSONNodeID
    private let members: JSONMemberSlots

    init(_ node: JSONNodeID, in document: JSONDocument) {
        self.node = node
        members = document.members(of: node, among: SettingsFileField.names)
    }

    /// The member named `field`, if the object has one.
    subscript(field: SettingsFileField) -> JSONNodeID? {
        // A field's place is below the slots' count: SettingsFileField has at most
        // JSONKeyList.capacity cases (checked by `everyFieldIsFoundUnderItsName`).
        let index = members.indices[field.rawValue]
        return index >= 0 ? JSONNodeID(index: index) : nil
    }

    /// The member named `field`, else the object itself: where a problem with that field is reported.
    func place(of field: SettingsFileField) -> JSONNodeID {
        self[field] ?? node
    }
}

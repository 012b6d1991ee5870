import LosslessJSON
import SettingsCore

/// Where a session's values live, and everything a session (or a one-shot
/// change) needs from there: the layout to show, the stored values to
/// start from, and a way to save the pending changes back, checked against
/// what is stored now.
///
/// Not to be confused with SettingsCore's `ValueStore`: that one is the
/// values *inside* a session — what was loaded plus the changes not saved
/// yet, with their undo log. A `SettingsStore` is what a session is loaded
/// *from* and saved *to*: a JSON file on disk (the tool's own store), a
/// dictionary in memory (``InMemoryStore``), or a value of the caller's.
///
/// Only ``layout``, ``storedValues``, ``targetName`` and
/// ``save(_:force:notify:)`` must be written; the rest have defaults that
/// suit a store with no file behind it: nothing is blocked, nothing is
/// checked beyond the layout's rules, reloading keeps what is held, and
/// there is no preview of the bytes a save would write.
public protocol SettingsStore {
    /// The layout sessions show and edit.
    var layout: Layout { get }

    /// The stored values, by setting key. Members the layout doesn't know
    /// are written back as they are (a store may hold them here too, or
    /// leave them in its file, as ``FileStore`` does with a values file).
    var storedValues: [String: JSONValue] { get }

    /// Settings that can't be changed, and why (their place in the stored
    /// document is taken by something else); empty by default.
    var blockedKeys: [String: Message] { get }

    /// The values a session starts from: ``storedValues`` and
    /// ``blockedKeys``, and how `reset` and `set` of a default behave in
    /// this store. By default, `reset` stores the default.
    var initialValues: ValueStore { get }

    /// How messages name where a save goes (`settings.json`).
    var targetName: String { get }

    /// The check of the whole stored document a save would write (a JSON
    /// Schema's config), or nil (the default) when the layout's own rules
    /// are all there is.
    var configChecker: ConfigChecker? { get }

    /// Saves `values`' pending changes. Unless `force`, a save finds out
    /// first whether the stored values changed since they were read, and
    /// reports a ``SaveResult/conflict(_:)`` instead of writing over them.
    /// `notify` is how the store tells the person something while it works
    /// (that it waits for another save); a store never prints.
    mutating func save(_ values: ValueStore, force: Bool, notify: (StoreNotice) -> Void) -> SaveResult

    /// Reads the stored values again (after a conflict), so that the
    /// pending changes are made again on top of them. By default the store
    /// holds only what it saved itself, and nothing is read.
    mutating func reload() throws(StoreFailure)

    /// What a save of `values`' pending changes would write, as a unified
    /// diff (`newLabel` names its new side); "" when nothing would change;
    /// nil (the default) when the store keeps no text to show a diff of.
    /// Secure texts are shown as `mask` (nil: as they are). Nothing is written.
    mutating func preview(of values: ValueStore, newLabel: String, mask: String?) throws(StoreFailure) -> String?

    /// A sentence (made inert) saying that someone else changed the stored
    /// values since they were read or saved, told once per change; nil (the
    /// default) when no such change is known. The runner prints it before
    /// the next prompt. Only a store that watches its values can say so.
    func changedElsewhere() -> String?
}

extension SettingsStore {
    /// Nothing is blocked.
    public var blockedKeys: [String: Message] { [:] }

    /// The stored values, none blocked; `reset` stores the default.
    public var initialValues: ValueStore { ValueStore(stored: storedValues, blocked: blockedKeys) }

    /// No check beyond the layout's rules.
    public var configChecker: ConfigChecker? { nil }

    /// Nothing to read again: the store holds what it saved.
    public mutating func reload() throws(StoreFailure) {}

    /// No change by anyone else is known.
    public func changedElsewhere() -> String? { nil }

    /// No text to show a diff of.
    public func preview(of values: ValueStore, newLabel: String, mask: String?) throws(StoreFailure) -> String? { nil }

    /// ``preview(of:newLabel:mask:)``, or a failure saying that this store
    /// has no text to show a diff of.
    @_spi(SettingsShell) public mutating func diff(of values: ValueStore, newLabel: String, mask: String?) throws(StoreFailure) -> String {
        guard let diff = try preview(of: values, newLabel: newLabel, mask: mask) else {
            throw StoreFailure(Message("\(targetName) keeps no text to show a diff of").text)
        }
        return diff
    }

    /// The confirmation of a save of `count` changes to this store
    /// (`Saved 2 changes to settings.json.`), the one wording every store shares.
    public func savedConfirmation(count: Int) -> String {
        let noun = count == 1 ? "change" : "changes"
        return Message("Saved \(count) \(noun) to \(targetName).").text
    }
}

import SettingsCore

/// The file store as sessions take it: its failures as ``StoreFailure``s,
/// which keep the wording and kind of ``StoreError``.
extension JSONFileStore: SettingsStore {
    package mutating func save(_ values: ValueStore, force: Bool, notify: (StoreNotice) -> Void) -> SaveResult {
        do throws(StoreError) {
            return .saved(warnings: try savePending(of: values, force: force, notify: notify))
        } catch {
            let failure = error.failure
            return failure.kind == .conflict ? .conflict(failure) : .failed(failure)
        }
    }

    package mutating func reload() throws(StoreFailure) {
        do throws(StoreError) { try reloadFiles() } catch { throw error.failure }
    }

    package mutating func preview(of values: ValueStore, newLabel: String, mask: String?) throws(StoreFailure) -> String? {
        do throws(StoreError) { return try fileDiff(of: values, newLabel: newLabel, mask: mask) } catch { throw error.failure }
    }
}

import SettingsCore

extension SessionRunner {
    /// Tells ``onChange`` about each setting whose value the last line
    /// changed (set, taken back with `undo`, reset), once each, in the
    /// layout's order. Lines that change nothing cost a comparison of counts.
    func noteChanges(since before: ValueStore) {
        guard let onChange else { return }
        let now = session.values
        guard now.log.count != before.log.count || now.pendingCount != before.pendingCount else { return }
        let kept = min(before.log.count, now.log.count)
        var keys = Set(now.log.dropFirst(kept).map(\.key))
        keys.formUnion(before.log.dropFirst(kept).map(\.key))
        for setting in session.layout.settings where keys.contains(setting.key) && now.current(setting) != before.current(setting) {
            onChange(setting, now)
        }
    }
}

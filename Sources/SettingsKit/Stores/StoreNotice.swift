import SettingsCore

/// Something a store tells the person while it works. Stores never print:
/// the runner (or a one-shot command) prints the notice where its other
/// output goes.
public enum StoreNotice: Sendable, Equatable {
    /// Another save of `target` holds its lock: this one waits its turn.
    case waitingForSave(target: String)

    /// The notice in words, for standard error.
    public var text: String {
        switch self {
        // The name as the person gave it, made inert.
        case .waitingForSave(let target): return Message("waiting for another settings-shell to finish saving \(target)…").text
        }
    }
}

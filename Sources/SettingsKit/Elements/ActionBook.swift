import Synchronization

/// The actions of a form's ``Action`` rows as they are read, each named by
/// its place among them (`action 1`, `action 2`…): the layout's items hold
/// the names, the session's runner the code. Screens made when opened add
/// theirs as they are made (see ``FormPaneBuilder``): kept behind a lock.
final class ActionBook: Sendable {
    private let book = Mutex<[String: ActionHandler]>([:])

    /// The actions noted so far, by name.
    var handlers: [String: ActionHandler] { book.withLock { $0 } }

    /// The action named `name`, if noted.
    func handler(_ name: String) -> ActionHandler? {
        book.withLock { $0[name] }
    }

    /// Forgets the actions of an earlier reading.
    func clear() {
        book.withLock { $0 = [:] }
    }

    /// Notes an action; the name its item holds.
    func name(_ handler: @escaping ActionHandler) -> String {
        book.withLock { handlers in
            let name = "action \(handlers.count + 1)"
            handlers[name] = handler
            return name
        }
    }
}

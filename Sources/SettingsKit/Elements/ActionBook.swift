/// The actions of a form's ``Action`` rows as they are read, each named by
/// its place among them (`action 1`, `action 2`…): the layout's items hold
/// the names, the session's runner the code.
final class ActionBook {
    private(set) var handlers: [String: ActionHandler] = [:]

    /// Forgets the actions of an earlier reading.
    func clear() {
        handlers = [:]
    }

    /// Notes an action; the name its item holds.
    func name(_ handler: @escaping ActionHandler) -> String {
        let name = "action \(handlers.count + 1)"
        handlers[name] = handler
        return name
    }
}

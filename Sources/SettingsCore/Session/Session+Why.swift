/// `why N` / `why KEY`: what decides whether a row shows, and which rule
/// refuses a value it holds. The settings the answer numbers become the
/// results `go N` opens.
extension Session {
    mutating func why(_ target: String) -> Reply {
        let subject: ConditionExplainer.Subject
        if let number = Int(target), target.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            let row: Row
            switch context.row(numbered: number) {
            case .success(let found): row = found
            case .failure(let refusal): return refusal.reply
            }
            if case .openPane(let id) = row.action {
                subject = .paneRow(id: id, title: row.title)
            } else if let key = row.action.key, let setting = layout.setting(key) {
                subject = .setting(setting)
            } else {
                subject = .row(title: row.title)
            }
        } else {
            switch setting(named: target) {
            case .success(let setting): subject = .setting(setting)
            case .failure(let error): return .error(error.message)
            }
        }
        var reply = finding.explain(subject, in: context)
        // The validator's words about the setting, where it finds it at fault.
        if case .setting(let setting) = subject, let words = context.invalid[setting.key] {
            reply.output.insert(.message("\(context.title(setting)) is not valid: \(words)."), at: 0)
        }
        return reply
    }
}

extension Finding {
    /// Explains a subject and numbers the settings its conditions name, for `go N`.
    mutating func explain(_ subject: ConditionExplainer.Subject, in context: SessionContext) -> Reply {
        let explainer = ConditionExplainer(layout: context.layout, values: context.values, formatter: context.formatter)
        let explanation = explainer.explain(subject)
        results = explanation.controllers.map(SearchIndex.Entry.init(setting:))
        return .message(explanation.text)
    }
}

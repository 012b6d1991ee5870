import LosslessJSON

/// Explains what decides whether a row shows (`why`): each condition on the
/// way to it — the row's own, its section's, and those of every screen that
/// leads to it — with the current value of the setting it names, numbered so
/// that `go N` opens that setting.
///
/// Pure: it reads the layout and the values and returns text; the session
/// keeps the settings it numbered as the results `go` opens.
struct ConditionExplainer {
    let layout: Layout
    let values: ValueStore
    let formatter: ValueFormatter

    /// One condition that decides a row, and whether it holds now.
    struct Clause {
        var condition: Condition
        /// The setting the condition names (a loaded file always has it).
        var controller: Setting?
        var holds: Bool
        /// The screen whose row carries the condition, when it is not the row's own.
        var screen: String?
    }

    /// What `why` prints, and the settings its lines number from 1.
    struct Explanation {
        var text: Message
        var controllers: [Setting]
    }

    /// What `why` explains.
    enum Subject {
        /// A setting's row, wherever it is.
        case setting(Setting)
        /// The row that opens the pane `id`.
        case paneRow(id: Int, title: String)
        /// A find result.
        case entry(SearchIndex.Entry)
        /// A row no condition can hide (a list entry, an add row).
        case row(title: String)
    }

    /// Why the subject shows or is hidden.
    func explain(_ subject: Subject) -> Explanation {
        switch subject {
        case .setting(let setting):
            return explain(setting)
        case .paneRow(let id, let title):
            let parent = layout.paneOutline(id)?.parent
            let clauses = rowConditions(of: id).map { clause($0, screen: nil) } + (parent.map(screens(from:)) ?? [])
            return explain(title: title, key: nil, clauses: clauses)
        case .entry(let entry):
            if let key = entry.key, let setting = layout.setting(key) { return explain(setting) }
            return explain(title: entry.title, key: nil, clauses: entry.conditions.map { clause($0, screen: nil) } + screens(from: entry.paneID))
        case .row(let title):
            return explain(title: title, key: nil, clauses: [])
        }
    }

    /// A setting's conditions, and the rule that refuses its value, if one does.
    private func explain(_ setting: Setting) -> Explanation {
        var refusal: Message?
        if let value = values.current(setting), let problem = ValueRules.problem(with: value, for: setting) {
            refusal = "Its value \(shown(value, setting)) is refused by a rule: it \(problem)."
        }
        let clauses = setting.conditions.map { clause($0, screen: nil) } + screens(from: setting.paneID)
        return explain(title: setting.title, key: setting.key, clauses: clauses, refusal: refusal)
    }

    private func explain(title: String, key: String?, clauses allClauses: [Clause], refusal: Message? = nil) -> Explanation {
        // A condition repeated on the way (a section and the screen that holds it) is listed once.
        var clauses: [Clause] = []
        for clause in allClauses where !clauses.contains(where: { $0.condition.key == clause.condition.key && $0.condition.accepted == clause.condition.accepted }) {
            clauses.append(clause)
        }
        let name: Message = key.map { "\(title) (\($0))" } ?? "\(title)"
        var lines: [Message] = []
        var controllers: [Setting] = []
        if clauses.isEmpty {
            lines.append("\(name) is always shown: no condition hides it.")
        } else {
            let shown = clauses.allSatisfy(\.holds)
            lines.append("\(name) is \(shown ? "shown" : "hidden"): it shows while \(clauses.count == 1 ? "this holds" : "all of these hold"):")
            for clause in clauses {
                var line: Message = "  "
                if let controller = clause.controller {
                    controllers.append(controller)
                    line = line + "\(controllers.count)  " + describe(clause.condition, controller)
                } else {
                    line = line + "-  \(clause.condition.key) names no setting, so this never holds"
                }
                if let screen = clause.screen { line = line + " (on the way to \(screen))" }
                lines.append(line)
            }
        }
        if let refusal { lines.append(refusal) }
        if !controllers.isEmpty {
            lines.append("Type go N to open the setting of condition N.")
        }
        return Explanation(text: lines.joined(separator: "\n"), controllers: controllers)
    }

    // MARK: - Conditions

    /// `Wi-Fi is on — now off, not met`.
    private func describe(_ condition: Condition, _ controller: Setting) -> Message {
        let accepted = condition.accepted.map { shown($0, controller) }.joined(separator: " or ")
        let now = shown(values.current(controller), controller)
        let verdict = condition.holds(for: values.current(controller)) ? "met" : "not met"
        return "\(controller.title) is \(accepted) — now \(now), \(verdict)"
    }

    private func shown(_ value: JSONValue?, _ setting: Setting) -> Message {
        formatter.echo(value, for: setting)
    }

    private func clause(_ condition: Condition, screen: String?) -> Clause {
        let controller = layout.setting(condition.key)
        let holds = controller.map { condition.holds(for: values.current($0)) } ?? false
        return Clause(condition: condition, controller: controller, holds: holds, screen: screen)
    }

    /// The conditions of the rows that lead to the pane `paneID`, nearest first.
    private func screens(from paneID: Int) -> [Clause] {
        var clauses: [Clause] = []
        var current = paneID
        var steps = 0
        while let pane = layout.paneOutline(current), let parent = pane.parent, steps <= layout.panes.count {
            clauses += rowConditions(of: current).map { clause($0, screen: pane.title) }
            current = parent
            steps += 1
        }
        return clauses
    }

    /// The conditions of the row that opens pane `id` in its parent: its section's, then its own.
    private func rowConditions(of id: Int) -> [Condition] {
        guard let pane = layout.paneOutline(id), let parentID = pane.parent, let parent = layout.pane(parentID),
              let position = pane.itemPosition, parent.groups.indices.contains(position.group) else { return [] }
        let group = parent.groups[position.group]
        guard case .items(let items) = group.content, items.indices.contains(position.item) else { return [] }
        return [group.visibleWhen, items[position.item].visibleWhen].compactMap { $0 }
    }
}

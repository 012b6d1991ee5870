import LosslessJSON

/// Decides which rows and sections show for the current values.
package struct Visibility {
    package let layout: Layout
    package let values: ValueStore

    package init(layout: Layout, values: ValueStore) {
        self.layout = layout
        self.values = values
    }

    /// Whether a condition holds now; nil conditions always hold.
    package func holds(_ condition: Condition?) -> Bool {
        guard let condition else { return true }
        guard let setting = layout.setting(condition.key) else { return false }
        return condition.holds(for: values.current(setting))
    }

    /// Whether every condition holds: a setting is shown when its own,
    /// its group's and every enclosing pane's conditions hold.
    package func holds(all conditions: [Condition]) -> Bool {
        conditions.allSatisfy { holds($0) }
    }

    /// Whether a setting's row is shown somewhere now.
    package func isVisible(_ setting: Setting) -> Bool {
        holds(all: setting.conditions) && isVisible(pane: setting.paneID)
    }

    /// Whether a pane can be reached: its row in its parent is visible, up to the root.
    package func isVisible(pane id: Int) -> Bool {
        var current = id
        var steps = 0
        while let pane = layout.paneOutline(current), let parentID = pane.parent, steps <= layout.panes.count {
            guard let parent = layout.pane(parentID), paneRowVisible(current, in: parent) else { return false }
            current = parentID
            steps += 1
        }
        return true
    }

    private func paneRowVisible(_ id: Int, in parent: Pane) -> Bool {
        guard let position = layout.paneOutline(id)?.itemPosition, parent.groups.indices.contains(position.group) else { return false }
        let group = parent.groups[position.group]
        guard case .items(let items) = group.content, items.indices.contains(position.item) else { return false }
        return holds(group.visibleWhen) && holds(items[position.item].visibleWhen)
    }
}

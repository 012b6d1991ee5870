import SettingsCore
import Synchronization

/// What a child screen made when opened needs to be made: its sections'
/// maker, where it is in the form (for the places problems are spelled
/// at), and the conditions it inherits.
struct FormPanePlan: Sendable {
    let title: String
    let content: MadeOnce
    let path: [String]
    let conditions: [Condition]
}

/// A screen's sections, made by the program's closure the first time they
/// are asked for and kept: a layout is copied to look a key up (and built
/// there), and the program's code runs once all the same.
final class MadeOnce: Sendable {
    private let make: @Sendable () -> [SectionDeclaration]
    private let made = Mutex<[SectionDeclaration]?>(nil)

    init(_ make: @escaping @Sendable () -> [SectionDeclaration]) {
        self.make = make
    }

    var sections: [SectionDeclaration] {
        // Made under the lock: a second caller waits for the first's sections rather than making its own.
        made.withLock { made in
            if let sections = made { return sections }
            let sections = make()
            made = sections
            return sections
        }
    }
}

/// Makes a form's child screens declared with
/// ``Form/init(_:keyPrefix:whenOpened:)`` when they are first opened: the
/// sections their closure makes now are read as the rest of the form was,
/// into the same layout; their actions and checks join the form's.
struct FormPaneBuilder: PaneBuilding {
    let source: FormSource

    func build(_ pane: UnbuiltPane, id: Int, in layout: inout Layout) {
        guard let plan = pane.plan as? FormPanePlan else { return }
        let form = Form(title: plan.title, sections: plan.content.sections)
        var reader = FormReader(builder: LayoutBuilder(continuing: &layout, for: source), places: source.places, actions: source.actions)
        reader.pane(form, id: id, path: plan.path, inherited: plan.conditions)
        reader.builder.grow(&layout, from: id)
        source.checks.add(form.checks)
    }
}

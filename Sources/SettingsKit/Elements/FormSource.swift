import LosslessJSON
import SettingsCore

/// A form declared in Swift as a ``LayoutSource``: just another source of a
/// layout, so every check every layout gets applies to it, and its problems
/// are the same typed values a settings file's are.
///
/// Origins number the places of the declaration as they are read; each is
/// spelled as a path of titles, e.g. `Customer Name › First name` (a child
/// form's title, a section's header or `section N`, an element's title).
struct FormSource: LayoutSource {
    let form: Form
    /// The values the declaration is checked against (a program's current values).
    let stored: [String: JSONValue]
    /// The places spelled so far; shared by the copies a builder keeps to spell problems.
    let places = PlaceBook()
    /// The code of the form's ``Action`` rows by the names their items hold, as last read.
    let actions = ActionBook()

    func read() -> LayoutBuilder {
        actions.clear()
        var reader = FormReader(builder: LayoutBuilder(for: self), places: places, actions: actions)
        reader.builder.title = form.title
        let root = reader.builder.addPane(title: form.title, parent: nil)
        reader.pane(form, id: root, path: [], inherited: [])
        if !stored.isEmpty { reader.builder.store(stored) }
        return reader.builder
    }

    func describe(_ place: ProblemPlace) -> String {
        switch place {
        case .whole: return ""
        case .origin(let origin): return places.spelled(origin)
        case .field(let name, let origin): return places.spelled(origin) + FormPath.separator + name
        case .storedValue(let key): return "values" + FormPath.separator + key
        }
    }
}

/// The spelled places of a form's declaration, by origin.
final class PlaceBook {
    private var places: [String] = []

    /// Notes a place; its origin.
    func origin(_ path: [String]) -> Origin {
        places.append(path.joined(separator: FormPath.separator))
        return Origin(rawValue: Int32(clamping: places.count - 1))
    }

    /// The place an origin stands for.
    func spelled(_ origin: Origin) -> String {
        let index = Int(origin.rawValue)
        return places.indices.contains(index) ? places[index] : ""
    }
}

/// How the places of a Swift declaration are spelled.
enum FormPath {
    /// Between the titles of a place: `Customer Name › First name`.
    static let separator = " › "
}

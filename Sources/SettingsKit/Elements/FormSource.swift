import LosslessJSON
import SettingsCore
import Synchronization

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
    /// The checks of the settings of the child screens made when opened, as they are made.
    let checks = CheckBook()

    func read() -> LayoutBuilder {
        actions.clear()
        var reader = FormReader(builder: LayoutBuilder(for: self), places: places, actions: actions)
        reader.builder.title = form.title
        let root = reader.builder.addPane(title: form.title, parent: nil)
        reader.pane(form, id: root, path: [], inherited: [])
        if !stored.isEmpty { reader.builder.store(stored) }
        reader.builder.paneBuilder = FormPaneBuilder(source: self)
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

/// The spelled places of a form's declaration, by origin. Shared by the
/// copies of its source, and by the builder of its screens made when
/// opened (which may be another thread's): kept behind a lock.
final class PlaceBook: Sendable {
    private let places = Mutex<[String]>([])

    /// Notes a place; its origin.
    func origin(_ path: [String]) -> Origin {
        places.withLock { places in
            places.append(path.joined(separator: FormPath.separator))
            return Origin(rawValue: Int32(clamping: places.count - 1))
        }
    }

    /// The place an origin stands for.
    func spelled(_ origin: Origin) -> String {
        let index = Int(origin.rawValue)
        return places.withLock { $0.indices.contains(index) ? $0[index] : "" }
    }
}

/// The checks of the settings on a form's screens made when opened, added
/// as each is made; a session asks it of every value those settings take.
final class CheckBook: Sendable {
    private let checks = Mutex<[String: SettingCheck]>([:])

    func add(_ more: [String: SettingCheck]) {
        checks.withLock { $0.merge(more) { first, _ in first } }
    }

    func check(_ key: String) -> SettingCheck? {
        checks.withLock { $0[key] }
    }
}

/// How the places of a Swift declaration are spelled.
enum FormPath {
    /// Between the titles of a place: `Customer Name › First name`.
    static let separator = " › "
}

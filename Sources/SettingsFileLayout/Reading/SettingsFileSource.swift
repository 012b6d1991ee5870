import LosslessJSON
import SettingsCore

/// This project's settings-file format as a ``LayoutSource``: one JSON
/// object with a `title`, `groups` of `items` (nested panes hold `groups`
/// of their own), and the stored `values` beside them.
///
/// Origins are nodes of the parsed file, spelled as JSON paths such as
/// `groups[1].items[3]`; stored values are spelled `values.KEY`.
package struct SettingsFileSource: LayoutSource {
    /// The item types a settings file may use.
    package static let itemTypes = SettingsFileItemType.allCases.map(\.name)

    /// The parsed settings file.
    package let document: JSONDocument

    package init(_ document: JSONDocument) {
        self.document = document
    }

    package func read() -> LayoutBuilder {
        var reader = SettingsFileReader(source: self)
        reader.run()
        return reader.layout
    }

    package func describe(_ place: ProblemPlace) -> String {
        switch place {
        case .whole:
            return ""
        case .origin(let origin):
            return document.path(of: origin.node)
        case .field(let name, let origin):
            return document.path(of: document.member(name, of: origin.node) ?? origin.node)
        case .storedValue(let key):
            return "values.\(key)"
        }
    }

    /// The `values` object's node, when the file has one.
    package var valuesNode: JSONNodeID? {
        guard document.kind(document.root) == .object,
              let node = document.member("values", of: document.root),
              document.kind(node) == .object else { return nil }
        return node
    }
}

extension Origin {
    /// The origin of a node of a parsed settings file.
    package init(_ node: JSONNodeID) {
        self.init(rawValue: node.index)
    }

    /// The node of a parsed settings file this origin was made from.
    package var node: JSONNodeID { JSONNodeID(index: rawValue) }
}

/// Why an edit of a TOML document was refused; nothing is written.
package enum TOMLEditError: Error, Sendable, Equatable, CustomStringConvertible {
    /// TOML has no null: a key is either there with a value or absent.
    case nullHasNoTOMLForm(path: String)
    /// The path names nothing in the document.
    case notFound(path: String)
    /// A step of the path goes through a value that is not a table or array.
    case notAContainer(path: String)
    /// Renaming a table whose name is written in several headers or keys.
    case renameOfSpreadTable(path: String)

    package var description: String {
        switch self {
        case .nullHasNoTOMLForm(let path):
            "\(path): TOML has no null value; remove the key instead"
        case .notFound(let path):
            "\(path): no such key in the TOML document"
        case .notAContainer(let path):
            "\(path): not a table or array"
        case .renameOfSpreadTable(let path):
            "\(path): the table's name is written in more than one header or key; rename it in the file"
        }
    }
}

/// A read-only row: a fixed text, or the value stored under a key.
public struct Info: Element {
    /// What the row declares.
    public let declaration: ElementDeclaration

    /// A row titled `title` showing `value`.
    public init(_ title: String, value: String) {
        declaration = ElementDeclaration(title: title, body: .info(value: value, key: nil))
    }

    /// A row titled `title` showing the value stored under `key`.
    public init(_ title: String, showing key: String) {
        declaration = ElementDeclaration(title: title, body: .info(value: nil, key: key))
    }
}

/// How a table or array came to be, which decides what may extend it later:
/// TOML lets a header reopen an implicit table but not one a header or dotted
/// keys defined, and nothing may add to an inline table or array.
package enum TOMLOrigin: UInt8, Sendable, Equatable {
    /// The document's root table.
    case root
    /// A `[header]` table.
    case header
    /// A table created only as the parent of a header (`a` for `[a.b]`).
    case implicit
    /// A table created by a dotted key (`a` for `a.b = 1`).
    case dotted
    /// `{ … }` or `[ … ]` written as a value.
    case inline
    /// An `[[array.of.tables]]` array.
    case arrayOfTables
    /// One `[[array.of.tables]]` element.
    case element
    /// A scalar value.
    case scalar
}

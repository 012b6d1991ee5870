/// A section of a screen: header, rows, footer.
public struct Section: Sendable, Equatable {
    public var header: String?
    public var rows: [Row]
    public var footer: String?

    public init(header: String? = nil, rows: [Row], footer: String? = nil) {
        self.header = header
        self.rows = rows
        self.footer = footer
    }
}

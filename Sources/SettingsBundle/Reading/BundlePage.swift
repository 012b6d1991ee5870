/// One plist of a bundle as read: the root, or a child pane's file (read
/// once however many panes open it).
package struct BundlePage: Sendable, Equatable {
    /// The file it was read from, as named in messages (`Root~iphone.plist`).
    package var file: String
    /// The plist's top-level `Title`, localised (the root screen's title).
    package var title: String?
    /// The specifiers the phone shows, in order (unknown ones left out).
    package var specifiers: [Specifier]

    package init(file: String, title: String? = nil, specifiers: [Specifier] = []) {
        self.file = file
        self.title = title
        self.specifiers = specifiers
    }
}

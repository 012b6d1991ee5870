import SettingsCore

/// The specifier being read: its dictionary and where it is.
struct SpecifierContext {
    /// The plist it is in.
    let file: String
    let index: Int
    let fields: [String: PlistValue]
    /// The strings table its texts are looked up in.
    let table: String

    init(file: String, index: Int, fields: [String: PlistValue], table: String) {
        self.file = file
        self.index = index
        self.fields = fields
        self.table = table
    }

    /// `Type`, when it is a string.
    var type: String? { fields["Type"]?.string }
    /// `Key`, when it is a non-empty string.
    var key: String? { fields["Key"]?.string.flatMap { $0.isEmpty ? nil : $0 } }

    /// Whether the phone shows it: `SupportedUserInterfaceIdioms`, when
    /// given, must name the phone.
    var shownOnPhone: Bool {
        guard let idioms = fields["SupportedUserInterfaceIdioms"]?.array else { return true }
        return idioms.contains(.string("Phone"))
    }

    /// A problem at this specifier.
    func problem(_ reason: BundleReason) -> BundleProblem {
        BundleProblem(reason, file: file, index: index, key: key)
    }
}

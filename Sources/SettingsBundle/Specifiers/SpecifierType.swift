/// The specifier types the Settings app knows, and the keys each one reads.
package enum SpecifierType {
    package static let group = "PSGroupSpecifier"
    package static let toggle = "PSToggleSwitchSpecifier"
    package static let multiValue = "PSMultiValueSpecifier"
    package static let radioGroup = "PSRadioGroupSpecifier"
    package static let textField = "PSTextFieldSpecifier"
    package static let slider = "PSSliderSpecifier"
    package static let titleValue = "PSTitleValueSpecifier"
    package static let childPane = "PSChildPaneSpecifier"

    /// Keys every type reads.
    static let commonKeys: Set<String> = ["Type", "Title", "Key", "SupportedUserInterfaceIdioms"]

    /// The keys each type reads besides the common ones (some only to
    /// ignore them: a terminal has no keyboard types or images).
    static let keys: [String: Set<String>] = [
        group: ["FooterText"],
        toggle: ["DefaultValue", "TrueValue", "FalseValue"],
        multiValue: ["DefaultValue", "Titles", "Values", "ShortTitles", "DisplaySortedByTitle"],
        radioGroup: ["DefaultValue", "Titles", "Values", "FooterText", "DisplaySortedByTitle"],
        textField: ["DefaultValue", "IsSecure", "KeyboardType", "AutocapitalizationType", "AutocorrectionType"],
        slider: ["DefaultValue", "MinimumValue", "MaximumValue", "MinimumValueImage", "MaximumValueImage"],
        titleValue: ["DefaultValue", "Titles", "Values"],
        childPane: ["File"],
    ]

    /// The `KeyboardType` of a field that takes digits alone.
    static let numberPad = "NumberPad"

    /// The keyboards of `KeyboardType`, as help names them.
    static let keyboards: [String: String] = [
        "Alphabet": "letters",
        "NumbersAndPunctuation": "numbers and punctuation",
        numberPad: "number pad",
        "URL": "web address",
        "EmailAddress": "email address",
    ]
}

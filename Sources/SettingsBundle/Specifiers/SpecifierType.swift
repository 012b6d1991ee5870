/// The specifier types the Settings app knows, and the keys each one reads.
public enum SpecifierType {
    public static let group = "PSGroupSpecifier"
    public static let toggle = "PSToggleSwitchSpecifier"
    public static let multiValue = "PSMultiValueSpecifier"
    public static let radioGroup = "PSRadioGroupSpecifier"
    public static let textField = "PSTextFieldSpecifier"
    public static let slider = "PSSliderSpecifier"
    public static let titleValue = "PSTitleValueSpecifier"
    public static let childPane = "PSChildPaneSpecifier"

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

/// One entry of a plist's `PreferenceSpecifiers`, read and localised: what
/// the Settings app draws for it. Types the phone does not show (other
/// idioms) and types it does not know are left out by the reader.
package struct Specifier: Sendable, Equatable {
    /// Its index in `PreferenceSpecifiers` (as Xcode numbers items).
    package var index: Int
    /// `Key`: where its value is stored, for the types that hold one.
    package var key: String?
    /// `Title`, localised.
    package var title: String?
    package var kind: Kind

    package init(index: Int, key: String?, title: String?, kind: Kind) {
        self.index = index
        self.key = key
        self.title = title
        self.kind = kind
    }

    /// The specifier types, with what each reads from its dictionary.
    package enum Kind: Sendable, Equatable {
        /// `PSGroupSpecifier`: starts a section (`Title` → header).
        case group(footer: String?)
        /// `PSRadioGroupSpecifier`: a section whose rows are the choices, one checked.
        case radioGroup(footer: String?, Choices)
        /// `PSToggleSwitchSpecifier`: `on`/`off` are `TrueValue`/`FalseValue`
        /// (else true and false); `isOn` is the default as iOS reads it.
        case toggle(on: PlistValue, off: PlistValue, isOn: Bool?)
        /// `PSMultiValueSpecifier`: a row opening a checkmark list.
        case multiValue(Choices)
        /// `PSTextFieldSpecifier`; `keyboard` is its `KeyboardType` as written (`NumberPad`).
        case textField(defaultText: String?, secure: Bool, keyboard: String?)
        /// `PSSliderSpecifier`: a number from `MinimumValue` to `MaximumValue`.
        case slider(defaultValue: Double?, min: Double, max: Double)
        /// `PSTitleValueSpecifier`: a read-only row showing the stored value,
        /// through `Titles`/`Values` when it has them.
        case titleValue(defaultValue: PlistValue?, Choices?)
        /// `PSChildPaneSpecifier`: a row pushing the plist read as page `page`.
        case childPane(page: Int)
    }

    /// `Titles`, `Values` and `ShortTitles` of a multi-value, radio group or
    /// title-value specifier, localised and in display order.
    package struct Choices: Sendable, Equatable {
        package var titles: [String]
        package var values: [PlistValue]
        /// One per title, or nil.
        package var shortTitles: [String]?
        /// `DefaultValue` (when it is among `values` or not: shown raw then).
        package var defaultValue: PlistValue?

        package init(titles: [String], values: [PlistValue], shortTitles: [String]?, defaultValue: PlistValue?) {
            self.titles = titles
            self.values = values
            self.shortTitles = shortTitles
            self.defaultValue = defaultValue
        }
    }
}

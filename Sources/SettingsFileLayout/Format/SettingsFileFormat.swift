import LosslessJSON
import SettingsCore

/// This project's settings file as a layout format: a JSON object whose
/// `groups` lay the settings out and whose `values` member holds their
/// values (``SettingsFileSource``). Saving writes into that member, unless a
/// values file is given, whose values are then laid over it. A file named
/// with `--file` alone is read as a settings file.
package struct SettingsFileFormat: SettingsFormat {
    package init() {}

    package var name: String { "a settings file" }

    package var expectedContent: String? { #"a settings file ("groups")"# }

    package func recognises(_ document: JSONDocument) -> Bool {
        document.kind(document.root) == .object && document.member("groups", of: document.root) != nil
    }

    package func focused(_ bytes: [UInt8], on key: String) -> [UInt8]? {
        SettingsFileFocus.text(of: bytes, key: key)
    }

    package func open(_ input: FormatInput) -> FormatOpening {
        guard case .document(let document) = input.content else { return .unopened(by: self) }
        let source = SettingsFileSource(document)
        let result = source.load()
        guard result.layout != nil else { return FormatOpening(result: result) }
        let values = ValuesObject(json: document, object: source.valuesNode, parentForInsert: document.root, dialect: input.dialect,
                                  stored: result.storedValues)
        return FormatOpening(result: result, ownValues: values)
    }
}

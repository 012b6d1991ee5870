/// A Codable model whose `init()` is its declaration: every property has
/// a default, and its wrappers their arguments.
///
/// A wrapper's arguments (a caption, a header, a range) are part of the
/// declaration, not of the JSON: a model decoded by any decoder — read
/// from a file with `JSONDecoder`, say — carries its values but not them.
/// ``edit(_:title:input:output:checks:onChange:)`` reads the rows of a
/// `SettingsModel` from a fresh `init()` and only the values from the model
/// given, so its rows are always the declared ones. (A plain `Codable`
/// model is read as it is: made in code, or edited before, it has them too.)
///
/// A struct whose properties all have defaults gets `init()` from Swift:
/// declaring the conformance is all it takes.
///
/// ```swift
/// struct Customer: SettingsModel {
///     @Header("Customer Name") @Caption("First name") var firstName = ""
/// }
/// ```
public protocol SettingsModel: Codable {
    /// The model as declared: every property at its default.
    init()
}

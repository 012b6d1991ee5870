import FoundationEssentials
import SettingsKit

/// A customer: a name in one section; a note, a birthday that may be not
/// set, and a favourite mark in another.
struct Customer: SettingsModel {
    @Header("Customer Name") @Caption("First name") var firstName = ""
    @Caption("Last name") var lastName = ""
    @Header("Extra") @Multiline var note = ""
    @DateStyle(.date) var birthday: Date? = nil
    var favourite = false
}

var customer = Customer()
let outcome = SettingsKit.edit(&customer, title: "Create a Customer")

switch outcome {
case .saved:
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    print(String(decoding: try encoder.encode(customer), as: UTF8.self))
case .nothingChanged, .cancelled:
    print("No customer was created.")
case .failed(let why):
    print("No customer was created: \(why)")
}

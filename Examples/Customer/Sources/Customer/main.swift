import FoundationEssentials
import SettingsKit

/// How a customer likes to be reached; several may be checked.
enum Channel: String, Codable, CaseIterable { case email, phone, post }

/// The customer's tier, chosen in place as a radio group.
enum Tier: String, Codable, CaseIterable { case standard, gold, platinum }

/// Where the customer lives: a child screen of its own rows.
struct Address: Codable, Equatable {
    var street = ""
    var city = ""
}

/// A customer, every row declared by its property: a name in one section;
/// the account's details in another; a note, a birthday that may be not
/// set, and what the program keeps for itself in a third.
struct Customer: SettingsModel {
    @Header("Customer Name") @Caption("First name") var firstName = ""
    @Caption("Last name") var lastName = ""
    @Placeholder("none") var nickname: String? = nil
    @Header("Account") @Selection(inline: true) var tier = Tier.standard
    @Secure var pin = ""
    @NumberRange(0...100) var discount = 0
    @Checkbox var newsletter = false
    var channels: Set<Channel> = [.email]
    var tags: [String] = []
    var address = Address()
    @Header("Extra") @Multiline var note = ""
    @DateStyle(.date) var birthday: Date? = nil
    @Footer("Marked customers are called first.") var favourite = false
    /// The program's own bookkeeping: no row, kept as it is.
    @Skip var createdBy = "example"
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

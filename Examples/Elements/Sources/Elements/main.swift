import FoundationEssentials
import SettingsKit
import Synchronization

/// The VPN profiles the program knows; an action adds one while the form is shown.
let profiles = Mutex<[String]>(["Office"])

/// The screens, made again after each action so that a new profile's row appears at once.
func settings() -> Form {
    Form("Settings") {
        FormSection {
            Switch("Airplane Mode", key: "airplaneMode")
            Switch("Show Battery Percentage", key: "batteryPercentage").checkbox()
            Form("Display") {
                RadioGroup("Appearance", key: "appearance",
                           options: [Choice("Light", value: "light"), Choice("Dark", value: "dark")], default: "light")
                FormSection("Text") {
                    NumberField("Text Size", key: "textSize", default: 17, range: 12...32, unit: "pt")
                }
                FormSection("Night Shift") {
                    DateField("From", key: "nightFrom", .time).optional()
                }
            }
        }
        FormSection("Network", footer: "Used when no Wi-Fi is in reach.") {
            Switch("Wi-Fi", key: "wifi", default: true)
            TextField("Network", key: "network", placeholder: "Home").visible(when: "wifi", equals: true)
            SecureField("Password", key: "password").visible(when: "wifi", equals: true)
            Checkmarks("Ask to Join", key: "askToJoin", options: ["Off", "Notify", "Ask"], default: "Notify")
            MultipleCheckmarks("Bands", key: "bands", options: ["2.4 GHz", "5 GHz", "6 GHz"], default: ["2.4 GHz", "5 GHz"])
        }
        FormSection("VPN") {
            for profile in profiles.withLock({ $0 }) {
                Switch(profile, key: "vpn." + profile.lowercased().filter { $0 != " " })
            }
            Action("Add a Profile") {
                let count = profiles.withLock { list in
                    list.append("Lab \(list.count)")
                    return list.count
                }
                return "Added a profile; \(count) now."
            }
        }
        FormSection("Advanced") {
            OrderedList("DNS Servers", key: "dns", count: 0...3)
            Map("Hosts", key: "hosts", entries: .text)
            TextField("User Name", key: "user").check { $0.text == "root" ? "is already taken" : nil }
            // Made the first time it is opened (or a key under "printers." is named), never otherwise.
            Form("Printers", keyPrefix: "printers", whenOpened: {
                FormSection {
                    Switch("Lab", key: "printers.lab", default: true)
                    Switch("Office", key: "printers.office")
                }
            })
            Info("Version", value: "1.0")
        }
    }
}

/// A value as the last lines print it.
func shown(_ value: SettingValue) -> String {
    switch value {
    case .bool(let flag): return String(flag)
    case .integer(let integer): return String(integer)
    case .number(let number): return String(number)
    case .text(let text): return "\"\(text)\""
    case .list(let entries): return "[" + entries.map(shown).joined(separator: ", ") + "]"
    case .map(let entries): return "{" + entries.sorted { $0.key < $1.key }.map { "\($0.key): \(shown($0.value))" }.joined(separator: ", ") + "}"
    case .null: return "null"
    }
}

var values: [String: SettingValue] = ["wifi": true]
switch edit(settings, values: &values) {
case .saved:
    for key in values.keys.sorted() { print("\(key) = \(shown(values[key] ?? .null))") }
case .nothingChanged, .cancelled:
    print("Nothing was changed.")
case .failed(let why):
    print("Nothing was changed: \(why)")
}

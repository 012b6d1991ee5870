/// Why a typed value was refused: `Ringer Volume: 105 is not between 0 and 100`.
package struct ValueError: Error, Sendable, Equatable, CustomStringConvertible {
    package var key: String
    package var title: String
    package var reason: String

    package init(setting: Setting, reason: String) {
        self.key = setting.key
        self.title = setting.title
        self.reason = reason
    }

    package var description: String { "\(title.isEmpty ? key : title) \(reason)" }
}

/// Why a typed value was refused: `Ringer Volume: 105 is not between 0 and 100`.
public struct ValueError: Error, Sendable, Equatable, CustomStringConvertible {
    public var key: String
    public var title: String
    public var reason: String

    public init(setting: Setting, reason: String) {
        self.key = setting.key
        self.title = setting.title
        self.reason = reason
    }

    public var description: String { "\(title.isEmpty ? key : title) \(reason)" }
}

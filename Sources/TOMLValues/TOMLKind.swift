/// What a TOML node is: a table, an array, or one of TOML's scalar types.
package enum TOMLKind: UInt8, Sendable, Equatable {
    case table
    case array
    case string
    case integer
    case float
    case bool
    /// `1979-05-27T07:32:00Z`: a date, a time and an offset.
    case offsetDateTime
    /// `1979-05-27T07:32:00`: a date and a time without an offset.
    case localDateTime
    /// `1979-05-27`.
    case localDate
    /// `07:32:00`.
    case localTime

    /// True for the four date and time kinds.
    package var isDateTime: Bool {
        switch self {
        case .offsetDateTime, .localDateTime, .localDate, .localTime: true
        default: false
        }
    }

    /// True for everything but tables and arrays.
    package var isScalar: Bool { self != .table && self != .array }
}

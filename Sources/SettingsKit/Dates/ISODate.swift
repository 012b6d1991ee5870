import FoundationEssentials
import LosslessJSON

/// Dates as ISO 8601 (RFC 3339) texts in UTC, and back, by integer
/// arithmetic on days (no calendar, no locale): what a date row shows and
/// what a typed one stands for.
enum ISODate {
    /// Seconds in a day.
    private static let day: Int64 = 86_400
    /// The instants a row can show: years 0000 to 9999.
    private static let shownSeconds: ClosedRange<Double> = -62_167_219_200 ... 253_402_300_799

    /// `date` as the row of `style` shows it, in UTC, to the second; nil for
    /// an instant outside years 0000–9999 (or not a number).
    static func text(of date: Date, style: DateFieldStyle) -> String? {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite, shownSeconds.contains(seconds) else { return nil }
        let whole = Int64(seconds)
        let days = floorDivision(whole, day)
        let secondOfDay = whole - days * day
        let (year, month, dayOfMonth) = civil(fromDays: days)
        let dayText = "\(padded(year, 4))-\(padded(month, 2))-\(padded(dayOfMonth, 2))"
        let timeText = "\(padded(secondOfDay / 3600, 2)):\(padded(secondOfDay / 60 % 60, 2)):\(padded(secondOfDay % 60, 2))Z"
        switch style {
        case .date: return dayText
        case .time: return timeText
        case .dateTime: return dayText + "T" + timeText
        }
    }

    /// The instant `text` stands for, as a row of `style` takes it; nil when
    /// it is not such a text. A day alone keeps the time of day of
    /// `keeping`, a time alone its day (UTC); with nothing to keep, midnight
    /// and 1970-01-01.
    static func date(from text: String, style: DateFieldStyle, keeping previous: Date? = nil) -> Date? {
        let bytes = Array(text.utf8)
        let kept = previous.flatMap { parts(of: $0) } ?? (days: 0, seconds: 0)
        switch style {
        case .date:
            guard let days = days(bytes[...]) else { return nil }
            return Date(timeIntervalSince1970: Double(days * day) + kept.seconds)
        case .time:
            guard let seconds = seconds(bytes[...]) else { return nil }
            // A time with an offset may fall before or after its day in UTC: it keeps the day all the same.
            let wrapped = seconds.truncatingRemainder(dividingBy: Double(day))
            return Date(timeIntervalSince1970: Double(kept.days * day) + (wrapped < 0 ? wrapped + Double(day) : wrapped))
        case .dateTime:
            guard bytes.count > 11, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t"),
                  let days = days(bytes[..<10]), let seconds = seconds(bytes[11...]) else { return nil }
            return Date(timeIntervalSince1970: Double(days * day) + seconds)
        }
    }

    /// The `Date` a plain `JSONEncoder` wrote as `value` (seconds since 2001-01-01), if it is one.
    static func date(encoded value: JSONValue) -> Date? {
        guard case .number(let seconds) = value else { return nil }
        return Date(timeIntervalSinceReferenceDate: seconds.double)
    }

    /// A date's day since 1970-01-01 and its seconds into that day (UTC), when it is a finite instant a row can show.
    private static func parts(of date: Date) -> (days: Int64, seconds: Double)? {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite, shownSeconds.contains(seconds) else { return nil }
        let days = floorDivision(Int64(seconds.rounded(.down)), day)
        return (days, seconds - Double(days * day))
    }

    /// The days since 1970-01-01 of `YYYY-MM-DD`, when it is a day that exists.
    private static func days(_ bytes: ArraySlice<UInt8>) -> Int64? {
        let start = bytes.startIndex
        guard bytes.count == 10, bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-"),
              let year = number(bytes, at: start, count: 4), let month = number(bytes, at: start + 5, count: 2),
              let dayOfMonth = number(bytes, at: start + 8, count: 2), (1...12).contains(month),
              (1...daysIn(month: month, year: year)).contains(dayOfMonth) else { return nil }
        return days(fromCivil: year, month, dayOfMonth)
    }

    /// The seconds from midnight UTC of `HH:MM:SS[.fraction](Z|±HH:MM)`
    /// (below 0 or beyond a day when the offset carries it over).
    private static func seconds(_ bytes: ArraySlice<UInt8>) -> Double? {
        let start = bytes.startIndex
        guard bytes.count >= 9, bytes[start + 2] == UInt8(ascii: ":"), bytes[start + 5] == UInt8(ascii: ":"),
              let hour = number(bytes, at: start, count: 2), let minute = number(bytes, at: start + 3, count: 2),
              let second = number(bytes, at: start + 6, count: 2), hour < 24, minute < 60, second <= 60 else { return nil }
        var index = start + 8
        var fraction = 0.0
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            var scale = 0.1
            let digits = index
            while index < bytes.endIndex, let digit = number(bytes, at: index, count: 1) {
                fraction += Double(digit) * scale
                scale /= 10
                index += 1
            }
            guard index > digits else { return nil }
        }
        guard index < bytes.endIndex else { return nil }
        var offset = 0
        switch bytes[index] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            guard index + 1 == bytes.endIndex else { return nil }
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            guard bytes.endIndex - index == 6, bytes[index + 3] == UInt8(ascii: ":"),
                  let hours = number(bytes, at: index + 1, count: 2), let minutes = number(bytes, at: index + 4, count: 2),
                  hours < 24, minutes < 60 else { return nil }
            offset = (hours * 60 + minutes) * 60 * (bytes[index] == UInt8(ascii: "+") ? 1 : -1)
        default:
            return nil
        }
        return Double(hour * 3600 + minute * 60 + second - offset) + fraction
    }

    /// The number `count` digits spell at `start`, or nil.
    private static func number(_ bytes: ArraySlice<UInt8>, at start: Int, count: Int) -> Int? {
        guard start >= bytes.startIndex, start + count <= bytes.endIndex else { return nil }
        var value = 0
        for byte in bytes[start..<(start + count)] {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        switch month {
        case 2: return leap ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 of a day of the proleptic Gregorian calendar (Howard Hinnant's `days_from_civil`).
    private static func days(fromCivil year: Int, _ month: Int, _ dayOfMonth: Int) -> Int64 {
        let shifted = Int64(month <= 2 ? year - 1 : year)
        let era = floorDivision(shifted, 400)
        let yearOfEra = shifted - era * 400
        let monthFromMarch = Int64(month > 2 ? month - 3 : month + 9)
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + Int64(dayOfMonth) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day of the proleptic Gregorian calendar `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    private static func civil(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = floorDivision(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let dayOfMonth = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, dayOfMonth)
    }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }

    /// `value` in decimal, zero-padded to `width` digits.
    private static func padded(_ value: some BinaryInteger, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// Checks TOML's dates and times (RFC 3339 with a space allowed between date
/// and time, and the local forms) and spells them in RFC 3339.
package enum TOMLDateTimeText {
    /// The length and kind of the date/time at `from`, or nil when it is
    /// not a valid one (month 13, February 30th, hour 24…).
    static func scan(_ b: [UInt8], from: Int, allowMissingSeconds: Bool) -> (count: Int, kind: TOMLKind)? {
        var i = from
        func digits(_ n: Int) -> Int? {
            var value = 0
            for k in 0..<n {
                guard i + k < b.count, b[i + k] >= 0x30, b[i + k] <= 0x39 else { return nil }
                value = value * 10 + Int(b[i + k] - 0x30)
            }
            i += n
            return value
        }
        func take(_ c: UInt8) -> Bool {
            guard i < b.count, b[i] == c else { return false }
            i += 1
            return true
        }
        func time() -> Bool {
            guard let hour = digits(2), hour < 24, take(UInt8(ascii: ":")), let minute = digits(2), minute < 60 else { return false }
            if take(UInt8(ascii: ":")) {
                guard let second = digits(2), second < 60 else { return false }
                if take(UInt8(ascii: ".")) {
                    guard digits(1) != nil else { return false }
                    while digits(1) != nil {}
                }
            } else if !allowMissingSeconds {
                return false
            }
            return true
        }
        if i + 2 < b.count, b[i + 2] == UInt8(ascii: ":") {
            return time() ? (i - from, .localTime) : nil
        }
        guard let year = digits(4), take(UInt8(ascii: "-")), let month = digits(2), (1...12).contains(month),
              take(UInt8(ascii: "-")), let day = digits(2), day >= 1, day <= daysIn(month: month, year: year)
        else { return nil }
        let afterDate = i
        let separator = i < b.count ? b[i] : 0
        let timeFollows = separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t")
            || (separator == 0x20 && i + 3 < b.count && b[i + 1] >= 0x30 && b[i + 1] <= 0x39 && b[i + 3] == UInt8(ascii: ":"))
        guard timeFollows else { return (afterDate - from, .localDate) }
        i += 1
        guard time() else { return nil }
        if take(UInt8(ascii: "Z")) || take(UInt8(ascii: "z")) { return (i - from, .offsetDateTime) }
        if take(UInt8(ascii: "+")) || take(UInt8(ascii: "-")) {
            guard let hours = digits(2), hours < 24, take(UInt8(ascii: ":")), let minutes = digits(2), minutes < 60 else { return nil }
            return (i - from, .offsetDateTime)
        }
        return (i - from, .localDateTime)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The token in RFC 3339: `T` between date and time, `Z` upper-case,
    /// seconds written out (`07:32` becomes `07:32:00`).
    package static func rfc3339(_ token: String) -> String {
        var chars = Array(token)
        if chars.count > 10, chars[4] == "-", chars[10] == " " || chars[10] == "t" { chars[10] = "T" }
        if let last = chars.last, last == "z" { chars[chars.count - 1] = "Z" }
        var text = String(chars)
        // Times without seconds (TOML 1.1): hh:mm followed by the end, an offset or Z.
        let timeStart = chars.count >= 10 && chars.count > 4 && chars[4] == "-" ? 11 : 0
        if chars.count >= timeStart + 5, chars[timeStart + 2] == ":",
           chars.count == timeStart + 5 || chars[timeStart + 5] != ":" {
            let index = text.index(text.startIndex, offsetBy: timeStart + 5)
            text.insert(contentsOf: ":00", at: index)
        }
        return text
    }

    /// True when `text` is a date, time or date-time TOML can write, and its kind.
    package static func kind(of text: String) -> TOMLKind? {
        let b = Array(text.utf8)
        guard let scanned = scan(b, from: 0, allowMissingSeconds: false), scanned.count == b.count else { return nil }
        return scanned.kind
    }
}

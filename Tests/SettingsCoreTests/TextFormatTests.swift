@testable import SettingsCore
import Testing

/// The `format`s checked: each accepts what it should and refuses with a specific message.
@Suite struct TextFormatTests {
    @Test(arguments: [
        (TextFormat.date, ["2026-11-23", "2024-02-29", "0001-01-01"], ["2026-02-29", "2026-13-01", "2026-1-1", "23/11/2026", "", "2026-11-23T00:00:00Z"]),
        (.time, ["14:30:00Z", "23:59:60z", "08:00:00.250+01:00", "00:00:00-12:30"], ["14:30", "14:30:00", "24:00:00Z", "14:30:00+1:00", "14:30:00.Z"]),
        (.dateTime, ["2026-11-23T14:30:00Z", "2026-11-23t14:30:00.5-05:00"], ["2026-11-23 14:30:00Z", "2026-11-23T14:30:00", "2026-11-31T00:00:00Z"]),
        (.duration, ["P1D", "PT30M", "P1Y2M3DT4H5M6S", "P2W", "P1DT12H"], ["P", "PT", "P1H", "1D", "P1D2Y", "PT1S2M", "P1.5D", "P1W2D"]),
        (.email, ["ann@example.com", "a.b+c@mail.example.org"], ["ann", "ann@@example.com", "a@b@c", "ann @example.com", "@example.com", "ann@", "ann@.com", "ann@a..b"]),
        (.hostname, ["example.com", "a-b.example", "localhost", "example.com."], ["-a.com", "a-.com", "a..b", "exa mple.com", "under_score.com", String(repeating: "a", count: 64)]),
        (.ipv4, ["192.168.1.10", "0.0.0.0", "255.255.255.255"], ["256.1.1.1", "1.2.3", "01.2.3.4", "1.2.3.4.5", "a.b.c.d"]),
        (.ipv6, ["2001:db8::1", "::1", "::", "fe80::1:2:3:4", "1:2:3:4:5:6:7:8", "::ffff:192.168.1.1"], ["2001:db8:::1", "1:2:3:4:5:6:7:8:9", "12345::", "1::2::3", "g::1", ":1"]),
        (.uri, ["https://example.com/a?b#c", "mailto:ann@example.com", "urn:isbn:0451450523"], ["example.com", "/path", "1http://x", "http://exa mple.com", "https://例え.jp"]),
        (.uriReference, ["../file.json", "#frag", "https://example.com", ""], ["a b", "1x:y", "http://x/<y>"]),
        (.iri, ["https://例え.jp/パス"], ["例え.jp"]),
        (.uuid, ["123e4567-e89b-12d3-a456-426614174000", "123E4567-E89B-12D3-A456-426614174000"], ["123e4567e89b12d3a456426614174000", "123e4567-e89b-12d3-a456-42661417400g"]),
        (.regex, ["^[a-z]+$", "a|b"], ["(unclosed", "[z-a]"]),
    ])
    func acceptsAndRefuses(format: TextFormat, good: [String], bad: [String]) {
        for text in good { #expect(format.problem(with: text) == nil, "\(format.rawValue) refused \(text)") }
        for text in bad { #expect(format.problem(with: text) != nil, "\(format.rawValue) took \(text)") }
    }

    @Test func messagesSayWhatIsExpected() {
        #expect(TextFormat.date.problem(with: "23/11/2026") == "expects a date like 2026-11-23")
        #expect(TextFormat.email.problem(with: "ann") == "expects an email address like name@example.com")
        #expect(TextFormat.regex.problem(with: "(a")?.hasPrefix("is not a regular expression: missing closing parenthesis") == true)
        var rule = TextRule()
        rule.format = .ipv4
        #expect(ValueRules.textProblem("1.2.3", rule: rule) == "expects an IPv4 address like 192.168.1.10")
        rule.maxLength = 3
        #expect(ValueRules.textProblem("1.2.3", rule: rule) == "is longer than 3 characters", "length first, as before")
    }

    @Test func formatsAreKnownByTheirSchemaNames() {
        #expect(TextFormat(rawValue: "date-time") == .dateTime && TextFormat(rawValue: "uri-reference") == .uriReference)
        #expect(TextFormat(rawValue: "json-pointer") == nil)
    }
}

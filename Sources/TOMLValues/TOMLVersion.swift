/// The TOML version a reader accepts. 1.1 adds newlines, comments and a
/// trailing comma inside inline tables, `\e` and `\xHH` escapes, and times
/// without seconds; a 1.0 file reads the same under both.
package enum TOMLVersion: Sendable, Equatable {
    case v1_0
    case v1_1
}

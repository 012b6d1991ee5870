/// Titles made from property names, as a settings app would show them:
/// `printWidth` → "Print Width", `editor.fontSize` → "Font Size",
/// `max_line_length` → "Max Line Length", `baseURL` → "Base URL". A name
/// that is an identifier of something else — scoped or namespaced, like the
/// lint rule `@typescript-eslint/no-extra-semi` — is kept as it is written.
enum SettingName {
    /// The title for a property name (the last dotted segment of it).
    static func title(_ name: String) -> String {
        if name.utf8.first == UInt8(ascii: "@") || name.utf8.contains(UInt8(ascii: "/")) { return name }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return words(last).joined(separator: " ")
    }

    /// The words of one name: split at `_`, `-`, spaces, and where a lower
    /// case letter or digit meets a capital (a run of capitals stays one
    /// word, its last capital starting the next word when a lower case
    /// letter follows: `HTTPServer` → HTTP, Server). Each word starts with a
    /// capital.
    static func words(_ name: String) -> [String] {
        // Most names are ASCII: their bytes are told apart without the
        // Unicode properties of each `Character` (a fifth of opening a
        // schema of 5,000 properties).
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = Array(name.utf8)
            return wordRanges(bytes, isSeparator: { $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: " ") },
                              isUpper: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) },
                              isLower: { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) },
                              isDigit: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
                .map { capitalized(String(decoding: bytes[$0], as: UTF8.self)) }
        }
        return characterWords(name)
    }

    /// ``words(_:)`` told by the Unicode properties of each character.
    static func characterWords(_ name: String) -> [String] {
        let characters = Array(name)
        return wordRanges(characters, isSeparator: { $0 == "_" || $0 == "-" || $0 == " " },
                          isUpper: \.isUppercase, isLower: \.isLowercase, isDigit: \.isNumber)
            .map { capitalized(String(characters[$0])) }
    }

    /// Where the words of `name` lie (see ``words(_:)``), for bytes or characters alike.
    private static func wordRanges<Element>(
        _ name: [Element], isSeparator: (Element) -> Bool, isUpper: (Element) -> Bool, isLower: (Element) -> Bool, isDigit: (Element) -> Bool
    ) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (index, element) in name.enumerated() {
            if isSeparator(element) {
                if start < index { ranges.append(start..<index) }
                start = index + 1
                continue
            }
            if isUpper(element), start < index {
                let previous = name[index - 1]
                let nextIsLower = index + 1 < name.count && isLower(name[index + 1])
                if isLower(previous) || isDigit(previous) || (isUpper(previous) && nextIsLower) {
                    ranges.append(start..<index)
                    start = index
                }
            }
        }
        if start < name.count { ranges.append(start..<name.count) }
        return ranges
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}

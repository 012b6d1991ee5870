/// Titles made from property names, as a settings app would show them:
/// `printWidth` → "Print Width", `editor.fontSize` → "Font Size",
/// `max_line_length` → "Max Line Length", `baseURL` → "Base URL". A name
/// that is an identifier of something else — scoped or namespaced, like the
/// lint rule `@typescript-eslint/no-extra-semi` — is kept as it is written.
enum SettingName {
    /// The title for a property name (the last dotted segment of it).
    static func title(_ name: String) -> String {
        if name.utf8.first == UInt8(ascii: "@") || name.utf8.contains(UInt8(ascii: "/")) { return name }
        // Made of the bytes for an ASCII name: `find` titles every property
        // of a large schema, and splitting it as characters was a tenth of that.
        if let title = asciiTitle(name) { return title }
        return characterTitle(name)
    }

    /// ``title(_:)`` of a name with characters beyond ASCII, made of its
    /// characters: its last dotted segment in words (a scoped or namespaced
    /// name is kept whole by ``title(_:)`` before it comes here).
    static func characterTitle(_ name: String) -> String {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return characterWords(last).joined(separator: " ")
    }

    /// ``title(_:)`` worked out on the bytes of an ASCII name, nil for any other.
    private static func asciiTitle(_ name: String) -> String? {
        var name = name
        return name.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let dot = UInt8(ascii: ".")
            // The last segment that is not empty; the whole name when every one is.
            var end = bytes.count
            while end > 0, bytes[end - 1] == dot { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != dot { start -= 1 }
            let segment = end == 0 ? bytes : UnsafeBufferPointer(rebasing: bytes[start..<end])
            var title: [UInt8] = []
            title.reserveCapacity(segment.count + 4)
            forEachWord(in: segment, isSeparator: isASCIISeparator, isUpper: isASCIIUpper, isLower: isASCIILower, isDigit: isASCIIDigit) { range in
                if !title.isEmpty { title.append(UInt8(ascii: " ")) }
                let first = segment[range.lowerBound]
                title.append(isASCIILower(first) ? first - 0x20 : first)
                title.append(contentsOf: segment[(range.lowerBound + 1)..<range.upperBound])
            }
            return String(decoding: title, as: UTF8.self)
        }
    }

    private static func isASCIISeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: " ")
    }
    private static func isASCIIUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    private static func isASCIILower(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    private static func isASCIIDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

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
            var words: [String] = []
            forEachWord(in: bytes, isSeparator: isASCIISeparator, isUpper: isASCIIUpper, isLower: isASCIILower, isDigit: isASCIIDigit) {
                words.append(capitalized(String(decoding: bytes[$0], as: UTF8.self)))
            }
            return words
        }
        return characterWords(name)
    }

    /// ``words(_:)`` told by the Unicode properties of each character.
    static func characterWords(_ name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        forEachWord(in: characters, isSeparator: { $0 == "_" || $0 == "-" || $0 == " " },
                    isUpper: \.isUppercase, isLower: \.isLowercase, isDigit: \.isNumber) {
            words.append(capitalized(String(characters[$0])))
        }
        return words
    }

    /// Hands `body` where each word of `name` lies, in order (see
    /// ``words(_:)``), for bytes or characters alike. (Gathered into an
    /// array, the ranges were half of titling a name.)
    private static func forEachWord<Name: RandomAccessCollection<Element>, Element>(
        in name: Name, isSeparator: (Element) -> Bool, isUpper: (Element) -> Bool, isLower: (Element) -> Bool, isDigit: (Element) -> Bool,
        _ body: (Range<Int>) -> Void
    ) where Name.Index == Int {
        var start = name.startIndex
        for index in name.indices {
            let element = name[index]
            if isSeparator(element) {
                if start < index { body(start..<index) }
                start = index + 1
                continue
            }
            if isUpper(element), start < index {
                let previous = name[index - 1]
                let nextIsLower = index + 1 < name.endIndex && isLower(name[index + 1])
                if isLower(previous) || isDigit(previous) || (isUpper(previous) && nextIsLower) {
                    body(start..<index)
                    start = index
                }
            }
        }
        if start < name.endIndex { body(start..<name.endIndex) }
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}

/// A URI reference split into its RFC 3986 parts, and resolution of one
/// reference against a base (RFC 3986 section 5.2), which is how `$id`,
/// `$ref` and their relatives find each other.
struct URIReference: Equatable, Sendable {
    var scheme: String?
    var authority: String?
    var path: String
    var query: String?
    var fragment: String?

    /// Splits `text` by the RFC's own regular expression (appendix B), done by hand.
    init(_ text: String) {
        var rest = Substring(text)
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: question)...])
            rest = rest[..<question]
        }
        if let colon = rest.firstIndex(of: ":"), colon != rest.startIndex,
           rest[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }),
           rest.first?.isLetter == true {
            scheme = String(rest[..<colon])
            rest = rest[rest.index(after: colon)...]
        }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let end = rest.firstIndex(of: "/") ?? rest.endIndex
            authority = String(rest[..<end])
            rest = rest[end...]
        }
        path = String(rest)
    }

    init(scheme: String?, authority: String?, path: String, query: String?, fragment: String?) {
        (self.scheme, self.authority, self.path, self.query, self.fragment) = (scheme, authority, path, query, fragment)
    }

    var text: String {
        var out = ""
        if let scheme { out += scheme + ":" }
        if let authority { out += "//" + authority }
        out += path
        if let query { out += "?" + query }
        if let fragment { out += "#" + fragment }
        return out
    }

    /// Without its fragment.
    var withoutFragment: URIReference {
        var copy = self
        copy.fragment = nil
        return copy
    }

    /// `reference` resolved against this base (RFC 3986, 5.2.2).
    func resolving(_ reference: URIReference) -> URIReference {
        if let scheme = reference.scheme {
            return URIReference(scheme: scheme, authority: reference.authority, path: Self.removeDots(reference.path),
                                query: reference.query, fragment: reference.fragment)
        }
        if let authority = reference.authority {
            return URIReference(scheme: scheme, authority: authority, path: Self.removeDots(reference.path),
                                query: reference.query, fragment: reference.fragment)
        }
        if reference.path.isEmpty {
            return URIReference(scheme: scheme, authority: authority, path: path,
                                query: reference.query ?? query, fragment: reference.fragment)
        }
        let merged: String
        if reference.path.hasPrefix("/") {
            merged = reference.path
        } else if authority != nil && path.isEmpty {
            merged = "/" + reference.path
        } else if let slash = path.lastIndex(of: "/") {
            merged = path[...slash] + reference.path
        } else {
            merged = reference.path
        }
        // Against a base that is itself a relative path (a schema found at
        // no URI: its folder), `..` above the start leads out of the folder
        // and is kept, as a path would keep it; RFC 3986 defines only absolute bases.
        let isRelativePath = scheme == nil && authority == nil && !merged.hasPrefix("/")
        return URIReference(scheme: scheme, authority: authority, path: Self.removeDots(merged, keepingParents: isRelativePath),
                            query: reference.query, fragment: reference.fragment)
    }

    /// RFC 3986's remove_dot_segments; with `keepingParents`, a `..` with
    /// nothing before it to remove is kept (`a/../../b` is `../b`).
    static func removeDots(_ path: String, keepingParents: Bool = false) -> String {
        guard path.contains(".") else { return path }
        var output: [Substring] = []
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        for (index, segment) in segments.enumerated() {
            let last = index == segments.count - 1
            switch segment {
            case ".":
                if last { output.append("") }
            case "..":
                if keepingParents && (output.isEmpty || output.last == "..") {
                    output.append("..")
                } else if output.count > 1 || (output.count == 1 && !output[0].isEmpty) {
                    output.removeLast()
                }
                if last { output.append("") }
            default:
                output.append(segment)
            }
        }
        var result = output.joined(separator: "/")
        if path.hasPrefix("/") && !result.hasPrefix("/") { result = "/" + result }
        return result
    }

    /// `reference` (text) resolved against `base` (text), without an empty fragment.
    static func resolve(_ reference: String, against base: String) -> URIReference {
        var resolved = URIReference(base).resolving(URIReference(reference))
        if resolved.fragment == "" { resolved.fragment = nil }
        return resolved
    }

    /// `%XX` escapes decoded (a fragment's JSON pointer may have them); nil when malformed.
    static func percentDecoded(_ text: String) -> String? {
        // The bytes first, the characters then: a `%` that begins a character with combining marks is no escape.
        guard text.utf8.contains(UInt8(ascii: "%")), text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}

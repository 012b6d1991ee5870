import SettingsFiles

/// Where a schema named by URL is on this machine: nothing is ever fetched.
/// An `http(s)` URL (or a relative one) is looked up in local folders, by
/// its path, then by its last segment: `https://example.org/ci/v1.json` is
/// `FOLDER/ci/v1.json`, else `FOLDER/v1.json`. A URL of anything else (a
/// `file:` URL, an absolute path, another scheme) and one whose path climbs
/// with `..` are refused, so a catalog or a modeline can't lead a read out
/// of the folders (to `/dev/zero`, or `/etc`).
package enum SchemaURL {
    /// The path segments `url` is looked up by; why not, when it is refused.
    package static func segments(of url: String) -> Result<[String], SchemaCatalogProblem.URLRefusal> {
        var rest = Substring(url)
        let lower = url.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            rest = rest.drop { $0 != ":" }.dropFirst(3)
            rest = rest.drop { $0 != "/" }
        } else if rest.hasPrefix("/") || rest.prefix(while: { $0 != "/" }).contains(":") {
            return .failure(.notHTTP)
        }
        rest = rest.prefix { $0 != "?" && $0 != "#" }
        guard let decoded = percentDecoded(rest) else { return .failure(.badEscape) }
        let segments = decoded.split(separator: "/").map(String.init)
        guard !segments.isEmpty else { return .failure(.noFileName) }
        if segments.contains(where: { $0 == ".." || $0 == "." }) { return .failure(.climbs) }
        if segments.contains(where: { $0.contains("\0") || $0.contains("\\") }) { return .failure(.badCharacter) }
        return .success(segments)
    }

    /// The first regular file in `folders` (absolute) that is `url`'s
    /// copy; nil when there is none; why not, when the URL is refused.
    package static func localCopy(of url: String, in folders: [String]) -> Result<String?, SchemaCatalogProblem.URLRefusal> {
        switch segments(of: url) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let segments):
            let candidates = folders.map { $0 + "/" + segments.joined(separator: "/") }
                + (segments.count > 1 ? folders.map { $0 + "/" + (segments.last ?? "") } : [])
            return .success(candidates.first { PathKind(of: $0) == .regularFile })
        }
    }

    /// Whether `reference` is an http(s) URL (else it is a path).
    package static func isHTTP(_ reference: String) -> Bool {
        let lower = reference.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    /// `%XX` escapes decoded; nil when one is malformed or the bytes are not UTF-8.
    private static func percentDecoded(_ text: Substring) -> String? {
        guard text.contains("%") else { return String(text) }
        var bytes: [UInt8] = []
        var utf8 = text.utf8[...]
        while let byte = utf8.first {
            utf8 = utf8.dropFirst()
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard utf8.count >= 2, let high = hexValue(utf8[utf8.startIndex]), let low = hexValue(utf8[utf8.index(after: utf8.startIndex)]) else { return nil }
            bytes.append(high << 4 | low)
            utf8 = utf8.dropFirst(2)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

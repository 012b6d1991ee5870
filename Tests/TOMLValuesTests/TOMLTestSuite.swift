import Foundation
import LosslessJSON
import TestSupport
import TOMLValues

/// BurntSushi's toml-test as .ci/bootstrap leaves it in `.build-toml-test/`:
/// the files of each TOML version, read and compared with their expected JSON.
struct TOMLTestSuite {
    static let folder = Repository.root + "/.build-toml-test"

    static var isPresent: Bool { FileManager.default.fileExists(atPath: folder + "/files-toml-1.0.0") }

    /// The suite's files for `version` ("1.0.0" or "1.1.0"), relative paths.
    static func files(_ version: String) throws -> [String] {
        let list = try String(contentsOfFile: folder + "/files-toml-" + version, encoding: .utf8)
        return list.split(separator: "\n").map(String.init).filter { $0.hasSuffix(".toml") }
    }

    static func bytes(_ file: String) -> [UInt8] {
        [UInt8](FileManager.default.contents(atPath: folder + "/" + file) ?? Data())
    }

    /// The expected tagged JSON of a valid file, normalised.
    static func expected(_ file: String) throws -> Tagged {
        let url = URL(fileURLWithPath: folder + "/" + file.dropLast(5) + ".json")
        return Tagged(try JSONSerialization.jsonObject(with: Data(contentsOf: url), options: [.fragmentsAllowed]))
    }

    /// What the document reads as, normalised the same way.
    static func actual(_ doc: TOMLDocument) throws -> Tagged {
        let data = Data(TaggedJSON.encode(doc).utf8)
        return Tagged(try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
    }
}

/// toml-test's tagged JSON, compared by meaning: integers and floats by
/// value (nan equal to nan), dates and times in one RFC 3339 spelling.
indirect enum Tagged: Equatable {
    case table([String: Tagged])
    case array([Tagged])
    case scalar(type: String, value: String)
    case float(Double?)
    case other

    init(_ any: Any) {
        if let dict = any as? [String: Any] {
            if dict.count == 2, let type = dict["type"] as? String, let value = dict["value"] as? String {
                switch type {
                case "float":
                    // nan is held as nil, so that nan equals nan.
                    let d = Double(value.replacingOccurrences(of: "_", with: ""))
                    if let d, !d.isNaN { self = .float(d) } else { self = .float(nil) }
                case "integer":
                    self = .scalar(type: type, value: String(Int64(value) ?? 0))
                case "datetime", "datetime-local", "time-local":
                    self = .scalar(type: type, value: Tagged.time(value))
                default:
                    self = .scalar(type: type, value: value)
                }
                return
            }
            self = .table(dict.mapValues(Tagged.init))
        } else if let list = any as? [Any] {
            self = .array(list.map(Tagged.init))
        } else {
            self = .other
        }
    }

    /// RFC 3339 with `T`, `Z`, and no trailing zeros in fractions of a second.
    static func time(_ text: String) -> String {
        var s = TOMLDateTimeText.rfc3339(text).replacingOccurrences(of: "+00:00", with: "Z")
        if let dot = s.firstIndex(of: ".") {
            var end = s.index(after: dot)
            while end < s.endIndex, s[end].isNumber { end = s.index(after: end) }
            var fraction = String(s[s.index(after: dot)..<end])
            while fraction.hasSuffix("0") { fraction.removeLast() }
            s = String(s[..<dot]) + (fraction.isEmpty ? "" : "." + fraction) + String(s[end...])
        }
        return s
    }
}

import Foundation
import SettingsCore
import Testing
@testable import SettingsBundle

/// The hand-written binary property-list reader: it reads what Foundation
/// writes exactly as Foundation reads it, and refuses damaged lists (which
/// crash Foundation's reader on Linux) with a reason.
@Suite struct BinaryPropertyListTests {
    static func binary(_ value: Any) -> [UInt8] {
        MemoryFolder.encode(value, format: .binary)
    }

    static func read(_ bytes: [UInt8]) -> Result<PlistValue, PropertyListReader.ReadFailure> {
        PropertyListReader.read(bytes)
    }

    @Test func readsEveryKindAsFoundationWritesIt() throws {
        let date = Date(timeIntervalSinceReferenceDate: 722_000_000.5)
        let value: [String: Any] = [
            "small": 7, "byte": 200, "short": 40_000, "int": 3_000_000_000, "negative": -5, "huge": Int64.max,
            "real": 2.5, "float": Float(0.25), "yes": true, "no": false, "date": date,
            "data": Data([0, 1, 255]), "ascii": "Units", "unicode": "Größe 📏",
            "long": String(repeating: "x", count: 40),
            "array": [1, "two", [3.0]], "nested": ["Titles": ["km", "mi"], "Values": [1, 2]],
        ]
        guard case .success(let read) = Self.read(Self.binary(value)) else {
            Issue.record("a list Foundation wrote was refused")
            return
        }
        #expect(read == .dictionary([
            "small": .integer(7), "byte": .integer(200), "short": .integer(40_000), "int": .integer(3_000_000_000),
            "negative": .integer(-5), "huge": .integer(Int64.max), "real": .real(2.5), "float": .real(0.25),
            "yes": .bool(true), "no": .bool(false), "date": .date(date), "data": .data([0, 1, 255]),
            "ascii": .string("Units"), "unicode": .string("Größe 📏"), "long": .string(String(repeating: "x", count: 40)),
            "array": .array([.integer(1), .string("two"), .array([.real(3)])]),
            "nested": .dictionary(["Titles": .array([.string("km"), .string("mi")]), "Values": .array([.integer(1), .integer(2)])]),
        ]))
    }

    /// A list of `objects` (already encoded, each one object) with a valid
    /// offset table and trailer; references are one byte.
    static func assemble(_ objects: [[UInt8]], top: Int = 0) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        bytes += offsets.map { UInt8($0) }
        bytes += [0, 0, 0, 0, 0, 0, 1, 1]
        for field in [objects.count, top, table] {
            bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: field >> ($0 * 8)) }
        }
        return bytes
    }

    static func reason(_ bytes: [UInt8]) -> String? {
        if case .failure(let failure) = read(bytes) { return failure.reason }
        return nil
    }

    @Test func anArrayThatHoldsItselfIsRefused() {
        #expect(Self.reason(Self.assemble([[0xA1, 0]])) == "the binary property list contains itself (object 0)")
    }

    @Test func aReferencePastTheObjectsIsRefused() {
        #expect(Self.reason(Self.assemble([[0xA1, 9]])) == "a reference points past the binary property list's objects")
    }

    @Test func sharedObjectsThatExpandTooFarAreRefused() {
        // Each array holds the next one 15 times: 15^6 values from 7 objects.
        var objects: [[UInt8]] = (0..<6).map { [0xAF, 0x10, 15] + Array(repeating: UInt8($0 + 1), count: 15) }
        objects.append([0x09])
        #expect(Self.reason(Self.assemble(objects)) == "the binary property list expands to more than 1000000 values")
    }

    @Test func nestingBeyondTheLimitIsRefused() {
        // 600 nested one-element arrays need two-byte references: built by hand.
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for index in 0..<600 {
            offsets.append(bytes.count)
            bytes += index < 599 ? [0xA1, UInt8((index + 1) >> 8), UInt8((index + 1) & 0xFF)] : [0x08]
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        bytes += [0, 0, 0, 0, 0, 0, 2, 2]
        for field in [600, 0, table] { bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: field >> ($0 * 8)) } }
        #expect(Self.reason(bytes) == "the binary property list nests deeper than 512 levels")
    }

    /// A list cut short whose last 32 bytes still read as a trailer: it
    /// crashed the tool (SIGSEGV in Foundation's reader) as a bundle's
    /// Root.plist; it reads now, and the bundle is refused with a reason.
    @Test func theListThatCrashedFoundationReads() throws {
        let bytes = try #require(Data(base64Encoded: "YnBsaXN0MDDCAQJfEBRQcmVmZXJlbmNlU3BlY2lmaWVyc6IDE9YEBQYHCAkKCwwNEBFTS2V5XERlZmF1bHRWYWx1ZVVUaXRsZVZUaXRsZXNUVHlwZVZWYWx1ZXNVdW5pdHMQAVVVbml0c6IOD1JrbVJtaV8QFVBTTXVsdGlWYWx1ZVNwZWNpZmllcqILEhAC1BQVFhcYGRobU0tleVRUeXBlVVRpdGxlXERlZmF1bHRWYWx1ZVJvbl8QF1BTVG9nZ2xlU3dpdGNoU3BlY2lmaWVyUk9uCQgLIiUyNkNJUFVcYmRqbXBzi46QmZ2iqLW40tUAAAAAAAABAQAAAAAAAAAcAAAAAAAAAAAAAAAAAAAA1g=="))
        var folder = MemoryFolder()
        folder.files["Root.plist"] = Array(bytes)
        let result = BundleSource(folder.read()).load()
        #expect(result.layout == nil && !result.errors.isEmpty)
    }

    /// Every length of a real list, and every byte of it set to every value
    /// in turn at a few places: read or refused, never a crash. (Foundation's
    /// reader crashed on the first few hundred of these.)
    @Test func damagedListsNeverCrash() {
        let good = Self.binary(["PreferenceSpecifiers": [
            ["Type": "PSMultiValueSpecifier", "Title": "Units", "Key": "units", "Titles": ["km", "mi"], "Values": [1, 2], "DefaultValue": 1],
            ["Type": "PSToggleSwitchSpecifier", "Title": "On", "Key": "on", "DefaultValue": true],
        ]])
        var read = 0, refused = 0
        for length in 0..<good.count {
            if case .success = Self.read(Array(good.prefix(length))) { read += 1 } else { refused += 1 }
        }
        for index in good.indices {
            for byte in stride(from: 0, through: 255, by: 5) {
                var damaged = good
                damaged[index] = UInt8(byte)
                if case .success = Self.read(damaged) { read += 1 } else { refused += 1 }
            }
        }
        #expect(refused > good.count, "cut-short lists are all refused, and many damaged ones")
        #expect(read > 0, "a changed byte inside a string still reads")
    }
}

import FoundationEssentials

/// Reads binary property lists (`bplist00`) into ``PlistValue``s.
///
/// Written by hand because Foundation's reader on Linux trusts the file: a
/// damaged object reference makes it treat text as a pointer, and the
/// process crashes (SIGSEGV) instead of reporting an error. Here every
/// offset, count and reference is checked against the bytes, references
/// that loop are refused, and a list whose shared objects would expand
/// beyond ``maxValues`` values is refused as too large.
///
/// The format: an 8-byte header, the objects, a table of their offsets,
/// and a 32-byte trailer giving the sizes of offsets and references, the
/// number of objects, the top object and where the offset table starts.
/// Each object starts with a marker byte: its kind in the high four bits,
/// and in the low four a size or a count (15: the count follows as an
/// integer object).
struct BinaryPropertyListReader {
    /// Why a list can't be read (one type for every reader).
    typealias Damage = PropertyListReader.ReadFailure

    /// Decoded values a list may expand to (objects may be shared, so a
    /// small file could otherwise describe an enormous value).
    static let maxValues = 1_000_000
    /// Containers nested deeper than this are refused.
    static let maxDepth = 512

    private let bytes: [UInt8]
    private let offsets: [Int]
    private let referenceSize: Int
    private var decoded: [Int: (value: PlistValue, size: Int)] = [:]
    private var visiting: Set<Int> = []

    /// Whether `bytes` start like a binary property list.
    static func recognises(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("bplist".utf8))
    }

    /// The value of the list's top object.
    static func read(_ bytes: [UInt8]) -> Result<PlistValue, Damage> {
        do {
            var reader = try BinaryPropertyListReader(bytes)
            return .success(try reader.top())
        } catch let damage as Damage {
            return .failure(damage)
        } catch {
            return .failure(Damage("it could not be read"))
        }
    }

    private let topIndex: Int

    private init(_ bytes: [UInt8]) throws {
        self.bytes = bytes
        guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist0".utf8)) else {
            throw Damage("the binary property list is cut short")
        }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
              let count = Self.integer(bytes, at: trailer + 8, size: 8),
              let top = Self.integer(bytes, at: trailer + 16, size: 8),
              let tableStart = Self.integer(bytes, at: trailer + 24, size: 8)
        else { throw Damage("the binary property list's trailer is damaged") }
        guard count > 0, top < count, tableStart >= 8,
              count <= (trailer - tableStart) / offsetSize
        else { throw Damage("the binary property list's offset table is damaged") }
        var offsets: [Int] = []
        offsets.reserveCapacity(count)
        for index in 0..<count {
            guard let offset = Self.integer(bytes, at: tableStart + index * offsetSize, size: offsetSize),
                  offset >= 8, offset < tableStart
            else { throw Damage("object \(index) of the binary property list lies outside it") }
            offsets.append(offset)
        }
        self.offsets = offsets
        topIndex = top
    }

    private mutating func top() throws -> PlistValue {
        try object(topIndex, depth: 0).value
    }

    /// Object `index`, and how many values it expands to.
    private mutating func object(_ index: Int, depth: Int) throws -> (value: PlistValue, size: Int) {
        if let known = decoded[index] { return known }
        guard offsets.indices.contains(index) else { throw Damage("a reference points past the binary property list's objects") }
        guard depth <= Self.maxDepth else { throw Damage("the binary property list nests deeper than \(Self.maxDepth) levels") }
        guard visiting.insert(index).inserted else { throw Damage("the binary property list contains itself (object \(index))") }
        defer { visiting.remove(index) }

        let start = offsets[index]
        let marker = bytes[start]
        let info = Int(marker & 0x0F)
        var result: (value: PlistValue, size: Int)
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: result = (.bool(false), 1)
            case 0x09: result = (.bool(true), 1)
            default: throw Damage("object \(index) of the binary property list is of an unknown kind")
            }
        case 0x1:
            result = (.integer(try integerObject(at: start, info: info)), 1)
        case 0x2:
            guard info == 2 || info == 3, let bits = Self.integer(bytes, at: start + 1, size: 1 << info, raw: true) else {
                throw Damage("real number \(index) of the binary property list is damaged")
            }
            result = (.real(info == 2 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : Double(bitPattern: UInt64(bitPattern: Int64(bits)))), 1)
        case 0x3:
            guard marker == 0x33, let bits = Self.integer(bytes, at: start + 1, size: 8, raw: true) else {
                throw Damage("date \(index) of the binary property list is damaged")
            }
            let seconds = Double(bitPattern: UInt64(bitPattern: Int64(bits)))
            guard seconds.isFinite else { throw Damage("date \(index) of the binary property list is not a time") }
            result = (.date(Date(timeIntervalSinceReferenceDate: seconds)), 1)
        case 0x4:
            let (count, from) = try length(at: start, info: info)
            result = (.data(Array(try slice(from, count))), 1)
        case 0x5:
            let (count, from) = try length(at: start, info: info)
            result = (.string(String(decoding: try slice(from, count).map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)), 1)
        case 0x6:
            let (units, from) = try length(at: start, info: info)
            guard units <= Int.max / 2 else { throw Damage("text \(index) of the binary property list is cut short") }
            let raw = try slice(from, units * 2)
            let utf16 = stride(from: raw.startIndex, to: raw.endIndex, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
            result = (.string(String(decoding: utf16, as: UTF16.self)), 1)
        case 0x8:
            result = (.integer(Self.integer(bytes, at: start + 1, size: info + 1).map(Int64.init) ?? 0), 1)
        case 0xA, 0xC:
            let (count, from) = try length(at: start, info: info)
            let references = try self.references(from, count)
            var elements: [PlistValue] = []
            elements.reserveCapacity(count)
            var size = 1
            for reference in references {
                let element = try object(reference, depth: depth + 1)
                elements.append(element.value)
                size = try grown(size, by: element.size)
            }
            result = (.array(elements), size)
        case 0xD:
            let (count, from) = try length(at: start, info: info)
            guard count <= Int.max / 2 else { throw Damage("dictionary \(index) of the binary property list is cut short") }
            let all = try references(from, count * 2)
            var members: [String: PlistValue] = [:]
            var size = 1
            for k in 0..<count {
                guard case .string(let key) = try object(all[k], depth: depth + 1).value else {
                    throw Damage("a key of dictionary \(index) of the binary property list is not text")
                }
                let value = try object(all[count + k], depth: depth + 1)
                members[key] = value.value
                size = try grown(size, by: value.size)
            }
            result = (.dictionary(members), size)
        default:
            throw Damage("object \(index) of the binary property list is of an unknown kind")
        }
        decoded[index] = result
        return result
    }

    private func grown(_ size: Int, by more: Int) throws -> Int {
        let total = size + more
        guard total <= Self.maxValues else { throw Damage("the binary property list expands to more than \(Self.maxValues) values") }
        return total
    }

    /// An integer object's value: 1, 2 and 4 bytes are unsigned, 8 signed,
    /// and 16 only when it fits in 64 bits.
    private func integerObject(at start: Int, info: Int) throws -> Int64 {
        guard info <= 4, let raw = Self.integer(bytes, at: start + 1 + (info == 4 ? 8 : 0), size: info == 4 ? 8 : 1 << info, raw: true) else {
            throw Damage("an integer of the binary property list is damaged")
        }
        if info == 4, let high = Self.integer(bytes, at: start + 1, size: 8, raw: true), high != (raw < 0 ? -1 : 0) {
            throw Damage("an integer of the binary property list is too large")
        }
        return Int64(raw)
    }

    /// A count from a marker's low bits, or the integer object after it;
    /// and where the contents start.
    private func length(at start: Int, info: Int) throws -> (count: Int, contents: Int) {
        if info != 0x0F { return (info, start + 1) }
        let next = start + 1
        guard next < bytes.count, bytes[next] >> 4 == 0x1 else { throw Damage("a count of the binary property list is damaged") }
        let size = 1 << Int(bytes[next] & 0x0F)
        guard size <= 8, let count = Self.integer(bytes, at: next + 1, size: size), count >= 0 else {
            throw Damage("a count of the binary property list is damaged")
        }
        return (count, next + 1 + size)
    }

    private func slice(_ from: Int, _ count: Int) throws -> ArraySlice<UInt8> {
        guard count >= 0, from <= bytes.count, count <= bytes.count - from else {
            throw Damage("an object of the binary property list runs past its end")
        }
        return bytes[from..<(from + count)]
    }

    private func references(_ from: Int, _ count: Int) throws -> [Int] {
        guard count <= Int.max / referenceSize else { throw Damage("an object of the binary property list runs past its end") }
        let raw = try slice(from, count * referenceSize)
        return stride(from: raw.startIndex, to: raw.endIndex, by: referenceSize).map { at in
            raw[at..<(at + referenceSize)].reduce(0) { $0 << 8 | Int($1) }
        }
    }

    /// `size` big-endian bytes at `at` (1...8): as a non-negative Int (nil
    /// when out of range or negative), or with `raw` the bits as they are.
    private static func integer(_ bytes: [UInt8], at: Int, size: Int, raw: Bool = false) -> Int? {
        guard size >= 1, size <= 8, at >= 0, at <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for k in 0..<size { value = value << 8 | UInt64(bytes[at + k]) }
        if raw { return Int(truncatingIfNeeded: value) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}

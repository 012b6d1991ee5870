// Foundation's essentials only, for `Date`.
import FoundationEssentials

/// Reads XML property lists (`<?xml …?><plist>…</plist>`) into ``PlistValue``s.
///
/// Written by hand: `PropertyListSerialization`, which reads any list into
/// untyped values, is not in FoundationEssentials (the only part of
/// Foundation the tool links, through swift-argument-parser), and
/// FoundationEssentials' `PropertyListDecoder` reads only into a type fixed
/// in advance (a bundle's lists hold values of any kind) and overflowed the
/// stack on 100,000 nested `<array>`s.
///
/// The bytes are walked once with an index. Open containers live on an
/// explicit stack (so deep nesting can't overflow the call stack), text is
/// sliced rather than copied where it holds no entities, and the first
/// problem met is reported with the line it is on.
struct XMLPropertyListReader {
    /// Why a list can't be read (one type for every reader).
    typealias Damage = PropertyListReader.ReadFailure

    /// Containers nested deeper than this are refused.
    static let maxDepth = 512

    /// The list's text as UTF-8 (converted when it came as UTF-16).
    let bytes: [UInt8]
    /// Where reading has got to; the markup scanner moves it on.
    var position: Int

    private init(_ bytes: [UInt8], from start: Int) {
        self.bytes = bytes
        position = start
    }

    /// Whether `bytes` look like an XML plist: after an optional UTF-8 BOM and
    /// whitespace they start with "<?xml", "<!DOCTYPE", "<plist" or "<!--".
    /// (UTF-16 with a BOM is decoded first.)
    static func recognises(_ bytes: [UInt8]) -> Bool {
        let (text, start) = utf8(PropertyListText.utf16BigEndian(bytes) != nil ? Array(bytes.prefix(512)) : bytes)
        var i = start
        while i < text.count, PropertyListText.isSpace(text[i]) { i += 1 }
        return ["<?xml", "<!DOCTYPE", "<plist", "<!--"].contains { text[i...].starts(with: $0.utf8) }
    }

    /// The list's top value, or why it can't be read.
    static func read(_ bytes: [UInt8]) -> Result<PlistValue, Damage> {
        let (text, start) = utf8(bytes)
        var reader = XMLPropertyListReader(text, from: start)
        do {
            return .success(try reader.document())
        } catch {
            return .failure(Damage(error.reason))
        }
    }

    // MARK: - Encoding

    /// The text as UTF-8 and where it starts: UTF-16 with a BOM is
    /// converted; a UTF-8 BOM is skipped.
    private static func utf8(_ bytes: [UInt8]) -> (bytes: [UInt8], start: Int) {
        if let bigEndian = PropertyListText.utf16BigEndian(bytes) {
            return (PropertyListText.utf8(fromUTF16: bytes.dropFirst(2), bigEndian: bigEndian), 0)
        }
        return (bytes, PropertyListText.hasUTF8ByteOrderMark(bytes) ? 3 : 0)
    }

    // MARK: - Document and containers

    /// The whole document: a prolog, one value (in `<plist>` or bare), and
    /// nothing after it but whitespace, comments and processing instructions.
    private mutating func document() throws(Problem) -> PlistValue {
        let start = position
        let value: PlistValue
        switch try nextMarkup(inProlog: true) {
        case .endOfFile:
            throw bytes[start...].allSatisfy(PropertyListText.isSpace) ? .emptyFile : .noValue
        case .text(let at):
            throw .strayText(snippet(at), inside: nil, line: line(at))
        case .end(let tag):
            throw .unexpectedEnd(name(tag), line: line(tag.at), open: nil)
        case .start(let plist) where plist.element == .plist:
            guard !plist.isEmpty else { throw .emptyPlist(line: line(plist.at)) }
            switch try nextMarkup() {
            case .start(let tag): value = try self.value(startingWith: tag)
            case let other: try refuse(other, inPlist: plist)
            }
            switch try nextMarkup() {
            case .end(let tag) where tag.element == .plist: break
            case .start(let tag): throw .secondValue(name(tag), line: line(tag.at))
            case let other: try refuse(other, inPlist: plist)
            }
        case .start(let tag):
            value = try self.value(startingWith: tag)
        }
        while try skipMisc() {}
        guard position >= bytes.count else { throw .textAfterEnd(line: line(position)) }
        return value
    }

    /// Throws for what may not stand in `<plist>` where its value (or end) belongs.
    private func refuse(_ markup: Markup, inPlist plist: Tag) throws(Problem) -> Never {
        switch markup {
        case .end(let tag) where tag.element == .plist: throw .emptyPlist(line: line(plist.at))
        case .end(let tag): throw .unexpectedEnd(name(tag), line: line(tag.at), open: "plist")
        case .text(let at): throw .strayText(snippet(at), inside: "plist", line: line(at))
        case .endOfFile: throw .neverClosed("plist", line: line(plist.at))
        case .start(let tag): throw .secondValue(name(tag), line: line(tag.at))
        }
    }

    /// A container being read: its start tag and the members so far.
    private struct Frame {
        var tag: Tag
        var elements: [PlistValue] = []
        var entries: [String: PlistValue] = [:]
        /// A `<key>` read and still waiting for its value, and where it starts.
        var key: String?
        var keyAt = 0
    }

    /// The value whose start tag is `first`, with everything nested in it.
    /// Frames are only touched through the stack (never copied out) so that
    /// appending to them never copies their members.
    private mutating func value(startingWith first: Tag) throws(Problem) -> PlistValue {
        var stack: [Frame] = []
        var tag = first
        while true {
            // The element `tag` opens, in the innermost open container.
            let top = stack.count - 1
            if top >= 0, stack[top].tag.element == .dict {
                if stack[top].key == nil, tag.element != .key {
                    throw .valueWithoutKey(name(tag), line: line(tag.at))
                }
                if stack[top].key != nil, tag.element == .key {
                    throw .keyWithoutValue(line: line(stack[top].keyAt))
                }
            } else if tag.element == .key {
                throw .keyOutsideDict(line: line(tag.at))
            }
            var finished: PlistValue?
            switch tag.element {
            case .array?, .dict?:
                if tag.isEmpty {
                    finished = tag.element == .array ? .array([]) : .dictionary([:])
                } else {
                    // The outermost container is level 0, as in the other readers.
                    guard stack.count <= Self.maxDepth else { throw .tooDeep(line: line(tag.at)) }
                    stack.append(Frame(tag: tag))
                }
            case .key?:
                stack[top].key = tag.isEmpty ? "" : String(decoding: try content(of: tag), as: UTF8.self)
                stack[top].keyAt = tag.at
            case .plist?:
                throw .misplaced(name(tag), inside: top >= 0 ? name(stack[top].tag) : "plist", line: line(tag.at))
            case nil:
                throw .unknownElement(name(tag), line: line(tag.at))
            case let leaf?:
                finished = try value(of: leaf, tag)
            }
            // Hand finished values to their containers, closing containers,
            // until the next element opens.
            members: while true {
                if let done = finished {
                    finished = nil
                    let top = stack.count - 1
                    guard top >= 0 else { return done }
                    if let key = stack[top].key {
                        stack[top].entries[key] = done
                        stack[top].key = nil
                    } else {
                        stack[top].elements.append(done)
                    }
                }
                let top = stack.count - 1
                guard top >= 0 else { throw .noValue } // not reached: stack empty means a value was returned
                let open = stack[top].tag
                let next = try nextMarkup()
                switch next {
                case .start(let inner):
                    tag = inner
                    break members
                case .end(let end) where end.element == open.element:
                    if stack[top].key != nil { throw .keyWithoutValue(line: line(stack[top].keyAt)) }
                    let frame = stack.removeLast()
                    finished = frame.tag.element == .array ? .array(frame.elements) : .dictionary(frame.entries)
                case .end(let end):
                    throw .unexpectedEnd(name(end), line: line(end.at), open: name(open))
                case .text(let at):
                    throw .strayText(snippet(at), inside: name(open), line: line(at))
                case .endOfFile:
                    throw .neverClosed(name(open), line: line(open.at))
                }
            }
        }
    }

    /// The value of a leaf element (anything but a container or `<key>`).
    private mutating func value(of element: Element, _ tag: Tag) throws(Problem) -> PlistValue {
        let text = tag.isEmpty ? [] : try content(of: tag)
        switch element {
        case .string:
            return .string(String(decoding: text, as: UTF8.self))
        case .integer:
            switch Self.integer(text) {
            case .success(let integer): return .integer(integer)
            case .failure(.junk): throw .notInteger(quoted(text), line: line(tag.at))
            case .failure(.outOfRange): throw .integerOutOfRange(quoted(text), line: line(tag.at))
            }
        case .real:
            guard let real = Self.real(text) else { throw .notReal(quoted(text), line: line(tag.at)) }
            return .real(real)
        case .date:
            guard let seconds = Self.date(text) else { throw .notDate(quoted(text), line: line(tag.at)) }
            return .date(Date(timeIntervalSince1970: Double(seconds)))
        case .data:
            guard let data = Self.base64(text) else { throw .notBase64(line: line(tag.at)) }
            return .data(data)
        case .yes, .no:
            guard text.allSatisfy(PropertyListText.isSpace) else { throw .notEmpty(name(tag), line: line(tag.at)) }
            return .bool(element == .yes)
        case .plist, .dict, .array, .key:
            throw .misplaced(name(tag), inside: "plist", line: line(tag.at)) // not reached: handled by the caller
        }
    }
}

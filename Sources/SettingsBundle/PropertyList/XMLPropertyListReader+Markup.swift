/// The XML reader's markup scanner: the elements a list may hold, start
/// and end tags, whitespace, comments, processing instructions and DOCTYPEs
/// skipped between them, and the text inside an element.
extension XMLPropertyListReader {
    /// The elements a property list may hold.
    enum Element: String, CaseIterable {
        case plist, dict, array, key, string, integer, real, date, data
        case yes = "true", no = "false"

        static let names: [(element: Element, name: [UInt8])] = allCases.map { ($0, Array($0.rawValue.utf8)) }

        init?(_ name: ArraySlice<UInt8>) {
            guard let known = Self.names.first(where: { $0.name.count == name.count && $0.name.elementsEqual(name) }) else { return nil }
            self = known.element
        }
    }

    /// A start or end tag: its element (nil when unknown), the bytes of its
    /// name, where its `<` is, and whether it closes itself (`<x/>`).
    struct Tag {
        var element: Element?
        var name: Range<Int>
        var at: Int
        var isEmpty = false
    }

    /// The tag's name as written, for a message.
    func name(_ tag: Tag) -> String { text(bytes[tag.name]) }

    /// What follows the whitespace, comments and processing instructions.
    enum Markup {
        case start(Tag)
        case end(Tag)
        case text(at: Int)
        case endOfFile
    }

    static let commentOpen = Array("<!--".utf8), commentClose = Array("-->".utf8)
    static let instructionOpen = Array("<?".utf8), instructionClose = Array("?>".utf8)
    static let cdataOpen = Array("<![CDATA[".utf8), cdataClose = Array("]]>".utf8)
    static let doctypeOpen = Array("<!DOCTYPE".utf8), endTagOpen = Array("</".utf8)

    /// Skips whitespace, comments and processing instructions (and in the
    /// prolog a DOCTYPE), then reads the tag that follows.
    mutating func nextMarkup(inProlog: Bool = false) throws(Problem) -> Markup {
        while try skipMisc(doctype: inProlog) {}
        let at = position
        guard at < bytes.count else { return .endOfFile }
        guard bytes[at] == Byte.less else { return .text(at: at) }
        switch at + 1 < bytes.count ? bytes[at + 1] : 0 {
        case Byte.slash:
            return .end(try endTag(at: at))
        case Byte.bang:
            if matches(Self.cdataOpen, at: at) { return .text(at: at) }
            if matches(Self.doctypeOpen, at: at) { throw .misplacedDoctype(line: line(at)) }
            throw .unknownMarkup(snippet(at), line: line(at))
        default:
            return .start(try startTag(at: at))
        }
    }

    /// Skips whitespace and then one comment, processing instruction or
    /// (when allowed) DOCTYPE; whether one was skipped.
    mutating func skipMisc(doctype: Bool = false) throws(Problem) -> Bool {
        while position < bytes.count, PropertyListText.isSpace(bytes[position]) { position += 1 }
        let at = position
        guard at + 1 < bytes.count, bytes[at] == Byte.less, bytes[at + 1] == Byte.bang || bytes[at + 1] == Byte.question else {
            return false
        }
        if matches(Self.commentOpen, at: at) {
            position = try after(Self.commentClose, from: at + Self.commentOpen.count, opened: at, .comment)
        } else if bytes[at + 1] == Byte.question {
            position = try after(Self.instructionClose, from: at + Self.instructionOpen.count, opened: at, .instruction)
        } else if doctype, matches(Self.doctypeOpen, at: at) {
            position = try doctypeEnd(at)
        } else {
            return false
        }
        return true
    }

    /// Where a DOCTYPE starting at `at` ends: the first `>` outside quotes,
    /// comments and the internal subset's brackets.
    func doctypeEnd(_ at: Int) throws(Problem) -> Int {
        var i = at + Self.doctypeOpen.count
        var inSubset = false
        while i < bytes.count {
            switch bytes[i] {
            case Byte.quote, Byte.apostrophe:
                guard let close = bytes[(i + 1)...].firstIndex(of: bytes[i]) else { i = bytes.count; continue }
                i = close
            case Byte.less where inSubset && matches(Self.commentOpen, at: i):
                guard let close = find(Self.commentClose, from: i + Self.commentOpen.count) else { i = bytes.count; continue }
                i = close + Self.commentClose.count - 1
            case Byte.openBracket: inSubset = true
            case Byte.closeBracket: inSubset = false
            case Byte.greater where !inSubset: return i + 1
            default: break
            }
            i += 1
        }
        throw .unterminated(.doctype, line: line(at))
    }

    /// The start tag at `at` (its `<`); attributes are skipped unread.
    mutating func startTag(at: Int) throws(Problem) -> Tag {
        var i = at + 1
        while i < bytes.count, !Self.endsName(bytes[i]) { i += 1 }
        guard i > at + 1 else { throw .noElementName(line: line(at)) }
        var tag = Tag(element: Element(bytes[(at + 1)..<i]), name: (at + 1)..<i, at: at)
        while i < bytes.count {
            switch bytes[i] {
            case Byte.greater:
                position = i + 1
                return tag
            case Byte.slash where i + 1 < bytes.count && bytes[i + 1] == Byte.greater:
                tag.isEmpty = true
                position = i + 2
                return tag
            case Byte.quote, Byte.apostrophe:
                guard let close = bytes[(i + 1)...].firstIndex(of: bytes[i]) else { i = bytes.count; continue }
                i = close + 1
            case Byte.less:
                i = bytes.count
            default:
                i += 1
            }
        }
        throw .tagUnclosed(name(tag), line: line(at))
    }

    /// The end tag at `at` (its `</`): a name, optional whitespace and `>`.
    mutating func endTag(at: Int) throws(Problem) -> Tag {
        var i = at + 2
        while i < bytes.count, !Self.endsName(bytes[i]) { i += 1 }
        guard i > at + 2 else { throw .noElementName(line: line(at)) }
        let tag = Tag(element: Element(bytes[(at + 2)..<i]), name: (at + 2)..<i, at: at)
        while i < bytes.count, PropertyListText.isSpace(bytes[i]) { i += 1 }
        guard i < bytes.count, bytes[i] == Byte.greater else { throw .tagUnclosed("/" + name(tag), line: line(at)) }
        position = i + 1
        return tag
    }

    /// The text inside `tag` up to its end tag: entities replaced, CDATA
    /// unwrapped, comments and processing instructions dropped. A slice of
    /// the file itself when there was nothing to replace.
    mutating func content(of tag: Tag) throws(Problem) -> ArraySlice<UInt8> {
        let start = position
        var built: [UInt8] = []
        var rebuilt = false
        var run = start, i = start
        while true {
            guard let hit = bytes[i...].firstIndex(where: { $0 == Byte.less || $0 == Byte.ampersand }) else {
                throw .neverClosed(name(tag), line: line(tag.at))
            }
            if matches(Self.endTagOpen, at: hit) {
                let end = try endTag(at: hit)
                guard end.element == tag.element else {
                    throw .unexpectedEnd(name(end), line: line(hit), open: name(tag))
                }
                guard rebuilt else { return bytes[start..<hit] }
                built.append(contentsOf: bytes[run..<hit])
                return built[...]
            }
            built.append(contentsOf: bytes[run..<hit])
            rebuilt = true
            if bytes[hit] == Byte.ampersand {
                i = try entity(at: hit, into: &built)
            } else if matches(Self.cdataOpen, at: hit) {
                let inside = hit + Self.cdataOpen.count
                let close = try after(Self.cdataClose, from: inside, opened: hit, .cdata)
                built.append(contentsOf: bytes[inside..<(close - Self.cdataClose.count)])
                i = close
            } else if matches(Self.commentOpen, at: hit) {
                i = try after(Self.commentClose, from: hit + Self.commentOpen.count, opened: hit, .comment)
            } else if matches(Self.instructionOpen, at: hit) {
                i = try after(Self.instructionClose, from: hit + Self.instructionOpen.count, opened: hit, .instruction)
            } else {
                var end = hit + 1
                while end < bytes.count, !Self.endsName(bytes[end]) { end += 1 }
                guard end > hit + 1 else { throw .noElementName(line: line(hit)) }
                throw .misplaced(text(bytes[(hit + 1)..<end]), inside: name(tag), line: line(hit))
            }
            run = i
        }
    }
}

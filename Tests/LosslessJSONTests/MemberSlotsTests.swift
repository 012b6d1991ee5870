import Testing
@testable import LosslessJSON

/// Finding a list of names in one walk agrees with asking ``JSONDocument/member(_:of:)`` name by name.
@Suite struct MemberSlotsTests {
    static let listed = ["type", "key", "title", "on", "off", "in", "café", "a\"b", "", "K"]
    let names = JSONKeyList(listed)

    /// Every listed name, found both ways.
    func expectAgreement(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let document = try parse(text)
        let slots = document.members(of: document.root, among: names)
        for (place, name) in Self.listed.enumerated() {
            #expect(slots[place] == document.member(name, of: document.root), "\(name)", sourceLocation: sourceLocation)
        }
    }

    @Test func plainKeysOfEveryLengthAreFiled() throws {
        try expectAgreement(#"{"type": "switch", "key": "s0", "title": "S", "on": 1, "off": 0, "in": [], "": 3}"#)
    }

    @Test func unlistedKeysAndLookalikesAreLeftOut() throws {
        let document = try parse(#"{"types": 1, "ke": 2, "Title": 3, "o": 4, "offf": 5}"#)
        let slots = document.members(of: document.root, among: names)
        for place in Self.listed.indices { #expect(slots[place] == nil) }
        try expectAgreement(#"{"types": 1, "ke": 2, "Title": 3, "o": 4, "offf": 5}"#)
    }

    @Test func theLastOfARepeatedKeyWins() throws {
        let document = try parse(#"{"key": "a", "title": "T", "key": "b"}"#)
        let slots = document.members(of: document.root, among: names)
        let key = try #require(slots[1])
        #expect(document.string(key) == "b")
        try expectAgreement(#"{"key": "a", "title": "T", "key": "b"}"#)
    }

    @Test func escapedKeysAreDecodedFirst() throws {
        try expectAgreement(#"{"\u0074ype": "x", "caf\u00e9": 1, "a\"b": 2, "k\u0065y": 3}"#)
        let document = try parse(#"{"\u0074ype": "x"}"#)
        #expect(document.members(of: document.root, among: names)[0] != nil)
    }

    @Test func nonObjectsAndOutOfRangePlacesHaveNoMembers() throws {
        let document = try parse(#"[{"type": 1}]"#)
        let slots = document.members(of: document.root, among: names)
        #expect(slots[0] == nil)
        #expect(slots[-1] == nil)
        #expect(slots[JSONKeyList.capacity] == nil)
    }

    @Test func namesBeyondTheCapacityAreNeverFound() throws {
        let many = JSONKeyList((0...JSONKeyList.capacity).map { "k\($0)" })
        let document = try parse(#"{"k0": 0, "k64": 64}"#)
        let slots = document.members(of: document.root, among: many)
        #expect(slots[0] != nil)
        #expect(slots[JSONKeyList.capacity] == nil)
    }

    @Test func stringValuesAreMatchedAgainstTheList() throws {
        let words = JSONKeyList(["switch", "choice", "text", "number", "a-name-longer-than-sixteen-bytes"])
        let document = try parse(#"["text", "choice", "texts", "tex", "\u0074ext", 7, "", "a-name-longer-than-sixteen-bytes", "a-name-longer-than-sixteen-bytez"]"#)
        let places = document.children(document.root).map { document.place(ofString: $0, among: words) }
        #expect(places == [2, 1, nil, nil, 2, nil, nil, 4, nil])
    }

    /// A member's key is filed as a walk over the object files it: short and
    /// long names, a long key differing only past its sixteenth byte, keys one
    /// byte longer or shorter than the longest name, escapes.
    @Test func aMembersKeyIsFiledByItsPlace() throws {
        let keywords = JSONKeyList(["type", "markdownDescription", "additionalProperties", "if"])
        let document = try parse(#"{"markdownDescription": 0, "markdownDescriptiom": 1, "additionalProperties": 2, "ty\u0070e": 3, "if": 4, "iff": 5, "markdownDescriptionX": 6, "additionalPropertiesX": 7, "additionalPropertie": 8}"#)
        let places = document.children(document.root).map { document.place(ofKey: $0, among: keywords) }
        #expect(places == [1, nil, 2, 0, 3, nil, nil, nil, nil])
        #expect(document.place(ofKey: document.root, among: keywords) == nil)
    }

    @Test func namesSharingTheirFirstSixteenBytesStayApart() throws {
        let long = JSONKeyList(["abcdefghijklmnop1", "abcdefghijklmnop2", "abcdefghijklmnop"])
        let document = try parse(#"{"abcdefghijklmnop2": 0, "abcdefghijklmnop": 1, "abcdefghijklmnop1": 2}"#)
        let slots = document.members(of: document.root, among: long)
        #expect(slots[0] == document.member("abcdefghijklmnop1", of: document.root))
        #expect(slots[1] == document.member("abcdefghijklmnop2", of: document.root))
        #expect(slots[2] == document.member("abcdefghijklmnop", of: document.root))
    }

    /// As ``JSONDocument/member(_:of:)``, a key matches a name spelled with the same code points only:
    /// the Kelvin sign, written or escaped, is not "K" (a Swift `String` would say it is).
    @Test func aCanonicallyEquivalentKeyIsNotTheName() throws {
        try expectAgreement("{\"\u{212A}\": 1}")
        try expectAgreement(#"{"\u212A": 1}"#)
        let document = try parse(#"{"\u212A": 1, "\u004B": 2}"#)
        let slots = document.members(of: document.root, among: names)
        #expect(slots[9] == document.child(at: 1, of: document.root))
    }

    /// A short key is read in one 8-byte load where 8 bytes remain, byte by byte
    /// near the end of the text: both agree with a member lookup, whatever
    /// the key's length and however close to the end it is written.
    @Test func shortKeysAgreeWhereverTheyEnd() throws {
        let keys = ["", "o", "on", "key", "type", "title", "off", "typed", "abcdefg", "abcdefgh", "a\\\"b"]
        for key in keys {
            for padding in 0..<10 {
                let inner = "{\"\(key)\":" + String(repeating: " ", count: padding) + "1}"
                try expectAgreement(inner)
                try expectAgreement("{\"x\": " + inner + ", \"\(key)\": 2}")
            }
        }
    }

    /// Keys of the same length that differ in one byte are not taken for a repeat; the same key is.
    @Test func duplicateKeysCompareLengthThenBytes() throws {
        let document = try parse(#"{"type": 1, "tape": 2, "typo": 3, "o": {"ab": 1, "ac": 2, "ab": 3}, "tape": 4}"#)
        let found = document.duplicateKeys().map(\.key)
        #expect(found.sorted() == ["ab", "tape"])
    }
}

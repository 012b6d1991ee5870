import SettingsFileFixtures
import Testing
@testable import SettingsCore

/// Which command lines hold a secret, so that the runner keeps them out of
/// the history and echoes and records them masked.
@Suite struct SecretLineTests {
    static func session() throws -> Session {
        try TestSchemas.session(TestSchemas.file(items: """
            [{"type": "text", "key": "pw", "title": "Password", "secure": true},
             {"type": "text", "key": "name", "title": "Name"}]
            """))
    }

    @Test func aLineThatSetsASecureTextIsMasked() throws {
        let session = try Self.session()
        #expect(session.maskingSecret(in: "set pw hunter2") == "set pw ••••••")
        #expect(session.maskingSecret(in: "  SET  PW  two words ") == "SET  PW  ••••••")
        #expect(session.maskingSecret(in: "set name Jo") == nil)
        #expect(session.maskingSecret(in: "set pw \"\"") == nil)       // the empty text: nothing to hide
        #expect(session.maskingSecret(in: "get pw") == nil)
        #expect(session.maskingSecret(in: "set nosuchkey x") == nil)
    }

    /// The word `set` is found in every case and after any lead-in that
    /// the parser allows; a line without it is never a `set`.
    @Test func theCommandWordIsFoundInAnyCase() throws {
        let session = try Self.session()
        for word in ["sEt", "SeT", "sET", "Set"] {
            #expect(session.maskingSecret(in: "\(word) pw hunter2") == "\(word) pw ••••••")
            #expect(session.maskingSecret(in: "\t\(word)\tpw hunter2") == "\(word)\tpw ••••••")
        }
        #expect(session.maskingSecret(in: "sset pw hunter2") == nil, "the parser's refusal: not the word set")
    }

    /// The test that spares a line a second parse lets every `set` through
    /// and stops lines without the three letters in a row.
    @Test func onlyLinesWithTheLettersOfSetAreParsedAgain() {
        for line in ["set", "SET pw x", "  sEt a b", "sset", "xSeT", "RESET", "offset 3"] {
            #expect(Session.mentionsSet(line), "\(line)")
        }
        for line in ["", "se t pw x", "s e t", "\u{17F}et pw x", "ste", "12", "back", "Wi-Fi"] {
            #expect(!Session.mentionsSet(line), "\(line)")
        }
    }

    @Test func aKindHoldsASecretWhereverItsSecureTextIs() {
        let secure = SettingKind.text(TextRule(secure: true))
        #expect(secure.holdsSecret)
        #expect(!SettingKind.text(TextRule()).holdsSecret)
        #expect(SettingKind.map(MapRule(entry: PartRule(kind: secure))).holdsSecret)
        #expect(!SettingKind.map(MapRule(entry: PartRule(kind: .text(TextRule())))).holdsSecret)
        #expect(SettingKind.variants([Variant(title: "None", content: .constant(.null)), Variant(title: "Text", content: .value(secure))]).holdsSecret)
    }
}

import Testing
@testable import SettingsCore

/// A diff of the file shows a secret masked, as its row does, however the
/// file spells it; the lines are still compared as they are.
@Suite struct SavePreviewMaskingTests {
    @Test func aSecretIsMaskedHoweverItIsEscapedAndItsChangeStillShows() {
        let old = Array("{\"pw\": \"s\\u0033cret\", \"n\": 1}\n".utf8)
        let new = Array("{\"pw\": \"hunter2\", \"n\": 1}\n".utf8)
        let diff = SavePreview.diff(old: old, new: [new[...]], name: "f.json", newLabel: "after done", hiding: ["s3cret", "hunter2"], mask: "***")
        #expect(diff == "--- f.json\n+++ f.json (after done)\n@@ -1 +1 @@\n-{\"pw\": \"***\", \"n\": 1}\n+{\"pw\": \"***\", \"n\": 1}\n")
    }

    @Test func otherStringsEscapesAndAnUnfinishedStringAreLeftAlone() {
        let masked = Array("\"*\"".utf8)
        func mask(_ line: String) -> String {
            String(decoding: SavePreview.masking(Array(line.utf8)[...], ["s3cret"], with: masked), as: UTF8.self)
        }
        #expect(mask(#""a": "s3cret", "b": "s3cret!""#) == #""a": "*", "b": "s3cret!""#)
        #expect(mask(#""q\"s3cret": 1"#) == #""q\"s3cret": 1"#)
        #expect(mask(#""s3cret": "s3cret"  // "s3cret"#) == #""*": "*"  // "s3cret"#)
        #expect(mask(#"x "s3cret\"#) == #"x "s3cret\"#)
    }

    @Test func withoutSecretsTheDiffIsUnchanged() {
        let old = Array("{\"pw\": \"s3cret\"}\n".utf8)
        let new = Array("{\"pw\": \"other\"}\n".utf8)
        let diff = SavePreview.diff(old: old, new: [new[...]], name: "f.json", newLabel: "after done")
        #expect(diff.contains("-{\"pw\": \"s3cret\"}\n+{\"pw\": \"other\"}\n"))
    }
}

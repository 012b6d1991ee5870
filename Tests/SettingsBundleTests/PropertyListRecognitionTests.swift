import Testing
@testable import SettingsBundle

/// A file named where a layout is expected is told to be a property list
/// by its first bytes: a binary list's magic, or an XML list's element or
/// doctype anywhere in the start.
@Suite struct PropertyListRecognitionTests {
    let format = SettingsBundleFormat()

    @Test("Binary and XML property lists are recognised", arguments: [
        "bplist00\u{1}\u{2}",
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict/></plist>",
        "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\">",
        "  <<plist>",
    ])
    func recognised(start: String) {
        #expect(format.recognises(start: Array(start.utf8)))
    }

    @Test("Other files are not, nor a start cut inside the element", arguments: [
        "", "{\"plist\": 1}", "<pli", " bplist00", "<PLIST>", "<!DOCTYPE html>", "<plis<plis",
    ])
    func notRecognised(start: String) {
        #expect(!format.recognises(start: Array(start.utf8)))
    }
}

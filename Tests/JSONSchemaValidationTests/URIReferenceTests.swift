@testable import JSONSchemaValidation
import Testing

/// References resolved against a base: RFC 3986 for absolute bases, and a
/// relative base (a schema found at no URI) keeping the `..` that lead out of its folder.
@Suite struct URIReferenceTests {
    @Test(arguments: [
        ("../c.json", "", "../c.json"),
        ("../c.json", "defs/a.json", "c.json"),
        ("../../c.json#/x", "defs/a.json", "../c.json#/x"),
        ("./b/../d.json", "", "d.json"),
        ("../c.json", "http://example.com/a/b.json", "http://example.com/c.json"),
        // Above an absolute base's root, RFC 3986 drops what leads further.
        ("../../../c.json", "http://example.com/a/b.json", "http://example.com/c.json"),
        ("child1#my_anchor", "http://localhost:1234/draft2020-12/root", "http://localhost:1234/draft2020-12/child1#my_anchor"),
    ])
    func resolves(reference: String, base: String, expected: String) {
        #expect(URIReference.resolve(reference, against: base).text == expected)
    }
}

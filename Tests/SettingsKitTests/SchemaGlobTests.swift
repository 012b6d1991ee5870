@_spi(SettingsShell) @testable import SettingsKit
import Testing

/// A catalog's `fileMatch` patterns match as SchemaStore's editors match
/// them: the end of the path at a folder boundary, `**` any folders, and
/// bounded work whatever the pattern.
@Suite struct SchemaGlobTests {
    private func matches(_ pattern: String, _ path: String) throws -> Bool? {
        var budget = SchemaCatalog.matchBudget
        return try SchemaGlob(pattern).matches(path, budget: &budget)
    }

    @Test func aPatternWithoutASlashMatchesTheFileNameAnywhere() throws {
        #expect(try matches("*.yml", "/home/me/ci.yml") == true)
        #expect(try matches("docker-compose.yml", "/srv/app/docker-compose.yml") == true)
        #expect(try matches("docker-compose.yml", "/srv/app/docker-compose.yml.bak") == false)
        #expect(try matches("compose.yml", "/srv/app/docker-compose.yml") == false)
    }

    @Test func aPatternWithSlashesMatchesTheEndOfThePathAtAFolderBoundary() throws {
        #expect(try matches(".github/workflows/*.yml", "/repo/.github/workflows/ci.yml") == true)
        #expect(try matches(".github/workflows/*.yml", "/repo/x.github/workflows/ci.yml") == false)
        #expect(try matches(".github/workflows/*.yml", "/repo/.github/workflows/sub/ci.yml") == false)
        #expect(try matches("/.github/workflows/*.yml", "/repo/.github/workflows/ci.yml") == true)
    }

    @Test func doubleStarCrossesFoldersOnlyAsAWholeName() throws {
        #expect(try matches(".github/workflows/**/*.yml", "/r/.github/workflows/a/b/ci.yml") == true)
        #expect(try matches(".github/workflows/**/*.yml", "/r/.github/workflows/ci.yml") == true)
        #expect(try matches("charts/**/values.yaml", "/r/charts/web/values.yaml") == true)
        // Not a whole name: one name's worth, as `*`.
        #expect(try matches("workflows/**.yml", "/r/workflows/ci.yml") == true)
        #expect(try matches("workflows/**.yml", "/r/workflows/a/ci.yml") == false)
    }

    @Test func bracesSetsAndSingleCharacters() throws {
        #expect(try matches("*.{yml,yaml}", "/r/a.yaml") == true)
        #expect(try matches("*.{yml,yaml}", "/r/a.json") == false)
        #expect(try matches("{.gitlab-ci,ci/{main,extra}}.yml", "/r/ci/extra.yml") == true)
        #expect(try matches("v[0-9].toml", "/r/v7.toml") == true)
        #expect(try matches("v[!0-9].toml", "/r/v7.toml") == false)
        #expect(try matches("?.toml", "/r/a.toml") == true)
        #expect(try matches("?.toml", "/r/ab.toml") == false)
        #expect(try matches("a\\*.toml", "/r/a*.toml") == true)
        #expect(try matches("a\\*.toml", "/r/ab.toml") == false)
    }

    @Test func anExclusionIsMarkedAndAnEmptyPatternMatchesNothing() throws {
        #expect(try SchemaGlob("!**/node_modules/**").excludes)
        #expect(try !SchemaGlob("*.yml").excludes)
        #expect(try matches("!", "/r/a.yml") == false)
        #expect(try matches("", "/r/a.yml") == false)
    }

    @Test func aHugeOrExplodingPatternIsRefused() {
        #expect(throws: SchemaGlob.Problem.tooLong(length: 5000)) { try SchemaGlob(String(repeating: "*a", count: 2500)) }
        #expect(throws: SchemaGlob.Problem.tooManyAlternatives) { try SchemaGlob(String(repeating: "{a,b}", count: 20)) }
        #expect(throws: SchemaGlob.Problem.unclosedBrace) { try SchemaGlob("*.{yml,yaml") }
    }

    @Test func pathologicalPatternsStayWithinTheirBudget() throws {
        // Backtracking would take exponential time here; the walk is at most pattern × name.
        let stars = try SchemaGlob(String(repeating: "*a", count: 400) + "b")
        var budget = 10_000_000
        #expect(stars.matches("/" + String(repeating: "a", count: 3000), budget: &budget) == false)
        #expect(10_000_000 - budget <= 802 * 3001)
        // Many `**` against a deep path: the table is names × names.
        let deep = try SchemaGlob(String(repeating: "**/", count: 300) + "x")
        var small = 1000
        #expect(deep.matches(String(repeating: "/d", count: 1500), budget: &small) == nil)
        #expect(small < 0)
    }
}

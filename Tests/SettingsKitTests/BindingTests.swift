import FoundationEssentials
import SettingsCore
@_spi(SettingsShell) import SettingsKit
import Testing

enum Tier: String, Codable, CaseIterable {
    case gold, silver, bronzeAndBelow
}

enum Size: Int, Codable, CaseIterable {
    case small = 1, large = 2
}

struct Address: Codable, Equatable {
    var street = ""
    var city = "Paris"
}

struct Profile: Codable, Equatable {
    @Caption("First name") @Placeholder("Jane") var firstName = ""
    var airplaneMode = false
    @Header("Extra") @Footer("Only you see these.") @Multiline var note = ""
    @NumberRange(0...10) var rating = 5
    var tier = Tier.silver
    var tags: [String] = []
    var address = Address()
    @Secure var password = ""
    @Header("Size") @Selection(inline: true) var size = Size.small
}

@Suite struct BindingTests {
    @Test(arguments: ["airplaneMode", "AirplaneMode", "airplane_mode"])
    func aCaptionIsTheNameMadeReadable(name: String) {
        #expect(CaptionText.caption(of: name) == "Airplane Mode")
    }

    @Test func capitalsRunTogetherStayOneWord() {
        #expect(CaptionText.caption(of: "URLPath") == "URL Path")
        #expect(CaptionText.caption(of: "wifiSSID") == "Wifi SSID")
        #expect(CaptionText.caption(of: "ipv6Address") == "Ipv6 Address")
    }

    @Test func wrappersEncodeAsTheBareValue() throws {
        var profile = Profile()
        profile.firstName = "Ann"
        let json = String(decoding: try JSONEncoder().encode(profile), as: UTF8.self)
        #expect(json.contains(#""firstName":"Ann""#))
        #expect(json.contains(#""rating":5"#))
        let decoded = try JSONDecoder().decode(Profile.self, from: Data(json.utf8))
        #expect(decoded.firstName == "Ann" && decoded.rating == 5)
    }

    @Test func theModelsPropertiesAreTheRows() {
        var profile = Profile()
        let printed = CapturedOutput()
        let outcome = edit(&profile, title: "Profile", input: .lines(["done"]), output: printed)
        #expect(outcome == .nothingChanged)
        #expect(printed.firstChunk == """
        Profile                                                                   [Done]

          1  First name
          2  Airplane Mode                                                         [off]

        EXTRA
          3  Note
          4  Rating                                                                    5
          5  Tier                                                              Silver  >
          6  Tags                                                                None  >
          7  Address                                                                   >
          8  Password
             Only you see these.

        SIZE
          9  Small                                                                     ✓
         10  Large
        """)
    }

    @Test func editsComeBackIntoTheStruct() {
        var profile = Profile()
        let lines = ["first", "Ann", "2", "set note Dear Ann,\\nwelcome.", "set rating 7", "tier", "gold", "back",
                     "address", "street", "1 Rue de Rivoli", "back", "large", "done"]
        let outcome = edit(&profile, title: "Profile", input: .lines(lines), output: CapturedOutput())
        #expect(outcome == .saved(changes: 7))
        var expected = Profile()
        expected.firstName = "Ann"
        expected.airplaneMode = true
        expected.note = "Dear Ann,\nwelcome."
        expected.rating = 7
        expected.tier = .gold
        expected.address.street = "1 Rue de Rivoli"
        expected.size = .large
        #expect(profile == expected)
    }

    @Test func theEditedModelKeepsItsCaptions() {
        var profile = Profile()
        _ = edit(&profile, title: "Profile", input: .lines(["set rating 3", "done"]), output: CapturedOutput())
        let printed = CapturedOutput()
        _ = edit(&profile, title: "Profile", input: .lines(["set rating 11", "done"]), output: printed)
        #expect(printed.firstChunk?.contains("1  First name") == true)
        #expect(printed.errorLines == ["line 1: Rating 11 is not between 0 and 10"])
        #expect(profile.rating == 3)
    }

    @Test func aMultilineNoteShowsItsLineBreaksEscaped() {
        var profile = Profile()
        profile.note = "one\ntwo \\ three"
        let printed = CapturedOutput()
        _ = edit(&profile, title: "Profile", input: .lines(["get note", "done"]), output: printed)
        #expect(printed.outputLines.contains(#"one\ntwo \\ three"#))
    }

    @Test func aCheckRefusesAPropertysValue() {
        var profile = Profile()
        let printed = CapturedOutput()
        let outcome = edit(&profile, title: "Profile", input: .lines(["set address.city Lyon", "done"]), output: printed,
                           checks: ["address.city": { $0 == "Lyon" ? "is not served yet" : nil }])
        #expect(outcome == .failed(.script(firstRefused: RefusedLine(number: 1, message: "City is not served yet"), saved: 0, unsaved: 0)))
        #expect(profile.address.city == "Paris")
    }

    @Test func aCheckForNoPropertyIsSaidNotIgnored() {
        var profile = Profile()
        let outcome = edit(&profile, title: "Profile", input: .lines(["done"]), output: CapturedOutput(),
                           checks: ["adress.city": { _ in "is never asked" }])
        #expect(outcome == .failed(.store(StoreFailure(lines: [#"top level: a check is given for "adress.city", which is not a key of any setting"#],
                                                       kind: .invalid))))
    }

    @Test func theChangeHookHearsTheModel() {
        var profile = Profile()
        var heard: [Int] = []
        _ = edit(&profile, title: "Profile", input: .lines(["set rating 8", "set rating 9", "cancel"]), output: CapturedOutput()) {
            heard.append($0.rating)
        }
        #expect(heard == [8, 9])
        #expect(profile.rating == 5)
    }

    @Test func aPropertyOfAnotherTypeIsAProblemNotACrash() {
        struct Odd: Codable {
            var name = ""
            var when: [Int] = []
        }
        var odd = Odd()
        let outcome = edit(&odd, title: "Odd", input: .lines(["done"]), output: CapturedOutput())
        let line = "section 1 › When: a property of type Array<Int> can't be edited: a row edits Bool, String, a number, a Date, a CaseIterable enum of String or Int raw values, an array of texts or of such an enum, a Set of such an enum, a dictionary of them by String, an optional of any of these, or a struct of these"
        #expect(outcome == .failed(.store(StoreFailure(lines: [line], kind: .invalid))))
        let problems = layout(of: odd, title: "Odd").problems
        #expect(problems.map(\.reason) == [.format(AnyFormatReason(DeclarationReason.propertyNotEditable(type: "Array<Int>")))])
        #expect(problems.map(\.place) == ["section 1 › When"])
    }
}

struct Declared: SettingsModel, Equatable {
    @Caption("E-mail") var email = ""
    @NumberRange(1...10) var seats = 1
}

@Suite struct DeclaredModelTests {
    @Test func aModelDecodedByAnyDecoderShowsItsDeclaredRows() throws {
        var model = try JSONDecoder().decode(Declared.self, from: Data(#"{"email":"ann@example.com","seats":3}"#.utf8))
        let printed = CapturedOutput()
        let outcome = edit(&model, title: "Account", input: .lines(["set seats 11", "done"]), output: printed)
        #expect(printed.firstChunk?.contains("1  E-mail") == true)
        #expect(outcome == .failed(.script(firstRefused: RefusedLine(number: 1, message: "Seats 11 is not between 1 and 10"), saved: 0, unsaved: 0)))
        #expect(model.seats == 3)
    }

    @Test func wrappersAreEqualWhenTheirValuesAre() throws {
        let decoded = try JSONDecoder().decode(Declared.self, from: Data(#"{"email":"","seats":1}"#.utf8))
        #expect(decoded == Declared())
    }
}

@Suite struct RenamedPropertyTests {
    struct Renamed: Codable {
        var name = ""
        var nickname = ""

        enum CodingKeys: String, CodingKey {
            case name
            case nickname = "nick"
        }
    }

    struct Identified: Codable {
        var name = ""
        var identifier = UUID()
    }

    @Test func aStructWrittenAsAValueIsAProblemNotAScreenOfItsInsides() {
        var model = Identified()
        let outcome = edit(&model, title: "Identified", input: .lines(["done"]), output: CapturedOutput())
        guard case .failed(.store(let failure)) = outcome else {
            Issue.record("expected a layout problem, got \(outcome)")
            return
        }
        #expect(failure.lines.count == 1)
        #expect(failure.lines.first?.hasPrefix("section 1 › Identifier: a property of type UUID can't be edited") == true)
    }

    @Test func aPropertyStoredUnderAnotherNameIsAProblemNotALostEdit() {
        var model = Renamed()
        let outcome = edit(&model, title: "Renamed", input: .lines(["set nickname Al", "done"]), output: CapturedOutput())
        let line = #"section 1 › Nickname: property "nickname" is not in the model's JSON under its own name (its CodingKeys name it otherwise, or leave it out), so its edits could not be put back"#
        #expect(outcome == .failed(.store(StoreFailure(lines: [line], kind: .invalid))))
        #expect(model.nickname == "")
    }
}

@Suite struct ContainerBindingTests {
    struct Team: SettingsModel, Equatable {
        var members: [String] = []
        var sizes: [Size] = []
        var scores: [String: Int] = [:]
    }

    @Test func listsAndMapsComeBackIntoTheStruct() {
        var team = Team()
        team.scores = ["ann": 3]
        let lines = ["members", "add Ann", "add Bob", "back", "sizes", "add large", "back", "set scores {\"ann\": 3, \"bob\": 5}", "done"]
        let printed = CapturedOutput()
        let outcome = edit(&team, title: "Team", input: .lines(lines), output: printed)
        #expect(outcome == .saved(changes: 3), "\(printed.standardError)")
        #expect(team.members == ["Ann", "Bob"])
        #expect(team.sizes == [.large])
        #expect(team.scores == ["ann": 3, "bob": 5])
    }
}

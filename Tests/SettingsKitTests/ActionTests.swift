import SettingsCore
@_spi(SettingsShell) import SettingsKit
import Synchronization
import Testing

/// What the actions of a test form did, from any thread.
final class Statistics: Sendable {
    private let resets = Mutex(0)
    private let exports = Mutex(0)

    var resetCount: Int { resets.withLock { $0 } }
    var exportCount: Int { exports.withLock { $0 } }

    func reset() { resets.withLock { $0 += 1 } }
    func export() { exports.withLock { $0 += 1 } }
}

@Suite struct ActionTests {
    static func form(_ statistics: Statistics) -> Form {
        Form("Usage") {
            FormSection("Statistics") {
                Switch("Collect", key: "collect", default: true)
                Action("Reset Statistics") {
                    statistics.reset()
                    return "Statistics reset."
                }
                Action("Export Quietly") {
                    statistics.export()
                    return nil
                }.visible(when: "collect", equals: true)
            }
            FormSection {
                Form("More") {
                    FormSection { Action("Export") { statistics.export(); return "Exported \(statistics.exportCount) times." } }
                }
            }
        }
    }

    @Test func anActionIsANumberedRowWithNoValue() {
        let form = Self.form(Statistics())
        #expect(form.problems.isEmpty)
        #expect(rootScreen(form.layout()) == """
        Usage                                                 [Done]

        STATISTICS
          1  Collect                                            [on]
          2  Reset Statistics
          3  Export Quietly

          4  More                                                  >

        """)
    }

    @Test func selectingAnActionRunsItAndShowsItsMessage() {
        let statistics = Statistics()
        var values: [String: SettingValue] = [:]
        let printed = CapturedOutput()
        let outcome = edit(Self.form(statistics), values: &values, input: .lines(["reset statistics", "2", "done"]), output: printed)
        #expect(outcome == .nothingChanged)
        #expect(statistics.resetCount == 2)
        #expect(printed.outputLines.filter { $0 == "Statistics reset." }.count == 2)
        #expect(values.isEmpty)
    }

    @Test func anActionSayingNothingPrintsNothingAndAHiddenOneIsNotThere() {
        let statistics = Statistics()
        var values: [String: SettingValue] = [:]
        let printed = CapturedOutput()
        _ = edit(Self.form(statistics), values: &values, input: .lines(["export quietly", "collect", "done"]), output: printed)
        #expect(statistics.exportCount == 1)
        #expect(!printed.standardOutput.contains("Exported"))
        let hidden = edit(Self.form(statistics), values: &values, input: .lines(["export quietly", "done"]), output: CapturedOutput())
        #expect(hidden == .failed(.script(firstRefused: RefusedLine(number: 1, message: #"no row or command "export quietly" here (type help for commands)"#),
                                          saved: 0, unsaved: 0)))
        #expect(statistics.exportCount == 1)
        #expect(values == ["collect": false])
    }

    @Test func anActionOnAChildScreenRunsItsOwnCode() {
        let statistics = Statistics()
        var values: [String: SettingValue] = [:]
        let printed = CapturedOutput()
        _ = edit(Self.form(statistics), values: &values, input: .lines(["more", "export", "export", "done"]), output: printed)
        #expect(statistics.exportCount == 2 && statistics.resetCount == 0)
        #expect(printed.outputLines.contains("Exported 2 times."))
    }
}

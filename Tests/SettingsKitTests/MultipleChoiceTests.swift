import FoundationEssentials
import SettingsCore
@_spi(SettingsShell) import SettingsKit
import Testing

enum Weekday: String, Codable, CaseIterable {
    case monday, tuesday, wednesday, thursday, friday
}

@Suite struct MultipleCheckmarksTests {
    let form = Form("Alarm") {
        FormSection {
            MultipleCheckmarks("Repeat", key: "repeat", options: ["Mon", "Tue", "Wed"], default: ["Mon"])
            MultipleCheckmarks("Sounds", key: "sounds", options: [Choice("Radar", value: 1), Choice("Chimes", value: 2)], count: 0...1)
        }
    }

    @Test func theRowShowsTheCheckedOptionsAndItsScreenMarksEachOne() {
        #expect(form.problems.isEmpty)
        var values: [String: SettingValue] = ["repeat": .list(["Wed", "Mon"])]
        let printed = CapturedOutput()
        _ = edit(form, values: &values, input: .lines(["repeat", "done"]), output: printed)
        #expect(printed.firstChunk == """
        Alarm                                                                     [Done]

          1  Repeat                                                          Wed, Mon  >
          2  Sounds                                                              None  >
        """)
        #expect(printed.standardOutput.contains("""
          1  Mon                                                                       ✓
          2  Tue
          3  Wed                                                                       ✓
        """))
    }

    @Test func selectingOptionsChecksAndUnchecksThemInTheOptionsOrder() {
        var values: [String: SettingValue] = [:]
        let outcome = edit(form, values: &values, input: .lines(["repeat", "wed", "tue", "mon", "tue", "back", "done"]), output: CapturedOutput())
        #expect(outcome == .saved(changes: 1))
        #expect(values == ["repeat": .list(["Wed"])])
        var more: [String: SettingValue] = [:]
        _ = edit(form, values: &more, input: .lines(["repeat", "3", "2", "done"]), output: CapturedOutput())
        #expect(more == ["repeat": .list(["Mon", "Tue", "Wed"])])
    }

    @Test func aCheckBeyondTheCountIsRefusedInWords() {
        var values: [String: SettingValue] = [:]
        let outcome = edit(form, values: &values, input: .lines(["sounds", "radar", "chimes", "done"]), output: CapturedOutput())
        let refusal = RefusedLine(number: 3, message: "Sounds takes at most 1 (uncheck one first)")
        #expect(outcome == .failed(.script(firstRefused: refusal, saved: 0, unsaved: 1)))
        let saved = edit(form, values: &values, input: .lines(["sounds", "radar", "radar", "chimes", "done"]), output: CapturedOutput())
        #expect(saved == .saved(changes: 1))
        #expect(values == ["sounds": .list([2])])
    }

    @Test func aListCanStillBeSetWhole() {
        var values: [String: SettingValue] = [:]
        let outcome = edit(form, values: &values, input: .lines([#"set repeat ["Tue", "Wed"]"#, "done"]), output: CapturedOutput())
        #expect(outcome == .saved(changes: 1))
        #expect(values == ["repeat": .list(["Tue", "Wed"])])
    }
}

@Suite struct SetBindingTests {
    struct Schedule: SettingsModel, Equatable {
        var workdays: Set<Weekday> = [.monday, .friday, .wednesday]
        var order: [Weekday] = []
        var alarms: Set<Weekday>?
    }

    @Test func aSetOfAnEnumIsAMultipleChoiceInItsCasesOrder() {
        var schedule = Schedule()
        let printed = CapturedOutput()
        _ = edit(&schedule, title: "Schedule", input: .lines(["workdays", "done"]), output: printed)
        #expect(printed.firstChunk == """
        Schedule                                                                  [Done]

          1  Workdays                                       Monday, Wednesday, Friday  >
          2  Order                                                               None  >
          3  Alarms                                                           not set  >
        """)
        #expect(printed.standardOutput.contains("""
          1  Monday                                                                    ✓
          2  Tuesday
          3  Wednesday                                                                 ✓
          4  Thursday
          5  Friday                                                                    ✓
        """))
    }

    @Test func checkedCasesComeBackAsTheSet() {
        var schedule = Schedule()
        let lines = ["workdays", "tuesday", "friday", "back", "alarms", "thursday", "back", "order", "add friday", "add monday", "back", "done"]
        let printed = CapturedOutput()
        let outcome = edit(&schedule, title: "Schedule", input: .lines(lines), output: printed)
        #expect(outcome == .saved(changes: 3), "\(printed.standardError)")
        #expect(schedule.workdays == [.monday, .tuesday, .wednesday])
        #expect(schedule.alarms == [.thursday])
        #expect(schedule.order == [.friday, .monday])
    }

    @Test func aSetLeftAloneComesBackAsItWas() {
        var schedule = Schedule()
        let outcome = edit(&schedule, title: "Schedule", input: .lines(["workdays", "tuesday", "tuesday", "done"]), output: CapturedOutput())
        #expect(outcome == .nothingChanged)
        #expect(schedule == Schedule())
    }
}

import FoundationEssentials
import SettingsCore
@_spi(SettingsShell) import SettingsKit
import Testing

/// 2026-11-23T14:30:00Z.
private let meeting = Date(timeIntervalSince1970: 1_795_444_200)

@Suite struct DateValueTests {
    @Test(arguments: [
        (DateFieldStyle.dateTime, "2026-11-23T14:30:00Z"), (.date, "2026-11-23"), (.time, "14:30:00Z"),
    ])
    func aDateIsShownInISO8601AndUTC(style: DateFieldStyle, text: String) {
        #expect(SettingValue(meeting, as: style) == .text(text))
    }

    @Test func daysBeforeTheEpochAndLeapDaysAreShownAsTheCalendarHasThem() {
        #expect(SettingValue(Date(timeIntervalSince1970: -14_182_940), as: .dateTime) == "1969-07-20T20:17:40Z")
        #expect(SettingValue(Date(timeIntervalSince1970: 1_709_186_400), as: .date) == "2024-02-29")
        #expect(SettingValue(Date(timeIntervalSince1970: 946_684_799.75), as: .dateTime) == "1999-12-31T23:59:59Z")
    }

    @Test func aDateBeyondWhatARowShowsHasNoText() {
        #expect(SettingValue(Date(timeIntervalSince1970: 1e15), as: .date) == nil)
        #expect(SettingValue(Date(timeIntervalSince1970: .nan), as: .date) == nil)
        #expect(SettingValue(Date(timeIntervalSince1970: .infinity), as: .time) == nil)
    }

    @Test func aTextReadsBackAsTheInstantItStandsFor() {
        #expect(SettingValue.text("2026-11-23T14:30:00Z").date == meeting)
        #expect(SettingValue.text("2026-11-23T15:30:00+01:00").date == meeting)
        #expect(SettingValue.text("2026-11-23").date == Date(timeIntervalSince1970: 1_795_392_000))
        #expect(SettingValue.text("14:30:00Z").date == Date(timeIntervalSince1970: 14.5 * 3600))
        #expect(SettingValue.text("2026-11-23T14:30:00.5Z").date == Date(timeIntervalSince1970: 1_795_444_200.5))
    }

    @Test(arguments: ["", "2026-02-30", "2026-13-01", "24:00:00Z", "14:30:00", "2026-11-23 14:30:00Z", "tomorrow", "2026-11-23T14:30:00+1:00"])
    func aTextOfAnotherShapeIsNoDate(text: String) {
        #expect(SettingValue.text(text).date == nil)
        #expect(SettingValue.integer(3).date == nil)
    }
}

@Suite struct DateFieldTests {
    let form = Form("Calendar") {
        FormSection {
            DateField("Meeting", key: "meeting")
            DateField("Birthday", key: "birthday", .date)
            DateField("Wake Up", key: "wakeUp", .time, default: Date(timeIntervalSince1970: 7 * 3600))
        }
    }

    @Test func theRowsShowTheirDatesAndThePromptTheShapeItTakes() {
        #expect(form.problems.isEmpty)
        #expect(rootScreen(form.layout()) == """
        Calendar                                              [Done]

          1  Meeting
          2  Birthday
          3  Wake Up                                       07:00:00Z

        """)
        var values: [String: SettingValue] = [:]
        let printed = CapturedOutput()
        _ = edit(form, values: &values, input: .lines(["birthday", "2000-01-01", "done"]), output: printed)
        #expect(printed.standardOutput.contains("YYYY-MM-DD"))
        #expect(values == ["birthday": "2000-01-01"])
    }

    @Test func aScriptSetsDatesAndTheValuesReadBackAsDates() {
        var values: [String: SettingValue] = [:]
        let lines = ["set meeting 2026-11-23T15:30:00+01:00", "set birthday 1990-05-17", "set wakeUp 06:45:00Z", "done"]
        let outcome = edit(form, values: &values, input: .lines(lines), output: CapturedOutput())
        #expect(outcome == .saved(changes: 3))
        #expect(values == ["meeting": "2026-11-23T15:30:00+01:00", "birthday": "1990-05-17", "wakeUp": "06:45:00Z"])
        #expect(values["meeting"]?.date == meeting)
        #expect(values["wakeUp"]?.date == Date(timeIntervalSince1970: 6.75 * 3600))
    }

    @Test(arguments: [("set birthday 2026-02-30", "Birthday expects a date like 2026-11-23"),
                      ("set wakeUp 7am", "Wake Up expects a time with its offset, like 14:30:00Z or 14:30:00+01:00")])
    func aDayThatDoesNotExistOrATextOfAnotherShapeIsRefused(line: String, message: String) {
        var values: [String: SettingValue] = [:]
        let outcome = edit(form, values: &values, input: .lines([line, "done"]), output: CapturedOutput())
        #expect(outcome == .failed(.script(firstRefused: RefusedLine(number: 1, message: message), saved: 0, unsaved: 0)))
        #expect(values.isEmpty)
    }
}

@Suite struct DateBindingTests {
    struct Appointment: SettingsModel, Equatable {
        var title = "Review"
        var starts = meeting
        @DateStyle(.date) var day = meeting
        @DateStyle(.time) var reminder = meeting
    }

    @Test func aDateIsADateTimeRowAndItsStyleShowsADayOrATime() {
        var appointment = Appointment()
        let printed = CapturedOutput()
        #expect(edit(&appointment, title: "Appointment", input: .lines(["done"]), output: printed) == .nothingChanged)
        #expect(printed.firstChunk == """
        Appointment                                                               [Done]

          1  Title                                                                Review
          2  Starts                                                 2026-11-23T14:30:00Z
          3  Day                                                              2026-11-23
          4  Reminder                                                          14:30:00Z
        """)
    }

    @Test func typedDatesComeBackAsDatesADayKeepingItsTimeAndATimeItsDay() {
        var appointment = Appointment()
        let lines = ["set starts 2027-01-02T09:00:00+02:00", "set day 2026-12-24", "set reminder 08:15:00Z", "done"]
        let outcome = edit(&appointment, title: "Appointment", input: .lines(lines), output: CapturedOutput())
        #expect(outcome == .saved(changes: 3))
        #expect(appointment.starts == Date(timeIntervalSince1970: 1_798_873_200))
        #expect(appointment.day == Date(timeIntervalSince1970: 1_798_122_600))
        #expect(appointment.reminder == Date(timeIntervalSince1970: 1_795_392_000 + 8.25 * 3600))
    }

    @Test func aTimeWithAnOffsetKeepsItsDayInUTC() {
        var appointment = Appointment()
        // 00:30 at +01:00 is 23:30 UTC: still on the reminder's day, not the one before.
        let outcome = edit(&appointment, title: "Appointment", input: .lines(["set reminder 00:30:00+01:00", "done"]), output: CapturedOutput())
        #expect(outcome == .saved(changes: 1))
        #expect(appointment.reminder == Date(timeIntervalSince1970: 1_795_392_000 + 23.5 * 3600))
    }

    @Test func aDateNotEditedComesBackExactToItsFractionOfASecond() {
        var appointment = Appointment()
        let precise = Date(timeIntervalSinceReferenceDate: 785_000_000.123_456_7)
        appointment.starts = precise
        let outcome = edit(&appointment, title: "Appointment", input: .lines(["set title Retro", "done"]), output: CapturedOutput())
        #expect(outcome == .saved(changes: 1))
        #expect(appointment.starts == precise)
        #expect(appointment.title == "Retro")
    }

    @Test func aTextThatIsNoDateIsRefusedAndTheModelKept() {
        var appointment = Appointment()
        let outcome = edit(&appointment, title: "Appointment", input: .lines(["set starts 2026-11-23", "done"]), output: CapturedOutput())
        let refusal = RefusedLine(number: 1, message: "Starts expects a date and time like 2026-11-23T14:30:00Z")
        #expect(outcome == .failed(.script(firstRefused: refusal, saved: 0, unsaved: 0)))
        #expect(appointment == Appointment())
    }
}

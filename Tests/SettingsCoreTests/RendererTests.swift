import SettingsFileFixtures
import Testing
@testable import SettingsCore

/// The screen contract — bar, numbered rows, right-aligned details,
/// accessories always visible, columns measured in terminal cells.
@Suite struct RendererTests {
    private func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }

    /// The reference example screen.
    static let display = ScreenModel(
        title: "Settings", backTitle: nil, barButton: "Done",
        sections: [Section(
            header: "Display",
            rows: [
                Row(number: 1, title: "Language", detail: "Français", accessory: .disclosure, action: .openChoice(key: "language")),
                Row(number: 2, title: "Sounds", accessory: .switch(true), action: .toggle(key: "sounds")),
            ],
            footer: "Changes apply immediately.")])

    private func render(_ model: ScreenModel, _ width: Int, glyphs: Glyphs = .unicode) -> [String] {
        Renderer(style: RenderStyle(glyphs: glyphs)).render(model, width: width)
    }

    // MARK: - Exact layouts

    @Test func width80() {
        #expect(render(Self.display, 80) == [
            "Settings" + spaces(66) + "[Done]",
            "",
            "DISPLAY",
            "  1  Language" + spaces(56) + "Français  >",
            "  2  Sounds" + spaces(65) + "[on]",
            "     Changes apply immediately.",
        ])
    }

    @Test func width40() {
        #expect(render(Self.display, 40) == [
            "Settings                          [Done]",
            "",
            "DISPLAY",
            "  1  Language                Français  >",
            "  2  Sounds                         [on]",
            "     Changes apply immediately.",
        ])
    }

    @Test func width120() {
        #expect(render(Self.display, 120) == [
            "Settings" + spaces(106) + "[Done]",
            "",
            "DISPLAY",
            "  1  Language" + spaces(96) + "Français  >",
            "  2  Sounds" + spaces(105) + "[on]",
            "     Changes apply immediately.",
        ])
    }

    @Test func pushedScreenCentresTheTitleAfterTheBackButton() {
        let model = ScreenModel(title: "Language", backTitle: "Settings", barButton: nil, sections: [Section(rows: [
            Row(number: 1, title: "English"),
            Row(number: 2, title: "Français", accessory: .checkmark),
        ])])
        #expect(render(model, 40) == [
            "< Settings      Language",
            "",
            "  1  English",
            "  2  Français                          ✓",
        ])
        #expect(render(model, 80)[0] == "< Settings" + spaces(26) + "Language")
        #expect(render(model, 20)[0] == "< Settings  Language")
        #expect(render(model, 16)[0] == "< Set…  Language")
    }

    @Test func listBarButtonAndRowNumbersPaddedToTheWidestNumber() {
        let rows = (1...12).map { (n: Int) in Row(number: n, title: "Entry \(n)") }
        let model = ScreenModel(title: "Tags", backTitle: "Settings", barButton: "Edit", sections: [Section(rows: rows)])
        let lines = render(model, 40)
        #expect(lines[0] == "< Settings        Tags            [Edit]")
        #expect(lines[2] == "  1  Entry 1")
        #expect(lines[13] == " 12  Entry 12")
    }

    @Test func subtitlesInfoRowsAndFlaggedValues() {
        let model = ScreenModel(title: "About", backTitle: nil, barButton: "Done", sections: [Section(rows: [
            Row(title: "Version", subtitle: "Installed build", detail: "2.1"),
            Row(number: 1, title: "Size", detail: "xl (not an option)", accessory: .disclosure, flagged: true),
        ])])
        #expect(render(model, 40) == [
            "About                             [Done]",
            "",
            "     Version                         2.1",
            "     Installed build",
            "  1  Size          xl (not an option)  >",
        ])
    }

    @Test func footersWrapToTheWidth() {
        let footer = "Switches store true/false unless they name their own on/off values; choices store the option's value."
        let model = ScreenModel(title: "T", backTitle: nil, barButton: nil, sections: [Section(rows: [Row(number: 1, title: "A")], footer: footer)])
        #expect(render(model, 40) == [
            "T",
            "",
            "  1  A",
            "     Switches store true/false unless",
            "     they name their own on/off values;",
            "     choices store the option's value.",
        ])
        #expect(Array(render(model, 80).dropFirst(3)) == [
            "     Switches store true/false unless they name their own on/off values; choices",
            "     store the option's value.",
        ])
        // Too narrow for the indent: the footer starts at the left edge.
        #expect(Array(render(model, 12).dropFirst(3)) == [
            "Switches",
            "store",
            "true/false",
            "unless they",
            "name their",
            "own on/off",
            "values;",
            "choices",
            "store the",
            "option's",
            "value.",
        ])
    }

    // MARK: - Unicode width

    @Test func cjkTitlesAndValuesAlignByColumns() {
        let model = ScreenModel(title: "設定", backTitle: nil, barButton: "Done", sections: [Section(header: "一般", rows: [
            Row(number: 1, title: "言語", detail: "日本語", accessory: .disclosure),
            Row(number: 2, title: "Language", detail: "English", accessory: .disclosure),
            Row(number: 3, title: "通知", accessory: .switch(false)),
        ])])
        let lines = render(model, 40)
        #expect(lines == [
            "設定                              [Done]",
            "",
            "一般",
            "  1  言語                      日本語  >",
            "  2  Language                 English  >",
            "  3  通知                          [off]",
        ])
        for line in lines where !line.isEmpty && line != "一般" {
            #expect(TextWidth.columns(line) == 40, "\(line)")
        }
    }

    @Test func emojiTakeTwoColumns() {
        let model = ScreenModel(title: "🔋 Battery", backTitle: nil, barButton: "Done", sections: [Section(rows: [
            Row(number: 1, title: "👨‍👩‍👧 Family", detail: "🇫🇷", accessory: .disclosure),
            Row(number: 2, title: "❤️ Health", accessory: .switch(true)),
        ])])
        let lines = render(model, 30)
        #expect(lines == [
            "🔋 Battery              [Done]",
            "",
            "  1  👨‍👩‍👧 Family           🇫🇷  >",
            "  2  ❤️ Health            [on]",
        ])
        #expect(lines.map(TextWidth.columns) == [30, 0, 30, 30])
    }

    @Test func cjkShortenedOnColumnBoundaries() {
        let model = ScreenModel(title: "T", backTitle: nil, barButton: nil, sections: [Section(rows: [
            Row(number: 1, title: "日本語のとても長いタイトル", accessory: .switch(true)),
        ])])
        #expect(render(model, 20)[2] == "  1  日本語の…  [on]")
        #expect(render(model, 21)[2] == "  1  日本語の…   [on]", "の and と are two columns each: と does not fit")
        #expect(render(model, 22)[2] == "  1  日本語のと…  [on]")
    }

    // MARK: - ASCII

    @Test func asciiGlyphs() {
        let model = ScreenModel(title: "Language", backTitle: "Settings", barButton: nil, sections: [Section(rows: [
            Row(number: 1, title: "English", accessory: .checkmark),
            Row(number: 2, title: "Other", detail: "A value that is much too long to fit", accessory: .disclosure),
            Row(number: 3, title: "Entry", editControl: .delete, movable: true),
            Row(number: 4, title: "Add", editControl: .insert),
        ])])
        let lines = render(model, 40, glyphs: .ascii)
        #expect(lines == [
            "< Settings      Language",
            "",
            "  1  English                           *",
            "  2  Other  A value that is much t...  >",
            "  3  (-) Entry                         =",
            "  4  (+) Add",
        ])
        #expect(lines.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } })
    }

    @Test func asciiScreensFromASession() throws {
        var session = try TestSchemas.session(TestSchemas.basic, glyphs: .ascii)
        session.run("1")
        #expect(session.screen(width: 40, style: RenderStyle(glyphs: .ascii)) == [
            "< Settings      Language",
            "",
            "  1  English",
            "  2  Français                          *",
        ])
    }

    // MARK: - Shortening

    @Test func longTitlesAndValuesAreShortenedAndTheAccessoryStays() {
        let model = ScreenModel(title: "T", backTitle: nil, barButton: nil, sections: [Section(rows: [
            Row(number: 1, title: "A very long title that goes on and on and on and on and on",
                detail: "and a long value that also goes on and on", accessory: .disclosure),
            Row(number: 2, title: "A very long title that goes on and on and on and on and on", accessory: .switch(false)),
            Row(number: 3, title: "Short", detail: "a long value that goes on and on and on and on", accessory: .checkmark),
        ])])
        #expect(Array(render(model, 40).dropFirst(2)) == [
            "  1  A very long ti…  and a long val…  >",
            "  2  A very long title that goes…  [off]",
            "  3  Short  a long value that goes o…  ✓",
        ])
    }

    @Test func longBarTitleIsShortened() {
        let model = ScreenModel(title: "A title far too long for a narrow screen", backTitle: nil, barButton: "Done", sections: [])
        // The cut drops the space before the ellipsis; the padding keeps [Done] at the right edge.
        #expect(render(model, 30) == ["A title far too long…   [Done]"])
        #expect(render(model, 6) == ["[Done]"])
        #expect(render(model, 3) == ["[D…"])
    }

    /// Models with everything that makes layout hard.
    static let hardModels: [ScreenModel] = {
        let long = "A title that is far too long for any narrow terminal window at all"
        let rows: [Row] = [
            Row(number: 1, title: long, detail: "a detail value that is long too", accessory: .disclosure),
            Row(number: 2, title: long, accessory: .switch(false)),
            Row(number: 3, title: "日本語のとても長いタイトルです", detail: "日本語の値", accessory: .checkmark),
            Row(number: 4, title: "👨‍👩‍👧 Family 🇫🇷", subtitle: "A subtitle that goes on for a while", detail: "❤️", accessory: .switch(true)),
            Row(title: "Info", detail: long),
            Row(number: 5, title: "Entry", editControl: .delete, movable: true),
            Row(number: 6, title: "", detail: "", accessory: .none),
            Row(number: 123, title: "Big number", detail: "x", accessory: .disclosure),
        ]
        return [
            ScreenModel(title: long, backTitle: long, barButton: "Done", sections: [
                Section(header: long, rows: rows, footer: long + " " + long),
            ]),
            ScreenModel(title: "設定", backTitle: "日本語の設定画面", barButton: "Edit", sections: [
                Section(header: "一般", rows: rows, footer: "日本語のフッター" + String(repeating: "長", count: 50)),
            ]),
            RendererTests.display,
        ]
    }()

    @Test(arguments: Array(1...200))
    func noLineIsWiderThanTheWidth(width: Int) {
        var tooWide: [String] = []
        for style in [RenderStyle(glyphs: .unicode), RenderStyle(glyphs: .ascii)] {
            for model in Self.hardModels {
                for line in Renderer(style: style).render(model, width: width) where TextWidth.columns(line) > width {
                    tooWide.append(line)
                }
            }
        }
        #expect(tooWide == [], "width \(width)")
    }

    @Test(arguments: Array(1...200))
    func theAccessoryIsAlwaysVisible(width: Int) {
        let long = "A title that is far too long for any narrow terminal window at all"
        let cases: [(Row, String)] = [
            (Row(number: 1, title: long, detail: long, accessory: .disclosure), ">"),
            (Row(number: 2, title: long, accessory: .switch(false)), "[off]"),
            (Row(number: 3, title: long, accessory: .switch(true)), "[on]"),
            (Row(number: 4, title: "日本語のとても長いタイトルです", detail: "日本語の値", accessory: .checkmark), "✓"),
            (Row(number: 999, title: long, movable: true), "≡"),
        ]
        for (row, accessory) in cases where width >= TextWidth.columns(accessory) {
            let model = ScreenModel(title: "T", backTitle: nil, barButton: nil, sections: [Section(rows: [row])])
            let line = Renderer(style: .plain).render(model, width: width)[2]
            #expect(line.hasSuffix(accessory), "width \(width): \(line)")
            #expect(TextWidth.columns(line) <= width, "width \(width): \(line)")
        }
    }

    /// The pending mark and an edit control are drawn as words before the
    /// title, at every width: the same line as a row whose title starts
    /// with them, whether the title fits or is shortened.
    @Test(arguments: [Glyphs.unicode, Glyphs.ascii])
    func marksBeforeATitleAreWordsOfIt(_ glyphs: Glyphs) {
        let title = "Automatic updates of every package"
        for (control, glyph) in [(Row.EditControl.delete, glyphs.deleteControl), (.insert, glyphs.insertControl)] {
            let marked = Row(number: 3, title: title, detail: "weekly", editControl: control, pending: true)
            let written = Row(number: 3, title: "\(glyphs.pendingMark) \(glyph) \(title)", detail: "weekly")
            for width in 1...70 {
                let model = { (row: Row) in ScreenModel(title: "T", backTitle: nil, barButton: nil, sections: [Section(rows: [row])]) }
                #expect(render(model(marked), width, glyphs: glyphs) == render(model(written), width, glyphs: glyphs), "width \(width)")
            }
        }
        let coloured = Renderer(style: RenderStyle(glyphs: .ascii, color: true))
            .render(ScreenModel(title: "T", backTitle: nil, barButton: nil, sections: [Section(rows: [
                Row(number: 1, title: "English", editControl: .delete, pending: true),
                Row(number: 2, title: "", pending: false),
            ])]), width: 30)
        #expect(coloured[2] == "  1  \u{1B}[1m* (-) English\u{1B}[0m", "one colour for the marks and the title")
        #expect(coloured[3] == "  2  ", "an empty title without marks is not coloured")
    }

    @Test func colourOnlyWhenAsked() {
        let plain = Renderer(style: .plain).render(Self.display, width: 80)
        #expect(!plain.joined().contains("\u{1B}"))
        let coloured = Renderer(style: RenderStyle(glyphs: .unicode, color: true)).render(Self.display, width: 80)
        #expect(coloured[0] == "\u{1B}[1mSettings\u{1B}[0m" + spaces(66) + "\u{1B}[34m[Done]\u{1B}[0m")
        #expect(coloured[4] == "  2  Sounds" + spaces(65) + "\u{1B}[32m[on]\u{1B}[0m")
    }

    /// A long screen with a focus (where go N landed) is drawn around that row, numbered or not.
    @Test func aLongScreenIsDrawnAroundItsFocus() {
        let rows = (1...40).map { Row(title: "Row \($0)", detail: "x") }
        var model = ScreenModel(title: "Long", backTitle: nil, barButton: nil, sections: [Section(rows: rows)])
        #expect(Renderer(style: .plain).render(model, width: 40).count == 42, "no focus: the whole screen")
        model.focus = ScreenModel.RowPlace(section: 0, row: 19)
        let lines = Renderer(style: .plain).render(model, width: 40)
        #expect(lines.count == 2 + 1 + 17 + 1)
        #expect(lines[2] == "     … 11 more lines above (show draws…")
        #expect(lines[3].hasPrefix("     Row 12"))
        #expect(lines[11].hasPrefix("     Row 20"), "the found row, 8 lines in")
        #expect(lines.last == "     … 12 more lines below (show draws…")
        model.focus = ScreenModel.RowPlace(section: 0, row: 38)
        #expect(Renderer(style: .plain).render(model, width: 40).last?.hasPrefix("     Row 40") == true, "near the end: nothing left out below")
        model.sections = [Section(rows: Array(rows.prefix(10)))]
        model.focus = ScreenModel.RowPlace(section: 0, row: 5)
        #expect(Renderer(style: .plain).render(model, width: 40).count == 12, "a short screen is drawn whole")
    }
}

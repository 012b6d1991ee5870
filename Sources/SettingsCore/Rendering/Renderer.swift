/// Draws a ``ScreenModel`` as lines of text for a terminal width:
/// the navigation bar, section headers, numbered rows with the detail value
/// right-aligned and the accessory at the far right, and wrapped footers.
///
/// Pure: the same model, width and style always give the same lines, and no
/// line is wider than `width` columns.
public struct Renderer: Sendable {
    public var style: RenderStyle

    public init(style: RenderStyle) {
        self.style = style
    }

    /// The screen's lines (without newlines).
    public func render(_ model: ScreenModel, width: Int) -> [String] {
        let text = self.text(model, width: width)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// The screen as one text, each line ended by a newline.
    package func text(_ model: ScreenModel, width: Int) -> String {
        String(decoding: utf8(model, width: width), as: UTF8.self)
    }

    /// A screen with a ``ScreenModel/focus`` longer than this many lines is
    /// drawn as its bar and the lines around the focused row
    /// (``neighbourhood`` either side), with a line saying how many are
    /// left out above and below: a screen of 865 rows would scroll the found
    /// one away.
    package static let longScreen = 30
    package static let neighbourhood = 8

    /// The screen's UTF-8 bytes, each line ended by a newline: drawn into
    /// one buffer, the way it is printed (no string per line, none per piece).
    package func utf8(_ model: ScreenModel, width: Int) -> [UInt8] {
        var focusLine: Int?
        let bytes = draw(model, width: width, focusLine: &focusLine)
        guard let focusLine else { return bytes }
        return aroundFocus(bytes, line: focusLine, width: width)
    }

    /// The lines of a long screen around line `line`, after the bar: the
    /// whole screen when it is not long.
    private func aroundFocus(_ bytes: [UInt8], line: Int, width: Int) -> [UInt8] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard lines.count > Self.longScreen else { return bytes }
        let first = max(2, line - Self.neighbourhood)
        let last = min(lines.count - 1, line + Self.neighbourhood)
        var out = ScreenBuffer(capacity: bytes.count / 2)
        for head in lines[..<min(2, lines.count)] {
            out.bytes(head)
            out.newline()
        }
        let note = { (count: Int, place: StaticString) in
            let text: Message = "\(self.style.glyphs.ellipsis) \(count) more \(count == 1 ? "line" : "lines") \(place) (show draws the whole screen)"
            self.indented(text.text, indent: 5, width: width, role: .dim, into: &out)
            out.newline()
        }
        if first > 2 { note(first - 2, "above") }
        for index in first...last {
            out.bytes(lines[index])
            out.newline()
        }
        if last < lines.count - 1 { note(lines.count - 1 - last, "below") }
        return out.takeBytes()
    }

    private func draw(_ model: ScreenModel, width: Int, focusLine: inout Int?) -> [UInt8] {
        let width = max(1, width)
        var out = ScreenBuffer(capacity: model.sections.reduce(2) { $0 + 2 + $1.rows.count } * (width + 2))
        barLine(model, width: width, into: &out)
        out.newline()
        let numberWidth = max(3, String(model.lastNumber).count)
        let indent = numberWidth + 2
        let marks = MarkWidths(style.glyphs)
        for sectionIndex in model.sections.indices {
            let section = model.sections[sectionIndex]
            out.newline()
            if let header = section.header, !header.isEmpty {
                let text = TextWidth.truncate(Message(escaping: header.uppercased()).text, to: width, ellipsis: style.glyphs.ellipsis)
                paint(text, .header, into: &out)
                out.newline()
            }
            for rowIndex in section.rows.indices {
                if model.focus == ScreenModel.RowPlace(section: sectionIndex, row: rowIndex) { focusLine = out.lineCount }
                rowLine(section.rows, rowIndex, width: width, numberWidth: numberWidth, marks: marks, into: &out)
                out.newline()
                if let subtitle = section.rows[rowIndex].subtitle, !subtitle.isEmpty {
                    indented(subtitle, indent: indent, width: width, role: .dim, into: &out)
                    out.newline()
                }
            }
            if let footer = section.footer, !footer.isEmpty {
                let footerIndent = width >= indent + 12 ? indent : 0
                // A footer's own line breaks (a help text's paragraphs and list items) are kept.
                let wrapped = footer.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
                    TextWrap.lines(Message(escaping: String($0)).text, width: width - footerIndent)
                }
                for line in wrapped {
                    // A wide character alone can't fit a 1-column line: shortened, never wider than the screen.
                    let line = TextWidth.truncate(line, to: width - footerIndent, ellipsis: style.glyphs.ellipsis)
                    if !line.isEmpty {
                        out.spaces(footerIndent)
                        paint(line, .dim, into: &out)
                    }
                    out.newline()
                }
            }
        }
        return out.takeBytes()
    }

    // MARK: - Navigation bar

    private func barLine(_ model: ScreenModel, width: Int, into out: inout ScreenBuffer) {
        let title = Message(escaping: model.title).text
        let button = model.barButton.map { "[\($0)]" } ?? ""
        let buttonWidth = TextWidth.columns(button)
        let budget = button.isEmpty ? width : width - buttonWidth - 2
        guard budget > 0 else {
            out += TextWidth.truncate(button, to: width, ellipsis: style.glyphs.ellipsis)
            return
        }

        let leftWidth: Int
        if let back = model.backTitle {
            // "< Parent" at the left, the title centred when there is room, else after it.
            var backLabel = "\(style.glyphs.back) \(Message(escaping: back).text)"
            var shownTitle = title
            let titleWidth = TextWidth.columns(title)
            let backWidth = TextWidth.columns(backLabel)
            if backWidth + 2 + titleWidth > budget {
                let backBudget = max(min(backWidth, budget - 2 - titleWidth), min(backWidth, budget / 3))
                backLabel = TextWidth.truncate(backLabel, to: backBudget, ellipsis: style.glyphs.ellipsis)
                shownTitle = TextWidth.truncate(title, to: max(0, budget - TextWidth.columns(backLabel) - 2), ellipsis: style.glyphs.ellipsis)
            }
            let labelWidth = TextWidth.columns(backLabel)
            let shownWidth = TextWidth.columns(shownTitle)
            let centred = (width - shownWidth) / 2
            let start = centred >= labelWidth + 2 && centred + shownWidth <= budget ? centred : labelWidth + 2
            paint(backLabel, .back, into: &out)
            if !shownTitle.isEmpty {
                out.spaces(start - labelWidth)
                paint(shownTitle, .title, into: &out)
            }
            leftWidth = shownTitle.isEmpty ? labelWidth : start + shownWidth
        } else {
            let shown = TextWidth.truncate(title, to: budget, ellipsis: style.glyphs.ellipsis)
            paint(shown, .title, into: &out)
            leftWidth = TextWidth.columns(shown)
        }
        guard !button.isEmpty else { return }
        out.spaces(width - leftWidth - buttonWidth)
        paint(button, .button, into: &out)
    }

    // MARK: - Rows

    /// The columns of the marks a row may carry, measured once for each of
    /// the glyph sets the tool ships and once a screen for any other (they
    /// are rarely plain ASCII, and measuring one took a thousand instructions).
    private struct MarkWidths {
        let deleteControl, insertControl, pendingMark, moveHandle, disclosure, checkmark: Int

        private static let unicode = MarkWidths(measuring: .unicode)
        private static let ascii = MarkWidths(measuring: .ascii)

        init(_ glyphs: Glyphs) {
            if glyphs == .unicode {
                self = Self.unicode
            } else if glyphs == .ascii {
                self = Self.ascii
            } else {
                self.init(measuring: glyphs)
            }
        }

        private init(measuring glyphs: Glyphs) {
            deleteControl = TextWidth.columns(glyphs.deleteControl)
            insertControl = TextWidth.columns(glyphs.insertControl)
            pendingMark = TextWidth.columns(glyphs.pendingMark)
            moveHandle = TextWidth.columns(glyphs.moveHandle)
            disclosure = TextWidth.columns(glyphs.disclosure)
            checkmark = TextWidth.columns(glyphs.checkmark)
        }
    }

    /// Draws row `index` of `rows`. The row's fields are read where it lies:
    /// a row passed on its own is copied out of the array first, retaining
    /// every text and action it holds, and that was a sixth of drawing it.
    private func rowLine(_ rows: [Row], _ index: Int, width: Int, numberWidth: Int, marks: MarkWidths, into out: inout ScreenBuffer) {
        // The glyphs are read one by one: copying the set retains eleven texts.
        let prefixWidth = numberWidth + 2
        let (rowTitle, rowDetail, number, pending) = (rows[index].title, rows[index].detail, rows[index].number, rows[index].pending)

        // Printable ASCII, the common case, is drawn as it is: one column a byte.
        let plainTitle = rowTitle.isPrintableASCII
        var title = plainTitle ? rowTitle : Message(escaping: rowTitle).text
        var titleWidth = plainTitle ? title.utf8.count : TextWidth.columns(title)
        // The marks before the title (the pending mark, then an edit control), drawn as pieces
        // of it: joined to it only when it is shortened.
        var control: String?
        switch rows[index].editControl {
        case .delete?:
            control = style.glyphs.deleteControl
            titleWidth += marks.deleteControl + 1
        case .insert?:
            control = style.glyphs.insertControl
            titleWidth += marks.insertControl + 1
        case nil: break
        }
        var pendingMark = pending ? style.glyphs.pendingMark : nil
        if pending { titleWidth += marks.pendingMark + 1 }
        let plainDetail = rowDetail.isPrintableASCII
        var detail = plainDetail ? rowDetail : Message(escaping: rowDetail).text
        let accessory: String
        let accessoryWidth: Int
        let accessoryRole: Role
        switch rows[index].accessory {
        case .none:
            (accessory, accessoryRole) = (rows[index].movable ? style.glyphs.moveHandle : "", .dim)
            accessoryWidth = rows[index].movable ? marks.moveHandle : 0
        case .disclosure: (accessory, accessoryWidth, accessoryRole) = (style.glyphs.disclosure, marks.disclosure, .dim)
        case .checkmark: (accessory, accessoryWidth, accessoryRole) = (style.glyphs.checkmark, marks.checkmark, .checkmark)
        case .switch(let on): (accessory, accessoryWidth, accessoryRole) = (on ? "[on]" : "[off]", on ? 4 : 5, on ? .on : .off)
        }

        // Too narrow for the row's layout: keep the number and the accessory.
        if width < prefixWidth + accessoryWidth + 2 {
            guard width > accessoryWidth else {
                out += TextWidth.truncate(accessory, to: width, ellipsis: style.glyphs.ellipsis)
                return
            }
            let numberText = number.map(String.init) ?? ""
            let head = TextWidth.truncate(numberText, to: width - accessoryWidth - (accessory.isEmpty ? 0 : 1), ellipsis: "")
            let gap = width - TextWidth.columns(head) - accessoryWidth
            out += head
            out += TextWidth.padding(accessory.isEmpty ? 0 : gap)
            paint(accessory, accessoryRole, into: &out)
            return
        }

        let available = width - prefixWidth
        var detailWidth = plainDetail ? detail.utf8.count : TextWidth.columns(detail)
        let hasRight = !detail.isEmpty || !accessory.isEmpty
        let separator = !detail.isEmpty && !accessory.isEmpty ? 2 : 0
        let room = available - accessoryWidth - separator - (hasRight && titleWidth > 0 ? 2 : 0)
        if titleWidth + detailWidth > room {
            title = [pendingMark, control, title].compactMap { $0 }.joined(separator: " ")
            (control, pendingMark) = (nil, nil)
            if detailWidth == 0 {
                title = TextWidth.truncate(title, to: max(0, room), ellipsis: style.glyphs.ellipsis)
            } else {
                let titleBudget = min(titleWidth, max(room - detailWidth, (room + 1) / 2))
                let detailBudget = room - titleBudget
                title = TextWidth.truncate(title, to: max(0, titleBudget), ellipsis: style.glyphs.ellipsis)
                detail = detailBudget > 0 ? TextWidth.truncate(detail, to: detailBudget, ellipsis: style.glyphs.ellipsis) : ""
            }
            titleWidth = TextWidth.columns(title)
            detailWidth = TextWidth.columns(detail)
        }
        if let number {
            out.spaces(numberWidth - ScreenBuffer.digitCount(number))
            out.number(number)
        } else {
            out.spaces(numberWidth)
        }
        out.spaces(2)
        paintTitle(title, control: control, pendingMark: pendingMark, pending ? .pendingTitle : .rowTitle, into: &out)
        guard hasRight else { return }
        let rightWidth = detailWidth + (detail.isEmpty || accessory.isEmpty ? 0 : 2) + accessoryWidth
        out.spaces(width - prefixWidth - titleWidth - rightWidth)
        if !detail.isEmpty {
            paint(detail, rows[index].flagged ? .flagged : .detail, into: &out)
            if !accessory.isEmpty { out.spaces(2) }
        }
        paint(accessory, accessoryRole, into: &out)
    }

    private func indented(_ text: String, indent: Int, width: Int, role: Role, into out: inout ScreenBuffer) {
        let shownIndent = width > indent + 4 ? indent : 0
        let shown = TextWidth.truncate(Message(escaping: text).text, to: width - shownIndent, ellipsis: style.glyphs.ellipsis)
        out.spaces(shownIndent)
        paint(shown, role, into: &out)
    }

    // MARK: - Colour

    /// What a piece of a line is, for colouring.
    enum Role {
        case title, back, button, header, rowTitle, pendingTitle, detail, dim, checkmark, on, off, flagged
    }

    /// Appends `text`, in its role's colour when colour is on.
    private func paint(_ text: String, _ role: Role, into out: inout ScreenBuffer) {
        guard style.color, !text.isEmpty, let code = Self.colorCode(role) else {
            out += text
            return
        }
        out += "\u{1B}["
        out += code
        out += "m"
        out += text
        out += "\u{1B}[0m"
    }

    /// Appends a row's title after its marks (the pending mark, then an edit
    /// control), each followed by a space, all in the title's colour.
    private func paintTitle(_ title: String, control: String?, pendingMark: String?, _ role: Role, into out: inout ScreenBuffer) {
        let code = style.color && !(title.isEmpty && control == nil && pendingMark == nil) ? Self.colorCode(role) : nil
        if let code {
            out += "\u{1B}["
            out += code
            out += "m"
        }
        if let pendingMark {
            out += pendingMark
            out += " "
        }
        if let control {
            out += control
            out += " "
        }
        out += title
        if code != nil { out += "\u{1B}[0m" }
    }

    /// The SGR code of a role; nil for a row's title, drawn in the terminal's own colour.
    private static func colorCode(_ role: Role) -> String? {
        switch role {
        case .title, .pendingTitle: return "1"
        case .back, .button, .checkmark: return "34"
        case .header, .dim, .off: return "2"
        case .rowTitle: return nil
        case .detail: return "36"
        case .on: return "32"
        case .flagged: return "33"
        }
    }
}

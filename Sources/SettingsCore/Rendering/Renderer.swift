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
        let width = max(1, width)
        var lines = [barLine(model, width: width)]
        let numberWidth = max(3, String(model.numberedRows.last?.number ?? 0).count)
        let indent = numberWidth + 2
        for section in model.sections {
            lines.append("")
            if let header = section.header, !header.isEmpty {
                let text = TextWidth.truncate(Message(escaping: header.uppercased()).text, to: width, ellipsis: style.glyphs.ellipsis)
                lines.append(paint(text, .header))
            }
            for row in section.rows {
                lines.append(rowLine(row, width: width, numberWidth: numberWidth))
                if let subtitle = row.subtitle, !subtitle.isEmpty {
                    lines.append(indented(subtitle, indent: indent, width: width, role: .dim))
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
                    lines.append(line.isEmpty ? "" : TextWidth.padding(footerIndent) + paint(line, .dim))
                }
            }
        }
        return lines
    }

    // MARK: - Navigation bar

    private func barLine(_ model: ScreenModel, width: Int) -> String {
        let title = Message(escaping: model.title).text
        let button = model.barButton.map { "[\($0)]" } ?? ""
        let buttonWidth = TextWidth.columns(button)
        let budget = button.isEmpty ? width : width - buttonWidth - 2
        guard budget > 0 else { return TextWidth.truncate(button, to: width, ellipsis: style.glyphs.ellipsis) }

        var left: String
        var leftWidth: Int
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
            left = paint(backLabel, .back)
            if !shownTitle.isEmpty {
                left += TextWidth.padding(start - labelWidth) + paint(shownTitle, .title)
            }
            leftWidth = shownTitle.isEmpty ? labelWidth : start + shownWidth
        } else {
            let shown = TextWidth.truncate(title, to: budget, ellipsis: style.glyphs.ellipsis)
            left = paint(shown, .title)
            leftWidth = TextWidth.columns(shown)
        }
        guard !button.isEmpty else { return left }
        return left + TextWidth.padding(width - leftWidth - buttonWidth) + paint(button, .button)
    }

    // MARK: - Rows

    private func rowLine(_ row: Row, width: Int, numberWidth: Int) -> String {
        let glyphs = style.glyphs
        let numberText = row.number.map(String.init) ?? ""
        let prefix = TextWidth.padding(numberWidth - numberText.count) + numberText + "  "
        let prefixWidth = numberWidth + 2

        var title = Message(escaping: row.title).text
        switch row.editControl {
        case .delete?: title = "\(glyphs.deleteControl) \(title)"
        case .insert?: title = "\(glyphs.insertControl) \(title)"
        case nil: break
        }
        if row.pending { title = "\(glyphs.pendingMark) \(title)" }
        var detail = Message(escaping: row.detail).text
        let accessory: String
        let accessoryRole: Role
        switch row.accessory {
        case .none: (accessory, accessoryRole) = (row.movable ? glyphs.moveHandle : "", .dim)
        case .disclosure: (accessory, accessoryRole) = (glyphs.disclosure, .dim)
        case .checkmark: (accessory, accessoryRole) = (glyphs.checkmark, .checkmark)
        case .switch(let on): (accessory, accessoryRole) = (on ? "[on]" : "[off]", on ? .on : .off)
        }
        let accessoryWidth = TextWidth.columns(accessory)

        // Too narrow for the row's layout: keep the number and the accessory.
        if width < prefixWidth + accessoryWidth + 2 {
            guard width > accessoryWidth else { return TextWidth.truncate(accessory, to: width, ellipsis: glyphs.ellipsis) }
            let head = TextWidth.truncate(numberText, to: width - accessoryWidth - (accessory.isEmpty ? 0 : 1), ellipsis: "")
            let gap = width - TextWidth.columns(head) - accessoryWidth
            return head + TextWidth.padding(accessory.isEmpty ? 0 : gap) + paint(accessory, accessoryRole)
        }

        let available = width - prefixWidth
        var titleWidth = TextWidth.columns(title)
        var detailWidth = TextWidth.columns(detail)
        let hasRight = !detail.isEmpty || !accessory.isEmpty
        let separator = !detail.isEmpty && !accessory.isEmpty ? 2 : 0
        let room = available - accessoryWidth - separator - (hasRight && titleWidth > 0 ? 2 : 0)
        if titleWidth + detailWidth > room {
            if detailWidth == 0 {
                title = TextWidth.truncate(title, to: max(0, room), ellipsis: glyphs.ellipsis)
            } else {
                let titleBudget = min(titleWidth, max(room - detailWidth, (room + 1) / 2))
                let detailBudget = room - titleBudget
                title = TextWidth.truncate(title, to: max(0, titleBudget), ellipsis: glyphs.ellipsis)
                detail = detailBudget > 0 ? TextWidth.truncate(detail, to: detailBudget, ellipsis: glyphs.ellipsis) : ""
            }
            titleWidth = TextWidth.columns(title)
            detailWidth = TextWidth.columns(detail)
        }
        var line = prefix + paint(title, row.pending ? .pendingTitle : .rowTitle)
        guard hasRight else { return line }
        let rightWidth = detailWidth + (detail.isEmpty || accessory.isEmpty ? 0 : 2) + accessoryWidth
        line += TextWidth.padding(width - prefixWidth - titleWidth - rightWidth)
        if !detail.isEmpty {
            line += paint(detail, row.flagged ? .flagged : .detail)
            if !accessory.isEmpty { line += "  " }
        }
        return line + paint(accessory, accessoryRole)
    }

    private func indented(_ text: String, indent: Int, width: Int, role: Role) -> String {
        let shownIndent = width > indent + 4 ? indent : 0
        let shown = TextWidth.truncate(Message(escaping: text).text, to: width - shownIndent, ellipsis: style.glyphs.ellipsis)
        return TextWidth.padding(shownIndent) + paint(shown, role)
    }

    // MARK: - Colour

    /// What a piece of a line is, for colouring.
    enum Role {
        case title, back, button, header, rowTitle, pendingTitle, detail, dim, checkmark, on, off, flagged
    }

    private func paint(_ text: String, _ role: Role) -> String {
        guard style.color, !text.isEmpty else { return text }
        let code: String
        switch role {
        case .title, .pendingTitle: code = "1"
        case .back, .button, .checkmark: code = "34"
        case .header, .dim, .off: code = "2"
        case .rowTitle: return text
        case .detail: code = "36"
        case .on: code = "32"
        case .flagged: code = "33"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}

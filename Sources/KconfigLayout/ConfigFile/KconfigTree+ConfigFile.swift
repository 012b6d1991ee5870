/// Reading and writing `.config` as the kernel's `confdata.c` does.
extension KconfigTree {
    /// What loading a `.config` found wrong (warned, never fatal).
    package struct LoadReport: Sendable, Equatable {
        package var warnings: [String] = []
        package var unknownSymbols: [String] = []
    }

    /// Loads `.config` text (nil: there is none) as `conf` does before
    /// writing (`conf_read`): user values, then every symbol calculated,
    /// values the tree no longer allows dropped.
    @discardableResult
    package mutating func load(config: [UInt8]?, name: String = ".config") -> LoadReport {
        configChanged = false
        var report = LoadReport()
        guard let config else {
            configChanged = true
            calculate(modules)
            return report
        }
        let order = kernelOrder
        for s in order {
            symbols[s].flags.remove([.defUser, .valid])
            if symbols[s].isChoice { symbols[s].flags.insert(.defUser) }
            symbols[s].userString = nil
            symbols[s].userTri = .no
            symbols[s].userChoice = nil
        }
        var lineNumber = 0
        for line in config.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast(config.last == UInt8(ascii: "\n") ? 1 : 0) {
            lineNumber += 1
            readLine(Array(line), number: lineNumber, name: name, report: &report)
        }
        calculate(modules)
        var unsaved = 0
        for s in order {
            calculate(s)
            let symbol = symbols[s]
            if symbol.isChoice || symbol.flags.contains(.noWrite) { continue }
            if symbol.hasUserValue && symbol.flags.contains(.write) {
                switch symbol.kind {
                case .bool, .tristate: if symbol.userTri == symbol.tri { continue }
                default: if symbol.string == symbol.userString { continue }
                }
            } else if !symbol.hasUserValue && !symbol.flags.contains(.write) {
                continue
            }
            unsaved += 1
        }
        for s in order where symbols[s].hasUserValue && !symbols[s].isChoiceValue {
            if symbols[s].visible == .no && unsaved == 0 { symbols[s].flags.remove(.defUser) }
            switch symbols[s].kind {
            case .string, .int, .hex:
                if stringWithinRange(s, symbols[s].userString ?? "") { break }
                symbols[s].flags.remove([.valid, .defUser])
                unsaved += 1
            default:
                break
            }
        }
        if !report.warnings.isEmpty || unsaved > 0 || !report.unknownSymbols.isEmpty { configChanged = true }
        return report
    }

    private mutating func readLine(_ line: [UInt8], number: Int, name: String, report: inout LoadReport) {
        let prefix = Array("CONFIG_".utf8)
        let symbolName: String
        var value: [UInt8]
        if line.first == UInt8(ascii: "#") {
            guard line.count > 1, line[1] == UInt8(ascii: " "), line.dropFirst(2).starts(with: prefix) else { return }
            let rest = line.dropFirst(2 + prefix.count)
            guard let space = rest.firstIndex(of: UInt8(ascii: " ")), line[(space + 1)...].starts(with: Array("is not set".utf8)) else { return }
            symbolName = String(decoding: rest[..<space], as: UTF8.self)
            value = [UInt8(ascii: "n")]
        } else if line.starts(with: prefix) {
            let rest = line.dropFirst(prefix.count)
            guard let equal = rest.firstIndex(of: UInt8(ascii: "=")) else { return }
            symbolName = String(decoding: rest[..<equal], as: UTF8.self)
            value = Array(line[(equal + 1)...])
            if value.last == UInt8(ascii: "\r") { value.removeLast() }
        } else {
            if let first = line.first, first != UInt8(ascii: "\r") {
                report.warnings.append("\(name):\(number):warning: unexpected data: \(String(decoding: line.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self))")
            }
            return
        }
        guard let s = find(symbolName) else {
            report.unknownSymbols.append(symbolName)
            return
        }
        if symbols[s].hasUserValue { report.warnings.append("\(name):\(number):warning: override: reassigning to symbol \(symbolName)") }
        guard setUserValue(s, value, place: "\(name):\(number)", report: &report) else { return }
        guard symbols[s].isChoiceValue, let choice = choice(of: s) else { return }
        switch symbols[s].userTri {
        case .no:
            break
        case .mod:
            if symbols[choice].userTri == .yes {
                report.warnings.append("\(name):\(number):warning: \(symbolName) creates inconsistent choice state")
                symbols[choice].flags.remove(.defUser)
            }
        case .yes:
            if symbols[choice].userTri != .no { report.warnings.append("\(name):\(number):warning: override: \(symbolName) changes choice state") }
            symbols[choice].userChoice = s
        }
        symbols[choice].userTri = symbols[choice].userTri.or(symbols[s].userTri)
    }

    /// Takes a value as `.config` spells it; false (and a warning) when the symbol's type refuses it.
    private mutating func setUserValue(_ s: Int, _ value: [UInt8], place: String, report: inout LoadReport) -> Bool {
        let name = symbols[s].name ?? ""
        let invalid = "\(place):warning: symbol value '\(String(decoding: value, as: UTF8.self))' invalid for \(name)"
        switch symbols[s].kind {
        case .tristate, .bool:
            let tri: Tristate? = switch value.first {
            case UInt8(ascii: "m") where symbols[s].kind == .tristate: .mod
            case UInt8(ascii: "y"): .yes
            case UInt8(ascii: "n"): .no
            default: nil
            }
            guard let tri else {
                report.warnings.append(invalid)
                return false
            }
            symbols[s].userTri = tri
            symbols[s].flags.insert(.defUser)
        case .string:
            guard value.first == UInt8(ascii: "\"") else { return true }
            var text: [UInt8] = []
            var p = 1
            var closed = false
            while p < value.count {
                let c = value[p]
                if c == UInt8(ascii: "\"") { closed = true; break }
                if c == UInt8(ascii: "\\") {
                    p += 1
                    if p < value.count { text.append(value[p]) }
                    p += 1
                    continue
                }
                text.append(c)
                p += 1
            }
            guard closed else {
                report.warnings.append("\(place):warning: invalid string found")
                return false
            }
            symbols[s].userString = String(decoding: text, as: UTF8.self)
            symbols[s].flags.insert(.defUser)
        case .int, .hex:
            let text = String(decoding: value, as: UTF8.self)
            guard stringValid(s, text) else {
                report.warnings.append(invalid)
                return false
            }
            symbols[s].userString = text
            symbols[s].flags.insert(.defUser)
        case .unknown:
            break
        }
        return true
    }

    /// The `.config` text `conf` would write now (`conf_write`).
    package mutating func render() -> [UInt8] {
        var out = "#\n# Automatically generated file; DO NOT EDIT.\n# \(title(of: Self.root) ?? "")\n#\n"
        if !configChanged { clearAllValid() }
        var written = Set<Int>()
        var needNewline = false
        var menu = menus[Self.root].list
        while var m = menu {
            if let s = menus[m].symbol {
                if !symbols[s].isChoice && !written.contains(s) {
                    calculate(s)
                    if symbols[s].flags.contains(.write) {
                        if needNewline {
                            out += "\n"
                            needNewline = false
                        }
                        written.insert(s)
                        out += line(for: s)
                    }
                }
            } else if isVisible(m) {
                out += "\n#\n# \(title(of: m) ?? "")\n#\n"
                needNewline = false
            }
            if let child = menus[m].list {
                menu = child
                continue
            }
            while true {
                if menus[m].symbol == nil, m != Self.root, isVisible(m), let prompt = menus[m].prompt, properties[prompt].kind == .menu {
                    out += "# end of \(title(of: m) ?? "")\n"
                    needNewline = true
                }
                if let next = menus[m].next {
                    menu = next
                    break
                }
                guard let parent = menus[m].parent else {
                    menu = nil
                    break
                }
                m = parent
            }
        }
        configChanged = false
        return Array(out.utf8)
    }

    /// One symbol's line in `.config`.
    package func line(for s: Int) -> String {
        let symbol = symbols[s]
        guard symbol.kind != .unknown, let name = symbol.name else { return "" }
        let value = stringValue(s)
        if symbol.kind == .bool || symbol.kind == .tristate, value.hasPrefix("n") { return "# CONFIG_\(name) is not set\n" }
        if symbol.kind == .string {
            var escaped = "\""
            for c in value {
                if c == "\"" || c == "\\" { escaped.append("\\") }
                escaped.append(c)
            }
            return "CONFIG_\(name)=\(escaped)\"\n"
        }
        return "CONFIG_\(name)=\(value)\n"
    }

    /// Whether a menu entry shows (the kernel's `menu_is_visible`).
    package mutating func isVisible(_ m: Int) -> Bool {
        guard let prompt = menus[m].prompt else { return false }
        if let visibility = menus[m].visibility, value(of: visibility) == .no { return false }
        let visible: Tristate
        if let s = menus[m].symbol {
            calculate(s)
            visible = properties[prompt].conditionTri
        } else {
            let condition = properties[prompt].condition
            visible = value(of: condition)
            properties[prompt].conditionTri = visible
        }
        if visible != .no { return true }
        guard let s = menus[m].symbol, symbols[s].tri != .no else { return false }
        var child = menus[m].list
        while let c = child {
            if isVisible(c) {
                symbols[s].flags.insert(.defUser)
                return true
            }
            child = menus[c].next
        }
        return false
    }
}

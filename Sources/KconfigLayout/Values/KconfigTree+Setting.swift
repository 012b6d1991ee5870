/// Changing values as `menuconfig` does (`sym_set_tristate_value`,
/// `sym_set_string_value`): a value outside what the symbol allows now is
/// refused; an accepted one becomes the user's and everything is recalculated.
extension KconfigTree {
    /// Sets a bool or tristate; false when it is not allowed now.
    @discardableResult
    package mutating func setTristate(_ s: Int, _ value: Tristate) -> Bool {
        calculate(s)
        let old = symbols[s].tri
        if old != value && !tristateWithinRange(s, value) { return false }
        symbols[s].flags.insert(.defUser)
        if symbols[s].isChoiceValue, value == .yes, let choice = choice(of: s) {
            symbols[choice].userChoice = s
            symbols[choice].flags.insert(.defUser)
            for member in members(of: choice) where symbols[member].visible != .no {
                symbols[member].flags.insert(.defUser)
            }
        }
        symbols[s].userTri = value
        if old != value { clearAllValid() }
        configChanged = true
        return true
    }

    /// Sets a value from text (`y`/`m`/`n` for bool and tristate); false when not allowed now.
    @discardableResult
    package mutating func setString(_ s: Int, _ text: String) -> Bool {
        calculate(s)
        switch symbols[s].kind {
        case .bool, .tristate:
            guard let value = Tristate(leadingLetterOf: text) else { return false }
            return setTristate(s, value)
        default:
            break
        }
        guard stringWithinRange(s, text) else { return false }
        symbols[s].flags.insert(.defUser)
        var value = text
        if symbols[s].kind == .hex, !(text.hasPrefix("0x") || text.hasPrefix("0X")) {
            value = "0x" + text
        } else if symbols[s].userString == text {
            return true
        }
        symbols[s].userString = value
        clearAllValid()
        configChanged = true
        return true
    }
}

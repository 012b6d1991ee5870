import LosslessJSON

extension JSONDocument {
    /// Whether `value`, read from `node`, holds a number that can't be
    /// written back as it reads: beyond Double's range, or a whole number
    /// beyond 64 bits whose digits a Double can't hold
    /// (`12345678901234567890` would be saved as `1.2345678901234567e+19`).
    /// The one rule for every layout's stored values, defaults and typed JSON.
    /// Only a huge number can be spelled too long: the spelling is read then.
    package func holdsUnstorableNumber(_ value: JSONValue, at node: JSONNodeID) -> Bool {
        value.hasUnstorableNumber || (value.hasHugeNumber && hasInexactInteger(node))
    }
}

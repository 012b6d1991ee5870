/// Numbers selectable rows 1, 2, 3… down a whole screen, across sections.
struct Numberer {
    /// The number given last (0 before the first).
    private(set) var last = 0
    mutating func next() -> Int {
        last += 1
        return last
    }
}

extension JSONEditor {
    /// One step of turning an array's old entries into its new ones, in the
    /// order the array's text is written: every old entry appears once, in
    /// old order, and every new entry once, in new order.
    enum ArrayStep: Equatable {
        /// Old entry `old` stays (`fate` says how).
        case old(Int, ArrayFate)
        /// New entry `new` is written here: the old entry `moved`'s own
        /// text when it is that entry moved, else a new text.
        case new(Int, moved: Int?)
    }

    /// What becomes of an old entry.
    enum ArrayFate: Equatable {
        /// Kept as it is, where it is.
        case kept
        /// Replaced where it stands by new entry `new` (a changed entry).
        case replaced(by: Int)
        /// Taken out.
        case deleted
        /// Taken out here and written again where it now stands.
        case movedAway
    }

    /// The largest old-by-new table the longest-common-subsequence search
    /// fills (4 bytes a cell); past it, the changed middle of the arrays is
    /// taken as replaced entry by entry.
    static let arrayDiffCells = 1 << 20

    /// The steps from `old` to `new`, as few as equality of values gives:
    /// the common start and end are kept; in between, a longest common
    /// subsequence is kept, an entry taken out and an equal one put in
    /// elsewhere is a move, and within each run of changes the entries
    /// taken out are paired, in order, with the new ones put in there as
    /// replacements.
    static func arraySteps(from old: [JSONValue], to new: [JSONValue]) -> [ArrayStep] {
        let n = old.count
        let m = new.count
        var prefix = 0
        while prefix < n, prefix < m, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < n - prefix, suffix < m - prefix, old[n - 1 - suffix] == new[m - 1 - suffix] { suffix += 1 }
        let oldMiddle = prefix..<(n - suffix)
        let newMiddle = prefix..<(m - suffix)

        // The middle as raw steps: keep (both), take out (old), put in (new).
        var raw: [(old: Int?, new: Int?)] = []
        raw.reserveCapacity(oldMiddle.count + newMiddle.count)
        // Each distinct value once, as a number, so the table compares integers.
        var ids: [JSONValue: Int] = [:]
        func id(_ value: JSONValue) -> Int {
            if let known = ids[value] { return known }
            ids[value] = ids.count
            return ids.count - 1
        }
        let a = oldMiddle.map { id(old[$0]) }
        let b = newMiddle.map { id(new[$0]) }
        let (cells, overflow) = (a.count + 1).multipliedReportingOverflow(by: b.count + 1)
        if !overflow, cells <= arrayDiffCells {
            let width = b.count + 1
            var length = [Int32](repeating: 0, count: (a.count + 1) * width)
            for i in stride(from: a.count - 1, through: 0, by: -1) {
                for j in stride(from: b.count - 1, through: 0, by: -1) {
                    length[i * width + j] = a[i] == b[j]
                        ? length[(i + 1) * width + j + 1] + 1
                        : max(length[(i + 1) * width + j], length[i * width + j + 1])
                }
            }
            var i = 0
            var j = 0
            while i < a.count || j < b.count {
                if i < a.count, j < b.count, a[i] == b[j] {
                    raw.append((oldMiddle.lowerBound + i, newMiddle.lowerBound + j))
                    i += 1
                    j += 1
                } else if i < a.count, j == b.count || length[(i + 1) * width + j] >= length[i * width + j + 1] {
                    raw.append((oldMiddle.lowerBound + i, nil))
                    i += 1
                } else {
                    raw.append((nil, newMiddle.lowerBound + j))
                    j += 1
                }
            }
        } else {
            raw += oldMiddle.map { ($0, nil) }
            raw += newMiddle.map { (nil, $0) }
        }

        // Moves: a value taken out and put in again, each old entry used once.
        var takenOut: [Int: [Int]] = [:]
        for step in raw where step.new == nil {
            if let i = step.old { takenOut[a[i - prefix], default: []].append(i) }
        }
        var movedFrom: [Int: Int] = [:]  // new index -> old index
        var movedAway: Set<Int> = []
        for step in raw where step.old == nil {
            guard let j = step.new, var candidates = takenOut[b[j - prefix]], !candidates.isEmpty else { continue }
            let i = candidates.removeFirst()
            takenOut[b[j - prefix]] = candidates
            movedFrom[j] = i
            movedAway.insert(i)
        }

        var steps: [ArrayStep] = []
        steps.reserveCapacity(n + m)
        for i in 0..<prefix { steps.append(.old(i, .kept)) }
        var k = 0
        while k < raw.count {
            if let i = raw[k].old, raw[k].new != nil {
                steps.append(.old(i, .kept))
                k += 1
                continue
            }
            // A run of changes: its old entries in order, then its new ones.
            var olds: [Int] = []
            var news: [Int] = []
            while k < raw.count, raw[k].old == nil || raw[k].new == nil {
                if let i = raw[k].old { olds.append(i) }
                if let j = raw[k].new { news.append(j) }
                k += 1
            }
            // The first new entries that are not moves replace, in order,
            // the old ones not moved away; the rest follow the old ones.
            var replacing: [Int: Int] = [:]
            var next = 0
            for i in olds where !movedAway.contains(i) {
                guard next < news.count, movedFrom[news[next]] == nil else { break }
                replacing[i] = news[next]
                next += 1
            }
            for i in olds {
                if movedAway.contains(i) {
                    steps.append(.old(i, .movedAway))
                } else if let j = replacing[i] {
                    steps.append(.old(i, .replaced(by: j)))
                } else {
                    steps.append(.old(i, .deleted))
                }
            }
            for j in news[next...] { steps.append(.new(j, moved: movedFrom[j])) }
        }
        for t in 0..<suffix { steps.append(.old(n - suffix + t, .kept)) }
        return steps
    }
}

/// A line diff (Myers' O(ND) algorithm) printed as a unified diff, with the
/// line numbers of both texts in the hunk headers (an empty context line is
/// printed empty, without its leading space):
///
/// ```
/// --- basic.transcript (expected)
/// +++ basic.transcript (actual)
/// @@ -12,7 +12,7 @@
///  context
/// -what the transcript says
/// +what the tool printed
/// ```
public struct UnifiedDiff: Sendable {
    /// One step of turning the old lines into the new ones.
    package enum Edit: Sendable, Equatable {
        /// The line is in both: old index, new index (0-based).
        case same(Int, Int)
        /// Only in the old lines (0-based index there).
        case delete(Int)
        /// Only in the new lines (0-based index there).
        case insert(Int)
    }

    /// Lines of context around each change.
    package var context: Int
    /// Beyond this many differences the middle is shown as replaced
    /// wholesale, so a diff of two unrelated texts stays quick and small in memory.
    package var maxDifferences: Int

    public init(context: Int = 3, maxDifferences: Int = 2_000) {
        self.context = max(0, context)
        self.maxDifferences = max(1, maxDifferences)
    }

    // MARK: - Edits

    /// A shortest edit script from `old` to `new`.
    package func edits(from old: [String], to new: [String]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }

        var result = (0..<prefix).map { Edit.same($0, $0) }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        let middle = myers(oldMiddle, newMiddle) ?? replacement(oldMiddle.count, newMiddle.count)
        for edit in middle {
            switch edit {
            case .same(let a, let b): result.append(.same(a + prefix, b + prefix))
            case .delete(let a): result.append(.delete(a + prefix))
            case .insert(let b): result.append(.insert(b + prefix))
            }
        }
        for offset in 0..<suffix {
            result.append(.same(old.count - suffix + offset, new.count - suffix + offset))
        }
        return result
    }

    private func replacement(_ oldCount: Int, _ newCount: Int) -> [Edit] {
        (0..<oldCount).map(Edit.delete) + (0..<newCount).map(Edit.insert)
    }

    /// Myers' greedy algorithm, keeping each round's furthest points for the
    /// walk back; nil when more than ``maxDifferences`` edits are needed.
    private func myers(_ a: [String], _ b: [String]) -> [Edit]? {
        let n = a.count, m = b.count
        if n == 0 || m == 0 { return replacement(n, m) }
        let limit = min(n + m, maxDifferences)
        // trace[d][k + d] = furthest x on diagonal k after d differences.
        var trace: [[Int]] = []
        var previous: [Int] = [0]  // d = 0 before sliding: x = 0 on diagonal 0
        var found = false
        for d in 0...limit {
            var current = [Int](repeating: 0, count: 2 * d + 1)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if d == 0 {
                    x = 0
                } else if k == -d || (k != d && value(previous, k - 1, d - 1) < value(previous, k + 1, d - 1)) {
                    x = value(previous, k + 1, d - 1)
                } else {
                    x = value(previous, k - 1, d - 1) + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                current[k + d] = x
                if x >= n && y >= m { found = true }
            }
            trace.append(current)
            previous = current
            if found { break }
        }
        guard found else { return nil }

        var edits: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let k = x - y
            if d == 0 {
                while x > 0 && y > 0 {
                    x -= 1; y -= 1
                    edits.append(.same(x, y))
                }
                break
            }
            let before = trace[d - 1]
            let previousK: Int
            if k == -d || (k != d && value(before, k - 1, d - 1) < value(before, k + 1, d - 1)) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = value(before, previousK, d - 1)
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1; y -= 1
                edits.append(.same(x, y))
            }
            if x == previousX {
                y -= 1
                edits.append(.insert(y))
            } else {
                x -= 1
                edits.append(.delete(x))
            }
        }
        return edits.reversed()
    }

    private func value(_ row: [Int], _ k: Int, _ d: Int) -> Int {
        let index = k + d
        return row.indices.contains(index) ? row[index] : 0
    }

    // MARK: - Printing

    /// The unified diff of `old` and `new`, or "" when they are equal.
    /// `shown`, when given, holds the lines as printed (masked), one for
    /// each line of `old` and `new`, which are what is compared.
    public func render(old: [String], new: [String], oldLabel: String, newLabel: String, shownAs shown: (old: [String], new: [String])? = nil) -> String {
        let script = edits(from: old, to: new)
        let changed = script.indices.filter { if case .same = script[$0] { return false } else { return true } }
        guard let firstChange = changed.first else { return "" }

        // Group changes whose context overlaps into hunks (ranges of script indices).
        var hunks: [ClosedRange<Int>] = []
        var start = max(0, firstChange - context)
        var end = min(script.count - 1, firstChange + context)
        for index in changed.dropFirst() {
            if index - context <= end + 1 {
                end = min(script.count - 1, index + context)
            } else {
                hunks.append(start...end)
                start = max(0, index - context)
                end = min(script.count - 1, index + context)
            }
        }
        hunks.append(start...end)

        let oldText = shown?.old ?? old, newText = shown?.new ?? new
        var lines = ["--- " + oldLabel, "+++ " + newLabel]
        for hunk in hunks {
            var oldStart: Int?, newStart: Int?
            var oldCount = 0, newCount = 0
            var body: [String] = []
            // Where the hunk sits when one side has no lines in it: after the line before.
            var oldBefore = 0, newBefore = 0
            for index in script.indices where index < hunk.lowerBound {
                switch script[index] {
                case .same: oldBefore += 1; newBefore += 1
                case .delete: oldBefore += 1
                case .insert: newBefore += 1
                }
            }
            for edit in script[hunk] {
                switch edit {
                case .same(let a, let b):
                    oldStart = oldStart ?? a; newStart = newStart ?? b
                    oldCount += 1; newCount += 1
                    // An empty context line is printed empty (as `diff --suppress-blank-empty`
                    // does), so no line of the diff ends in a space.
                    body.append(oldText[a].isEmpty ? "" : " " + oldText[a])
                case .delete(let a):
                    oldStart = oldStart ?? a
                    oldCount += 1
                    body.append("-" + oldText[a])
                case .insert(let b):
                    newStart = newStart ?? b
                    newCount += 1
                    body.append("+" + newText[b])
                }
            }
            let oldRange = Self.range(start: oldStart.map { $0 + 1 } ?? oldBefore, count: oldCount)
            let newRange = Self.range(start: newStart.map { $0 + 1 } ?? newBefore, count: newCount)
            lines.append("@@ -\(oldRange) +\(newRange) @@")
            lines += body
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func range(start: Int, count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }
}

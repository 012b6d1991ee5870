/// A file's content as consecutive runs of bytes.
///
/// A save usually changes a few values of a large file, so its new content is
/// the old bytes' unchanged runs with the new values' bytes between them.
/// The runs are slices that share storage with the arrays they come from:
/// writing (and later comparing against) a 60 MB file with one edited value
/// costs no second 60 MB copy.
public struct FileContent: Sendable {
    /// The runs, in order; empty runs are allowed.
    package let runs: [ArraySlice<UInt8>]

    /// Content held in one array.
    public init(_ bytes: [UInt8]) {
        runs = [bytes[...]]
    }

    /// Content made of `runs`, one after another.
    package init(runs: [ArraySlice<UInt8>]) {
        self.runs = runs
    }

    /// The number of bytes.
    package var count: Int { runs.reduce(0) { $0 + $1.count } }

    /// The content in one array: shares storage when it is one whole array,
    /// copies otherwise.
    public var bytes: [UInt8] {
        if runs.count == 1 { return Array(runs[0]) }
        var joined: [UInt8] = []
        joined.reserveCapacity(count)
        for run in runs { joined.append(contentsOf: run) }
        return joined
    }
}

extension FileContent: Equatable {
    /// Same bytes, however they are split into runs.
    public static func == (lhs: FileContent, rhs: FileContent) -> Bool {
        lhs.count == rhs.count && lhs.runs.joined().elementsEqual(rhs.runs.joined())
    }
}

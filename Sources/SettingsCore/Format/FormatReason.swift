/// Why something is wrong in a layout of one format (a JSON Schema's
/// `$ref` that leads nowhere, a bundle's plist that can't be read): the
/// reasons a format reports beside the checks every layout gets. Each
/// format keeps its reasons, and their words, in its own module; a
/// ``LayoutProblem`` carries one as ``LayoutProblem/Reason/format(_:)``,
/// so the core never needs to know them.
///
/// A conforming type is usually an enum with one case per reason (data,
/// not text), worded in one `message` switch beside it, as
/// ``LayoutProblem/Reason/message`` words the core's own reasons.
public protocol FormatReason: Sendable, Equatable {
    /// The problem in words, without its place; everything quoted from a
    /// file goes in through ``Message`` interpolation, which makes it inert.
    var message: Message { get }

    /// Whether the layout still opens with this problem: `validate`
    /// reports it as a warning and a session opens.
    var isWarning: Bool { get }

    /// Whether the problem is about what the file as a whole is (a config
    /// opened as a settings file): its words then lead, with no place
    /// before them. False unless a format says so.
    var isAboutTheWholeFile: Bool { get }
}

extension FormatReason {
    /// Most problems are at a place in the file.
    public var isAboutTheWholeFile: Bool { false }

    /// Whether `other` is this same reason, of this same format.
    fileprivate func isSame(as other: any FormatReason) -> Bool {
        (other as? Self) == self
    }
}

/// One format's reason as a ``LayoutProblem/Reason`` holds it: any
/// ``FormatReason``, equal to another when both are the same reason of
/// the same format (two formats' reasons are never equal).
public struct AnyFormatReason: Sendable, Equatable {
    /// The format's own reason.
    public let base: any FormatReason

    public init(_ base: some FormatReason) {
        self.base = base
    }

    public static func == (lhs: AnyFormatReason, rhs: AnyFormatReason) -> Bool {
        lhs.base.isSame(as: rhs.base)
    }
}

/// The bytes of the screens drawn lately, so that a screen shown again as
/// it was (after `back`, `show`) is printed without being drawn again.
///
/// A screen the session kept (see ``ScreenMemo``) comes back as the very
/// same model: its rows in the same storage. That is what is looked for,
/// not equal rows: telling a new model equal row by row would cost nearly
/// what drawing it does.
package struct DrawnScreens {
    /// How many drawings are kept.
    private static let capacity = 8
    /// The most bytes a drawing kept may have (a long screen is printed around its focus, so this is rare).
    private static let byteLimit = 256 * 1024
    private var kept: [(model: ScreenModel, width: Int, bytes: [UInt8])] = []

    package init() {}

    /// The UTF-8 of `model` at `width` as `renderer` draws it: the bytes drawn before, when they were.
    package mutating func utf8(_ model: ScreenModel, width: Int, renderer: Renderer) -> [UInt8] {
        if let index = kept.firstIndex(where: { $0.width == width && Self.same($0.model, model) }) {
            // The most recently used last: the one left unused longest goes first.
            let entry = kept.remove(at: index)
            kept.append(entry)
            return entry.bytes
        }
        let bytes = renderer.utf8(model, width: width)
        guard bytes.count <= Self.byteLimit else { return bytes }
        if kept.count >= Self.capacity { kept.removeFirst() }
        kept.append((model, width, bytes))
        return bytes
    }

    /// Whether `a` and `b` are the same model: equal bars and focus, and
    /// the sections in one storage. (Storage shared is storage unchanged:
    /// an array writes only to storage it alone holds, and the kept model
    /// holds this one, so its address can't be taken by another.)
    private static func same(_ a: ScreenModel, _ b: ScreenModel) -> Bool {
        guard a.title == b.title, a.backTitle == b.backTitle, a.barButton == b.barButton, a.focus == b.focus else { return false }
        return a.sections.withUnsafeBufferPointer { first in
            b.sections.withUnsafeBufferPointer { second in first.baseAddress == second.baseAddress && first.count == second.count }
        }
    }
}

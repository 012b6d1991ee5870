/// An `errno` value carried in a `Result`.
struct Errno: Error, Equatable {
    /// The raw `errno` value.
    let code: Int32
    init(_ code: Int32) { self.code = code }
}

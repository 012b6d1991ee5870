/// Why a ``DocumentStorage`` could not read or write a document. Every
/// message is a complete sentence naming the document.
public enum StorageError: Error, Sendable, Equatable {
    /// A file's own failure, worded as ``FileError`` words it.
    case file(FileError)
    /// Another writer changed the document since it was read; nothing was written.
    case conflict(String)
    /// The store could not be reached (every endpoint down or too slow); nothing was written.
    case unavailable(String)
    /// The store answered but refused: a wrong password, a document over its size limit, a bad address.
    case refused(String)

    /// The sentence to show.
    package var message: String {
        switch self {
        case .file(let error): return error.description
        case .conflict(let text), .unavailable(let text), .refused(let text): return text
        }
    }
}

/// Why a request to etcd failed. Every message is a sentence naming the
/// members or the document, and never holds the password.
package enum EtcdError: Error, Sendable, Equatable {
    /// No member answered in time (down, refusing, shutting down); nothing was written.
    case unavailable(String)
    /// A member answered but refused: a wrong password, no permission, an answer that can't be read.
    case refused(String)
}

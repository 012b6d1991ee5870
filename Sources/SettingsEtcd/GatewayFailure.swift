/// Why one request to a member got no answer, in the few words a message
/// names the endpoint with; and whether the request may have reached it.
enum GatewayFailure: Error, Equatable {
    /// Nothing was sent: no connection was made (refused, unreachable, a
    /// name not resolved, none within the timeout) or TLS could not start.
    case notSent(String)
    /// The request was sent, or may have been, and no whole answer came
    /// within the deadline.
    case deadlinePassed
    /// The request was sent, or may have been, and the answer failed
    /// (the connection closed mid-answer, TLS failed, it was too large).
    case broken(String)
}

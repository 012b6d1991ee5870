/// A member's answer to one request: the HTTP status and the body.
struct GatewayAnswer: Sendable {
    let status: UInt
    let body: [UInt8]
}

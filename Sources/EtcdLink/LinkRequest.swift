/// What settings-shell asks its etcd helper, one frame each; the helper
/// answers every request with one ``LinkReply``.
///
/// | request | fields after the name | answers |
/// |---|---|---|
/// | `open` | endpoints (comma-separated), key, timeout (seconds), user, password, CA file, certificate file, key file (empty: not given) | `ready`, `failed` |
/// | `read` | — | `document`, `absent`, `failed` |
/// | `write` | expected: `any`, `absent` or a revision; the bytes | `written`, `conflict`, `failed` |
/// | `changes` | — | `changed`, `unchanged` |
///
/// `open` comes first, once. After a `read` or `write` the helper watches
/// the key; `changes` asks whether another writer changed it since.
package enum LinkRequest: Sendable, Equatable {
    case open(EtcdAddress, EtcdSettings)
    case read
    case write(LinkExpectation, [UInt8])
    case changes

    package var frame: LinkFrame {
        switch self {
        case .open(let address, let settings):
            let texts = [
                "open", address.endpoints.joined(separator: ","), address.key, "\(settings.timeout)", settings.user ?? "",
                settings.password ?? "", settings.caFile ?? "", settings.certFile ?? "", settings.keyFile ?? "",
            ]
            return LinkFrame(texts.map { Array($0.utf8) })
        case .read: return LinkFrame([Array("read".utf8)])
        case .write(let expectation, let bytes): return LinkFrame([Array("write".utf8), Array(expectation.text.utf8), bytes])
        case .changes: return LinkFrame([Array("changes".utf8)])
        }
    }

    /// The request `frame` carries; nil when it is none.
    package init?(_ frame: LinkFrame) {
        switch frame.text(0) {
        case "open":
            let endpoints = frame.text(1).split(separator: ",").map(String.init)
            guard frame.fields.count == 9, !endpoints.isEmpty, let timeout = Double(frame.text(3)), EtcdSettings.isTimeout(timeout) else { return nil }
            let optional = { (index: Int) in frame.text(index).isEmpty ? nil : frame.text(index) }
            let address = EtcdAddress(endpoints: endpoints, key: frame.text(2))
            self = .open(address, EtcdSettings(timeout: timeout, user: optional(4), password: optional(4) == nil ? nil : frame.text(5),
                                               caFile: optional(6), certFile: optional(7), keyFile: optional(8)))
        case "read": self = .read
        case "write":
            guard frame.fields.count == 3, let expectation = LinkExpectation(frame.text(1)) else { return nil }
            self = .write(expectation, frame.fields[2])
        case "changes": self = .changes
        default: return nil
        }
    }
}

/// Where a values document lives in etcd, as `--file` names it:
/// `etcd://HOST:PORT[,HOST:PORT…]/KEY`. The key is everything after the
/// first slash, slashes included.
public struct EtcdAddress: Sendable, Equatable {
    /// The members to try, in order, as `HOST:PORT`.
    public let endpoints: [String]
    /// The key whose value is the document.
    public let key: String

    /// The scheme that marks a `--file` as a key in etcd.
    package static let scheme = "etcd://"

    /// Whether `text` names a key in etcd rather than a file.
    public static func isAddress(_ text: String) -> Bool { text.hasPrefix(scheme) }

    /// Reads `text`; a sentence saying what is wrong when it is not a well-formed address.
    public static func parse(_ text: String) -> Result<EtcdAddress, StorageErrorText> {
        guard isAddress(text) else { return .failure(StorageErrorText("\(text) is not an etcd address (etcd://HOST:PORT/KEY)")) }
        let rest = text.dropFirst(scheme.count)
        guard let slash = rest.firstIndex(of: "/") else {
            return .failure(StorageErrorText("\(text) names no key: write etcd://HOST:PORT/KEY"))
        }
        let key = String(rest[rest.index(after: slash)...])
        guard !key.isEmpty else { return .failure(StorageErrorText("\(text) names no key: write etcd://HOST:PORT/KEY")) }
        let endpoints = rest[..<slash].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        for endpoint in endpoints {
            guard let colon = endpoint.lastIndex(of: ":"), isHost(endpoint[..<colon]),
                  let port = Int(endpoint[endpoint.index(after: colon)...]), (1...65535).contains(port) else {
                return .failure(StorageErrorText("\(text): \"\(endpoint)\" is not HOST:PORT"))
            }
        }
        return .success(EtcdAddress(endpoints: endpoints, key: key))
    }

    /// Whether `host` can be a member's host: a name or IPv4 address with
    /// no colon, or an IPv6 address in brackets.
    private static func isHost(_ host: Substring) -> Bool {
        if host.hasPrefix("[") { return host.count > 2 && host.hasSuffix("]") && !host.dropFirst().dropLast().contains { "[]".contains($0) } }
        return !host.isEmpty && !host.contains { ":[]".contains($0) }
    }

    /// Whether every endpoint is on this machine, where a plain connection
    /// can't be read or changed by anyone else on the network: `localhost`,
    /// `[::1]`, or an IPv4 address in 127.0.0.0/8 written as four numbers (a
    /// name that only starts with "127." is a host on the network).
    public var isLoopback: Bool {
        endpoints.allSatisfy { endpoint in
            let host = endpoint[..<(endpoint.lastIndex(of: ":") ?? endpoint.endIndex)]
            return host == "localhost" || host == "[::1]" || Self.isLoopbackIPv4(host)
        }
    }

    private static func isLoopbackIPv4(_ host: Substring) -> Bool {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts.first == "127" else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) && (Int(part) ?? 256) <= 255
        }
    }

    /// The address as typed.
    public var text: String { Self.scheme + endpoints.joined(separator: ",") + "/" + key }
}

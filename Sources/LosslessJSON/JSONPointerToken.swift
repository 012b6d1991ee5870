/// One token of a JSON pointer (RFC 6901, `/definitions/a~1b`): a member
/// name with `~` written `~0` and `/` written `~1`.
///
/// Written out by hand rather than with `replacing(_:with:)`: the standard
/// library's generic search made each token cost some ten thousand
/// instructions, and a schema resolves a pointer for every `$ref` it has.
package enum JSONPointerToken {
    /// The member name `token` spells: `~1` read as `/`, then `~0` as `~`
    /// (in that order, so `~01` is `~1`). A `~` followed by anything else is kept as it is.
    package static func name(_ token: some StringProtocol) -> String {
        guard token.utf8.contains(UInt8(ascii: "~")) else { return String(token) }
        let slashes = replacing(Array(token.utf8), escape: UInt8(ascii: "1"), with: UInt8(ascii: "/"))
        return String(decoding: replacing(slashes, escape: UInt8(ascii: "0"), with: UInt8(ascii: "~")), as: UTF8.self)
    }

    /// The token for the member name `name`: `~` written `~0`, `/` written `~1`.
    package static func token(_ name: String) -> String {
        guard name.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return name }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count + 2)
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "~"): bytes += [UInt8(ascii: "~"), UInt8(ascii: "0")]
            case UInt8(ascii: "/"): bytes += [UInt8(ascii: "~"), UInt8(ascii: "1")]
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `bytes` with every `~` followed by `escape` made `replacement`.
    private static func replacing(_ bytes: [UInt8], escape: UInt8, with replacement: UInt8) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "~"), index + 1 < bytes.count, bytes[index + 1] == escape {
                result.append(replacement)
                index += 2
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }
}

import Glibc

/// One message over the pipes between settings-shell and its etcd helper:
/// a list of byte fields, each sent with its length, so a document's bytes
/// pass unchanged whatever they hold. On the wire:
///
///     frame := COUNT "\n" field{COUNT}
///     field := LENGTH "\n" BYTES        (LENGTH bytes, decimal)
///
/// The first field names the message (`read`, `document`, …); see
/// ``LinkRequest`` and ``LinkReply`` for each one's fields.
package struct LinkFrame: Sendable, Equatable {
    package var fields: [[UInt8]]

    package init(_ fields: [[UInt8]]) { self.fields = fields }

    /// The most fields a frame has, and the most bytes one field may hold:
    /// a document fits etcd's request limit, far below.
    static let maxFields = 16
    static let maxFieldBytes = 64 << 20

    /// The frame as sent.
    package var encoded: [UInt8] {
        var bytes = Array("\(fields.count)\n".utf8)
        for field in fields {
            bytes += Array("\(field.count)\n".utf8)
            bytes += field
        }
        return bytes
    }

    /// The field at `index` as text (a number, a name), or "" when absent.
    package func text(_ index: Int) -> String {
        index < fields.count ? String(decoding: fields[index], as: UTF8.self) : ""
    }

    /// Writes the frame to `descriptor` whole; false when it could not be.
    package func write(to descriptor: Int32) -> Bool {
        let bytes = encoded
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}

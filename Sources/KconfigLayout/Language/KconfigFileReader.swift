#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads Kconfig files the way the kernel finds them (as named, then under
/// `$srctree`), refusing what is not a regular file (a FIFO, `/dev/zero`)
/// before opening it, and anything over ``KconfigLimits/maxFileBytes``.
public struct KconfigFileReader: Sendable {
    /// Relative names are looked up here first (the kernel's working folder).
    package var workingDirectory: String
    /// `$srctree`, where relative names are looked up next.
    package var sourceTree: String?

    package init(workingDirectory: String, sourceTree: String?) {
        self.workingDirectory = workingDirectory
        self.sourceTree = sourceTree
    }

    /// What reading a name found.
    public enum Outcome {
        case found([UInt8])
        case missing
        case failed(KconfigError.Reason)
    }

    /// The path a name resolves to for reading, as tried first.
    func candidates(_ name: String) -> [String] {
        if name.hasPrefix("/") { return [name] }
        var paths = [workingDirectory.hasSuffix("/") ? workingDirectory + name : workingDirectory + "/" + name]
        if let sourceTree, !sourceTree.isEmpty {
            let base = sourceTree.hasPrefix("/") ? sourceTree : workingDirectory + "/" + sourceTree
            paths.append(base + "/" + name)
        }
        return paths
    }

    package func read(_ name: String) -> Outcome {
        for path in candidates(name) {
            switch Self.readRegularFile(path, maxBytes: KconfigLimits.maxFileBytes) {
            case .missing: continue
            case .failed(let reason): return .failed(Self.named(reason, name))
            case .found(let bytes): return .found(bytes)
            }
        }
        return .missing
    }

    private static func named(_ reason: KconfigError.Reason, _ name: String) -> KconfigError.Reason {
        switch reason {
        case .notARegularFile: .notARegularFile(name)
        case .tooLarge: .tooLarge(name)
        default: .cannotOpen(name)
        }
    }

    /// A regular file's bytes; `.missing` when there is nothing at `path`.
    public static func readRegularFile(_ path: String, maxBytes: Int) -> Outcome {
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : .failed(.cannotOpen(path)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failed(.notARegularFile(path)) }
        guard Int(info.st_size) <= maxBytes else { return .failed(.tooLarge(path)) }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failed(.cannotOpen(path)) }
        defer { close(fd) }
        var opened = stat()
        guard fstat(fd, &opened) == 0, (opened.st_mode & S_IFMT) == S_IFREG else { return .failed(.notARegularFile(path)) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failed(.cannotOpen(path))
            }
            if count == 0 { break }
            bytes += buffer[0..<count]
            if bytes.count > maxBytes { return .failed(.tooLarge(path)) }
        }
        return .found(bytes)
    }
}

extension KconfigFileReader {
    /// The files a `source` pattern names: itself when it has no `*`, `?`
    /// or `[`; otherwise the matches, sorted, found where the kernel would
    /// look for the name (none is an error unless the source is optional).
    package func expandGlob(_ pattern: String) -> [String] {
        guard pattern.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" }) else { return [pattern] }
        for candidate in candidates(pattern) {
            let prefix = String(candidate.dropLast(pattern.count))
            var result = glob_t()
            defer { globfree(&result) }
            guard glob(candidate, 0, nil, &result) == 0 else { continue }
            var names: [String] = []
            for index in 0..<Int(result.gl_pathc) {
                guard let path = result.gl_pathv[index].map({ String(cString: $0) }) else { continue }
                names.append(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
            }
            if !names.isEmpty { return names.sorted() }
        }
        return []
    }
}

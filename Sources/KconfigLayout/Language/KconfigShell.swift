import CFileSystem
import Glibc

/// Runs `$(shell,…)` commands as the kernel does (`/bin/sh -c`, standard
/// output kept up to 4095 bytes, trailing newlines dropped, the others
/// turned into spaces). Only called when a person allowed it.
///
/// Started with `posix_spawn`, as Foundation's `Process` starts one (which
/// would link all of Foundation into the tool for this one call): in a
/// process group of its own, so that Ctrl-C at the session is not the
/// command's, and with no descriptor of this process but the pipe.
package struct KconfigShell: Sendable {
    /// The working folder commands run in (the kernel's tree), nil for this process's.
    package var workingDirectory: String?
    package var environment: [String: String]?

    package init(workingDirectory: String? = nil, environment: [String: String]? = nil) {
        self.workingDirectory = workingDirectory
        self.environment = environment
    }

    /// The command's output as `$(shell,…)` gives it; nil when it could not be started.
    package func run(_ command: String) -> [UInt8]? {
        guard let (child, output) = start(command) else { return nil }
        // At most 4096 bytes are read, as the kernel's fread does; then the
        // pipe is closed so that an endless writer stops.
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 4096 {
            let wanted = 4096 - bytes.count
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, wanted) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        close(output)
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        if bytes.count >= 4096 { bytes = Array(bytes.prefix(4095)) }
        while bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        return bytes.map { $0 == UInt8(ascii: "\n") ? UInt8(ascii: " ") : $0 }
    }

    /// Starts `/bin/sh -c command` with standard input from /dev/null and
    /// standard output into a pipe; the child and the pipe's reading end.
    private func start(_ command: String) -> (pid_t, Int32)? {
        var ends: [Int32] = [-1, -1]
        // Close-on-exec, so that commands run side by side don't hold each other's pipes open.
        guard pipe2(&ends, O_CLOEXEC) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addclosefrom_np(&actions, 3)
        if let workingDirectory { posix_spawn_file_actions_addchdir_np(&actions, workingDirectory) }
        // A writer that outlives the read gets SIGPIPE, whatever this process does with it.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        let words: [String] = ["/bin/sh", "-c", command]
        let arguments = words.map { strdup($0) }
        let variables = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } }
        defer {
            arguments.forEach { free($0) }
            variables?.forEach { free($0) }
        }
        var child: pid_t = 0
        let started = (arguments + [nil]).withUnsafeBufferPointer { argv in
            guard let argv = argv.baseAddress else { return EINVAL }
            guard let variables else { return posix_spawn(&child, "/bin/sh", &actions, &attributes, argv, environ) }
            return (variables + [nil]).withUnsafeBufferPointer { envp in
                envp.baseAddress.map { posix_spawn(&child, "/bin/sh", &actions, &attributes, argv, $0) } ?? EINVAL
            }
        }
        close(ends[1])
        guard started == 0 else {
            close(ends[0])
            return nil
        }
        return (child, ends[0])
    }
}

import CFileSystem
import Glibc

/// `/bin/sh -c COMMAND` started with `posix_spawn`: the one way this tool
/// starts another program (a pager, a Kconfig `$(shell,…)`).
///
/// The child gets none of this process's descriptors but standard input,
/// output and error (and the pipe asked for), and the signals named in
/// ``defaultSignals`` as a new process has them: the tool ignores SIGPIPE,
/// a child must not. Written by hand: Foundation's `Process` would link all
/// of Foundation into the tool for it.
package struct ShellCommand: Sendable {
    /// What one of the child's standard streams is.
    package enum Stream: Sendable, Equatable {
        /// This process's own.
        case inherited
        /// `/dev/null`.
        case nullDevice
        /// A pipe whose other end this process gets (``Started/pipe``).
        case pipe
    }

    /// A child started, with this process's end of its pipe (-1 when none was asked for).
    package struct Started: Sendable {
        package let process: pid_t
        package let pipe: Int32

        /// Waits for the child to end; its wait status.
        @discardableResult
        package func wait() -> Int32 {
            var status: Int32 = 0
            while waitpid(process, &status, 0) < 0 && errno == EINTR {}
            return status
        }
    }

    package var command: String
    /// The folder it starts in; nil for this process's.
    package var workingDirectory: String?
    /// Its whole environment; nil for this process's.
    package var environment: [String: String]?
    /// Signals it starts with their default action, whatever this process does with them.
    package var defaultSignals: [Int32] = [SIGPIPE]
    /// In a process group of its own, so that Ctrl-C at the terminal is this process's alone.
    package var ownProcessGroup = false

    package init(_ command: String, workingDirectory: String? = nil, environment: [String: String]? = nil) {
        self.command = command
        self.workingDirectory = workingDirectory
        self.environment = environment
    }

    /// Starts it with standard input and output as given (at most one of
    /// them a pipe) and standard error this process's; nil when it could
    /// not start (no pipe, a working folder that isn't there).
    package func start(input: Stream, output: Stream) -> Started? {
        let wantsPipe = input == .pipe || output == .pipe
        var ends: [Int32] = [-1, -1]
        // Close-on-exec, so that children started side by side don't hold each other's pipes open.
        if wantsPipe { guard pipe2(&ends, O_CLOEXEC) == 0 else { return nil } }
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for (stream, descriptor, pipeEnd) in [(input, Int32(0), ends[0]), (output, Int32(1), ends[1])] {
            switch stream {
            case .inherited: break
            case .nullDevice: posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
            case .pipe: posix_spawn_file_actions_adddup2(&actions, pipeEnd, descriptor)
            }
        }
        posix_spawn_file_actions_addclosefrom_np(&actions, 3)
        if let workingDirectory { posix_spawn_file_actions_addchdir_np(&actions, workingDirectory) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in defaultSignals { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = POSIX_SPAWN_SETSIGDEF
        if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let words: [String] = ["/bin/sh", "-c", command]
        let arguments = words.map { strdup($0) }
        let variables = environment.map { $0.map { strdup($0.key + "=" + $0.value) } }
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
        // The child's end is the child's alone.
        let (ours, theirs) = input == .pipe ? (ends[1], ends[0]) : (ends[0], ends[1])
        if wantsPipe { close(theirs) }
        guard started == 0 else {
            if wantsPipe { close(ours) }
            return nil
        }
        return Started(process: child, pipe: wantsPipe ? ours : -1)
    }
}

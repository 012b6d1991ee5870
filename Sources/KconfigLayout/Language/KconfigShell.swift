import Glibc
import ShellCommands

/// Runs `$(shell,…)` commands as the kernel does (`/bin/sh -c`, standard
/// output kept up to 4095 bytes, trailing newlines dropped, the others
/// turned into spaces). Only called when a person allowed it.
///
/// Started as a ``ShellCommand`` in a process group of its own, so that
/// Ctrl-C at the session is not the command's, as Foundation's `Process`
/// started it.
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
        var shell = ShellCommand(command, workingDirectory: workingDirectory, environment: environment)
        shell.ownProcessGroup = true
        guard let child = shell.start(input: .nullDevice, output: .pipe) else { return nil }
        // At most 4096 bytes are read, as the kernel's fread does; then the
        // pipe is closed so that an endless writer stops.
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 4096 {
            let wanted = 4096 - bytes.count
            let count = chunk.withUnsafeMutableBytes { read(child.pipe, $0.baseAddress, wanted) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        close(child.pipe)
        child.wait()
        if bytes.count >= 4096 { bytes = Array(bytes.prefix(4095)) }
        while bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        return bytes.map { $0 == UInt8(ascii: "\n") ? UInt8(ascii: " ") : $0 }
    }
}

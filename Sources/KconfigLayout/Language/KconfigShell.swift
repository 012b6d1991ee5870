import Foundation

/// Runs `$(shell,…)` commands as the kernel does (`/bin/sh -c`, standard
/// output kept up to 4095 bytes, trailing newlines dropped, the others
/// turned into spaces). Only called when a person allowed it.
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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        if let workingDirectory { process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory) }
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        // At most 4096 bytes are read, as the kernel's fread does; then the
        // pipe is closed so that an endless writer stops.
        var output: [UInt8] = []
        while output.count < 4096, let chunk = try? pipe.fileHandleForReading.read(upToCount: 4096 - output.count), !chunk.isEmpty {
            output += chunk
        }
        try? pipe.fileHandleForReading.close()
        process.waitUntilExit()
        if output.count >= 4096 { output = Array(output.prefix(4095)) }
        while output.last == UInt8(ascii: "\n") { output.removeLast() }
        return output.map { $0 == UInt8(ascii: "\n") ? UInt8(ascii: " ") : $0 }
    }
}

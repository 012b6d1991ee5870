import Foundation
import Testing

/// A script whose file is changed by someone else between loading and `done`:
/// nothing is written, the other writer's bytes stay, and the status is 75.
@Suite struct ConflictEndToEndTests {
    @Test func aFileChangedOnDiskIsNotOverwritten() throws {
        try EndToEndTests.withFolder { folder in
            let path = folder + "/basic.json"
            try EndToEndTests.write(try EndToEndTests.fixture("basic.json"), to: path)

            let process = Process()
            process.executableURL = URL(fileURLWithPath: try EndToEndTests.binary())
            process.arguments = ["--file", "basic.json"]
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            process.environment = ["PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8", "HOME": folder, "XDG_STATE_HOME": folder]
            let input = Pipe(), output = Pipe(), errors = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            try process.run()

            // Make a change, and wait until the tool has taken it.
            try input.fileHandleForWriting.write(contentsOf: Data("set sounds off\n".utf8))
            var seen = ""
            let deadline = Date().addingTimeInterval(20)
            while !seen.contains("Set Sounds to off."), Date() < deadline {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                seen += String(decoding: chunk, as: UTF8.self)
            }
            #expect(seen.contains("Set Sounds to off."))

            // Someone else saves the file meanwhile.
            let theirs = try EndToEndTests.fixture("basic.json").replacingOccurrences(of: "\"fr\"", with: "\"en\"")
            try EndToEndTests.write(theirs, to: path)

            try input.fileHandleForWriting.write(contentsOf: Data("done\n".utf8))
            try input.fileHandleForWriting.close()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            _ = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()

            #expect(process.terminationStatus == 75)
            #expect(stderr == "basic.json changed on disk since it was loaded; nothing was written\n")
            #expect(try EndToEndTests.read(path) == theirs)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".tmp-") }
            #expect(leftovers.isEmpty)
        }
    }
}

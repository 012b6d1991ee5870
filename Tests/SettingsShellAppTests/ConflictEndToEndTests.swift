import Foundation
import Testing
import TestSupport

/// A script whose file is changed by someone else between loading and `done`:
/// nothing is written, the other writer's bytes stay, and the status is 75.
@Suite struct ConflictEndToEndTests {
    @Test func aFileChangedOnDiskIsNotOverwritten() throws {
        try EndToEndTests.withFolder { folder in
            let path = folder + "/basic.json"
            try EndToEndTests.write(try EndToEndTests.fixture("basic.json"), to: path)

            let child = try Subprocess.spawn(
                try EndToEndTests.binary(), ["--file", "basic.json"], environment: Subprocess.environment(home: folder),
                workingDirectory: folder, stdin: .pipe, stdout: .pipe, stderr: .pipe)

            // Make a change, and wait until the tool has taken it.
            child.write("set sounds off\n")
            let seen = child.readOutput(until: "Set Sounds to off.", deadline: 20)
            #expect(seen.contains("Set Sounds to off."))

            // Someone else saves the file meanwhile.
            let theirs = try EndToEndTests.fixture("basic.json").replacingOccurrences(of: "\"fr\"", with: "\"en\"")
            try EndToEndTests.write(theirs, to: path)

            child.write("done\n")
            child.closeInput()
            let outcome = child.finish()

            #expect(outcome.end == .exited(75))
            #expect(outcome.err == "basic.json changed on disk since it was loaded; nothing was written\n")
            #expect(try EndToEndTests.read(path) == theirs)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".tmp-") }
            #expect(leftovers.isEmpty)
        }
    }
}

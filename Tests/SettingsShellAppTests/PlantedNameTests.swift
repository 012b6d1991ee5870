import Foundation
import Testing
import TestSupport
@testable import SettingsShellApp

/// A neighbour who may write the folder a transcript goes to plants symbolic links where the
/// tool might write. The transcript writer (`--record`, `replay --update`) makes its temporary
/// file as a save does, with `O_EXCL` under a random name, so no planted name is followed: the
/// file a link points to is neither written nor chmod-ed.
@Suite struct PlantedNameTests {
    @Test func aTranscriptIsNeverWrittenThroughAPlantedLink() throws {
        let folder = try TranscriptFiles.makeTemporaryFolder(in: "/tmp")
        defer { TranscriptFiles.removeTree(folder) }
        let victim = folder + "/victim.txt"
        try EndToEndTests.write("precious\n", to: victim)
        chmod(victim, 0o600)
        let path = folder + "/r.transcript"
        // Every name the writer ever used for its temporary file: `NAME.tmp-PID`, for this
        // process and its neighbours; and the name itself.
        let planted = (getpid() - 20...getpid() + 20).map { path + ".tmp-\($0)" } + [path]
        for name in planted { #expect(symlink(victim, name) == 0) }

        try TranscriptFiles.writeText("$ settings-shell get a\n1\n", to: path)

        #expect(try EndToEndTests.read(victim) == "precious\n")
        var st = stat()
        #expect(stat(victim, &st) == 0 && st.st_mode & 0o7777 == 0o600, "not chmod-ed")
        #expect(lstat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFREG, "the link at the name is replaced, not followed")
        #expect(try EndToEndTests.read(path) == "$ settings-shell get a\n1\n")
        for name in planted.dropLast() {
            #expect(lstat(name, &st) == 0 && st.st_mode & S_IFMT == S_IFLNK, "\(name) is left as it was")
        }
    }

    @Test func aTranscriptNamedAfterADeviceOrADescriptorIsWrittenThrough() throws {
        try TranscriptFiles.writeText("nothing\n", to: "/dev/null")
        var st = stat()
        #expect(lstat("/dev/null", &st) == 0 && st.st_mode & S_IFMT == S_IFCHR, "still the device")
        let folder = try TranscriptFiles.makeTemporaryFolder(in: "/tmp")
        defer { TranscriptFiles.removeTree(folder) }
        let file = folder + "/out.txt"
        try EndToEndTests.write("old", to: file)
        let fd = open(file, O_WRONLY)
        defer { close(fd) }
        try TranscriptFiles.writeText("through the descriptor\n", to: "/dev/fd/\(fd)")
        #expect(try EndToEndTests.read(file) == "through the descriptor\n")
    }

    /// `--record` and `replay --update` end to end, with the old names planted around the binary.
    @Test func recordingFromTheBinaryFollowsNoPlantedLink() throws {
        try EndToEndTests.withFolder { folder in
            try EndToEndTests.write(try EndToEndTests.fixture("basic.json"), to: folder + "/basic.json")
            let victim = folder + "/victim.txt"
            try EndToEndTests.write("precious\n", to: victim)
            #expect(symlink(victim, folder + "/r.transcript") == 0)
            let run = try EndToEndTests.run(["--file", "basic.json", "--record", "r.transcript"], input: "done\n", in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try EndToEndTests.read(victim) == "precious\n")
            #expect(try EndToEndTests.read(folder + "/r.transcript").hasPrefix("$ settings-shell --file basic.json\n"))
        }
    }
}

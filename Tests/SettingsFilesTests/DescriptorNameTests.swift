#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import SettingsFiles

/// A name for an open descriptor (`/dev/stdin`, `/dev/fd/N`, `/proc/self/fd/N`) is read, never
/// saved to, whatever the descriptor is open on: `--file /dev/stdin set … < f` must not write `f`.
@Suite("Names of open descriptors")
struct DescriptorNameTests {
    /// Runs `body` with a temporary folder, the settings file in it (holding `text`), and a
    /// descriptor open on that file for reading.
    static func withOpenFile(_ text: String, _ body: (String, String, Int32) throws -> Void) throws {
        try Disk.withTempFolder { folder in
            let file = folder + "/settings.json"
            try Disk.put(file, text)
            let fd = open(file, O_RDONLY | O_CLOEXEC)
            try #require(fd >= 0)
            defer { close(fd) }
            try body(folder, file, fd)
        }
    }

    @Test(arguments: ["/dev/fd/", "/proc/self/fd/"])
    func aDescriptorOnARegularFileIsReadButNeverWritten(prefix: String) throws {
        try Self.withOpenFile("{\"values\": {}}") { folder, file, fd in
            let name = prefix + String(fd)
            let snapshot = try SafeFile.read(name)
            #expect(snapshot.bytes == .utf8("{\"values\": {}}"))

            #expect(throws: FileError.notSavable(path: name)) {
                try SafeFile.write(.utf8("{\"values\": {\"a\": 1}}"), to: name, expecting: snapshot)
            }
            #expect(throws: FileError.notSavable(path: name)) {
                try SafeFile.write(.utf8("{\"values\": {\"a\": 1}}"), to: name, expecting: snapshot, force: true)
            }
            #expect(Disk.text(file) == "{\"values\": {}}")
            #expect(Disk.list(folder) == ["settings.json"])
        }
    }

    @Test func aLinkToADescriptorNameIsOneToo() throws {
        try Self.withOpenFile("{}") { folder, file, fd in
            try Disk.symlinkAt(folder + "/link.json", to: "/dev/fd/\(fd)")
            #expect(try ResolvedPath.resolve(folder + "/link.json").throughDescriptor)
            #expect(try !ResolvedPath.resolve(file).throughDescriptor)
            try Disk.symlinkAt(folder + "/plain.json", to: "settings.json")
            #expect(try !ResolvedPath.resolve(folder + "/plain.json").throughDescriptor)
        }
    }
}

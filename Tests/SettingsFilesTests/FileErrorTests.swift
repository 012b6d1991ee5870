#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import SettingsFiles

@Suite("FileError")
struct FileErrorTests {
    @Test func descriptionsNameThePathAndTheCause() {
        #expect(FileError.notFound(path: "/x/settings.json").description == "/x/settings.json does not exist")
        #expect(FileError.notAFile(path: "/x").description
            == "/x is not a regular file (it is a directory or a special file)")
        #expect(FileError.permissionDenied(path: "/x/s.json", operation: "open").description
            == "Permission denied: could not open /x/s.json")
        #expect(FileError.io(path: "/x/s.json", operation: "write", code: ENOSPC).description
            == "Could not write /x/s.json: No space left on device")
        #expect(FileError.tooLarge(path: "s.json", size: 10, limit: 5).description
            == "s.json is too large (10 bytes; the limit is 5 bytes)")
        #expect(FileError.locked(path: "s.json", lockPath: ".s.json.lock").description
            == "s.json is being saved by another program (it holds .s.json.lock); nothing was written")
    }

    @Test func accessErrorsMapToPermissionDenied() {
        #expect(FileError.from(EACCES, path: "p", operation: "open") == .permissionDenied(path: "p", operation: "open"))
        #expect(FileError.from(EPERM, path: "p", operation: "open") == .permissionDenied(path: "p", operation: "open"))
        #expect(FileError.from(EIO, path: "p", operation: "read") == .io(path: "p", operation: "read", code: EIO))
    }
}

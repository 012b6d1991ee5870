#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CFileSystem
import Testing
@testable import SettingsFiles

/// A large file is read while another thread faults in the pages of the
/// buffer it is read into: the bytes are the file's, whichever side reached
/// a page first.
@Suite("PageFaulting") struct PageFaultingTests {
    /// Bytes that differ from page to page, so that a page lost or moved shows.
    static func pattern(count: Int) -> [UInt8] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    @Test(arguments: [PageFaulting.threshold - 1, PageFaulting.threshold, 3 * PageFaulting.threshold + 12_345])
    func aLargeFileReadsAsWritten(size: Int) throws {
        try Disk.withTempFolder { folder in
            let path = folder + "/large.json"
            let bytes = Self.pattern(count: size)
            try Disk.put(path, bytes)
            let snapshot = try SafeFile.read(path)
            #expect(snapshot.content.bytes == bytes)
        }
    }

    /// The pages of fresh memory are faulted in, and what was written first is left as it was.
    @Test func pagesAreFaultedInAndNoByteIsChanged() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let length = 3 * PageFaulting.threshold
        let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        let base = try #require(mapped == MAP_FAILED ? nil : mapped)
        defer { munmap(base, length) }
        let written = Self.pattern(count: page)
        base.copyMemory(from: written, byteCount: page)

        let faulting = PageFaulting(base, length: length)
        faulting.waitForAllPages()

        var resident = [UInt8](repeating: 0, count: length / page)
        #expect(mincore(base, length, &resident) == 0)
        // Where the kernel knows the advice (Linux 5.14 on); before, nothing is faulted in.
        if cfs_populate_for_write(base, page) == 0 {
            #expect(resident.allSatisfy { $0 & 1 == 1 })
        }
        #expect(Array(UnsafeRawBufferPointer(start: base, count: page)) == written)
        #expect(UnsafeRawBufferPointer(start: base + page, count: length - page).allSatisfy { $0 == 0 })
    }

    /// The whole 2 MiB pages of a large buffer are advised as huge pages: the
    /// kernel marks their mapping `hg` in /proc/self/smaps (whether or not it
    /// then finds a huge page free); the part before the first whole one is not.
    @Test(.enabled(if: Self.takesHugePageAdvice, "the kernel refuses MADV_HUGEPAGE (built without transparent huge pages)"))
    func aLargeBufferIsAdvisedAsHugePages() throws {
        let huge = 2 << 20
        let length = 3 * PageFaulting.threshold
        // Room to place the buffer at a 2 MiB boundary plus a page, so that it holds whole huge pages and starts inside one.
        let room = length + 2 * huge
        let mapped = mmap(nil, room, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        let region = try #require(mapped == MAP_FAILED ? nil : mapped)
        defer { munmap(region, room) }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let aligned = (UInt(bitPattern: region) + UInt(huge) - 1) & ~UInt(huge - 1)
        let base = try #require(UnsafeMutableRawPointer(bitPattern: aligned + UInt(page)))

        let faulting = PageFaulting(base, length: length)
        faulting.finish()

        let inside = aligned + UInt(huge) + UInt(page)
        #expect(try Self.flags(of: inside).contains("hg"))
        // The pages before the first whole 2 MiB and after the last are left as they were.
        #expect(try !Self.flags(of: aligned + UInt(page)).contains("hg"))
        #expect(try !Self.flags(of: aligned + UInt(length)).contains("hg"))
    }

    /// Whether the kernel takes the advice at all: it sets the flag whatever
    /// /sys/kernel/mm/transparent_hugepage/enabled says, and refuses it only
    /// when built without transparent huge pages.
    static let takesHugePageAdvice: Bool = {
        let huge = 2 << 20
        let mapped = mmap(nil, 2 * huge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let region = mapped, region != MAP_FAILED else { return false }
        defer { munmap(region, 2 * huge) }
        let aligned = (UInt(bitPattern: region) + UInt(huge) - 1) & ~UInt(huge - 1)
        guard let start = UnsafeMutableRawPointer(bitPattern: aligned) else { return false }
        return madvise(start, huge, MADV_HUGEPAGE) == 0
    }()

    /// The `VmFlags` of the mapping that holds `address`, from /proc/self/smaps.
    static func flags(of address: UInt) throws -> [Substring] {
        let smaps = String(decoding: try SafeFile.read("/proc/self/smaps").content.bytes, as: UTF8.self)
        var holds = false
        for line in smaps.split(separator: "\n") {
            let words = line.split(separator: " ")
            if let range = words.first, let dash = range.firstIndex(of: "-"),
               let start = UInt(range[..<dash], radix: 16), let end = UInt(range[range.index(after: dash)...], radix: 16) {
                holds = start <= address && address < end
            } else if holds, words.first == "VmFlags:" {
                return Array(words.dropFirst())
            }
        }
        Issue.record("no mapping holds \(String(address, radix: 16)) in /proc/self/smaps")
        return []
    }
}

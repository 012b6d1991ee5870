import Foundation

/// Finds an executable the package built, beside the running test bundle
/// (located through /proc/self/exe), for tests that run the real binary.
public enum BuiltProduct {
    public struct NotFound: Error, CustomStringConvertible {
        public var description: String
    }

    public static func path(_ name: String) throws -> String {
        let exe = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var folder = URL(fileURLWithPath: exe).deletingLastPathComponent()
        // On some platforms the bundle is a folder (…/X.xctest/Contents/MacOS/X).
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        throw NotFound(description: "\(name) is not built next to \(exe); run swift build first")
    }
}

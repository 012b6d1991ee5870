import SettingsFiles

/// A Settings.bundle on disk, read through the same careful reader as
/// settings files (regular files only, with a size limit), and only inside
/// its folder.
package struct DiskBundleFolder: BundleFolder {
    /// The bundle's folder, absolute.
    package let path: String
    /// No plist or strings table of a real bundle comes near this size.
    static let maxFileBytes = 32 << 20

    package init(path: String) {
        self.path = path
    }

    package func read(_ relative: String) -> BundleFileRead {
        guard BundleFiles.staysInside(relative) else { return .failed("\(relative) is outside the Settings.bundle") }
        do throws(FileError) {
            return .bytes(try SafeFile.read(join(relative), maxBytes: Self.maxFileBytes).bytes)
        } catch .notFound {
            return .missing
        } catch {
            return .failed(error.description.replacing(path + "/", with: ""))
        }
    }

    package func names(in relative: String) -> [String]? {
        try? SafeFile.names(inFolder: relative.isEmpty ? path : join(relative))
    }

    private func join(_ relative: String) -> String {
        path.hasSuffix("/") ? path + relative : path + "/" + relative
    }

}

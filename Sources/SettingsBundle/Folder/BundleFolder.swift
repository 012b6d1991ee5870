/// What reading a Settings.bundle needs from its folder: a file's bytes by
/// its path inside the bundle, and a folder's names. The real folder is
/// ``DiskBundleFolder``; tests pass files held in memory.
package protocol BundleFolder {
    /// The file at `path` (relative to the bundle, `/`-separated).
    func read(_ path: String) -> BundleFileRead
    /// The names in the folder at `path` (`""` for the bundle itself), or
    /// nil when there is no such folder.
    func names(in path: String) -> [String]?
}

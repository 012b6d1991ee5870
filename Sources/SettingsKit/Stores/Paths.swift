/// Joins relative paths to the working folder, so the core of the tool never
/// depends on the process's current directory (transcripts run in-process).
@_spi(SettingsShell) public enum Paths {
    @_spi(SettingsShell) public static func absolute(_ path: String, in directory: String) -> String {
        if path.hasPrefix("/") { return path }
        if directory.hasSuffix("/") { return directory + path }
        return directory + "/" + path
    }
}

/// Where this repository is, for tests that read its files (the README, examples).
public enum Repository {
    /// The repository's folder: three levels above this file (Tests/TestSupport/Repository.swift).
    public static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()
}

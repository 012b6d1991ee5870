/// A document kept in a file, read and written through ``SafeFile`` (the
/// save lock, the conflict check against the snapshot read, the atomic replace).
package struct FileStorage: DocumentStorage {
    /// The file's path, made absolute.
    package let path: String
    package let displayName: String

    /// A file at `path`, named `displayName` in messages.
    package init(path: String, displayName: String) {
        self.path = path
        self.displayName = displayName
    }

    package var isWritable: Bool { !SafeFile.isStream(path) }

    package func read() throws(StorageError) -> StoredDocument? {
        do throws(FileError) {
            let snapshot = try SafeFile.read(path, origin: .commandLine)
            return StoredDocument(bytes: snapshot.bytes, version: .file(snapshot))
        } catch .notFound {
            return nil
        } catch {
            throw .file(error)
        }
    }

    package func write(_ content: FileContent, expecting: StoredDocument?, force: Bool,
                      waiting: @escaping () -> Void) throws(StorageError) -> (stored: StoredDocument, warnings: [String]) {
        var snapshot: FileSnapshot?
        if case .file(let read) = expecting?.version { snapshot = read }
        do throws(FileError) {
            let report = try SafeFile.write(content, to: path, expecting: snapshot, force: force, newFileMode: 0o600, waiting: waiting)
            // Keep one copy of what was written: the joined bytes.
            let written = report.snapshot
            let bytes = written.bytes
            let kept = FileSnapshot(path: written.path, resolvedPath: written.resolvedPath, content: FileContent(bytes), identity: written.identity)
            return (StoredDocument(bytes: bytes, version: .file(kept)), report.warnings)
        } catch {
            throw .file(error)
        }
    }
}

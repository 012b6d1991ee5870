import LosslessJSON
import SettingsCore
import SettingsFiles

/// The settings file (and the `--values` file, when one is named) as loaded
/// from disk, and the one place that writes them back.
public struct SettingsStore: Sendable {
    /// The names as the person typed them, for messages.
    public let fileName: String
    public let valuesFileName: String?
    /// The paths, made absolute against the working folder.
    let filePath: String
    let valuesPath: String?

    public private(set) var document: SettingsDocument
    private var settingsSnapshot: FileSnapshot
    /// After a save, `document` still describes the old bytes; it is parsed
    /// again only if another save needs it (most sessions leave right away).
    private var documentIsStale = false
    private var valuesObject: ValuesObject?
    private var valuesSnapshot: FileSnapshot?

    /// The stored values the session starts from. With a `--values` file,
    /// its values are laid over those the settings file ships with.
    public var storedValues: [String: JSONValue] {
        guard let valuesObject else { return document.values.stored }
        return document.values.stored.merging(valuesObject.stored) { _, own in own }
    }

    /// The file that `done` writes.
    public var targetName: String { valuesFileName ?? fileName }

    /// Reads and checks the settings file (and values file).
    public static func open(file: String, values: String?, workingDirectory: String) throws(StoreError) -> SettingsStore {
        let filePath = Paths.absolute(file, in: workingDirectory)
        let snapshot: FileSnapshot
        do throws(FileError) { snapshot = try SafeFile.read(filePath) } catch { throw .file(error, path: filePath, name: file) }
        let document: SettingsDocument
        do throws(DocumentError) { document = try SettingsDocument.load(snapshot.bytes) } catch { throw .document(error, fileName: file) }

        var store = SettingsStore(
            fileName: file, valuesFileName: values, filePath: filePath,
            valuesPath: values.map { Paths.absolute($0, in: workingDirectory) },
            document: document, settingsSnapshot: snapshot)
        try store.loadValuesFile()
        return store
    }

    private mutating func loadValuesFile() throws(StoreError) {
        guard let valuesPath, let valuesFileName else { return }
        var bytes: [UInt8]?
        do throws(FileError) {
            let snapshot = try SafeFile.read(valuesPath)
            valuesSnapshot = snapshot
            bytes = snapshot.bytes
        } catch FileError.notFound {
            valuesSnapshot = nil
            bytes = nil
        } catch {
            throw .file(error, path: valuesPath, name: valuesFileName)
        }
        do throws(DocumentError) { valuesObject = try ValuesObject.valuesFile(bytes: bytes) } catch { throw .document(error, fileName: valuesFileName) }
        // A setting's number that can't be written back as it reads is refused, as in the settings file.
        let unstorable = (valuesObject?.stored ?? [:])
            .filter { document.schema.setting($0.key) != nil && $0.value.hasUnstorableNumber }
            .keys.sorted()
            .map { LayoutProblem(.storedTooLarge, place: $0) }
        if !unstorable.isEmpty { throw .document(.schema(unstorable), fileName: valuesFileName) }
    }

    /// Writes the changes into the values object, atomically and only when
    /// the file is unchanged since it was loaded (unless `force`).
    /// Returns warnings to show (e.g. hard links).
    public mutating func save(_ changes: [JSONMember], force: Bool = false) throws(StoreError) -> [String] {
        if let valuesPath, let valuesFileName {
            let object = valuesObject ?? ValuesObject.emptyValuesFile
            let content: [ArraySlice<UInt8>]
            do throws(DocumentError) { content = try object.patched(with: changes) } catch { throw .document(error, fileName: valuesFileName) }
            do throws(FileError) {
                let report = try SafeFile.write(FileContent(runs: content), to: valuesPath, expecting: valuesSnapshot, force: force, newFileMode: 0o600)
                // Keep one copy of what was written: the joined bytes, which the new values object reads.
                let written = report.snapshot
                let bytes = written.bytes
                valuesSnapshot = FileSnapshot(path: written.path, resolvedPath: written.resolvedPath, content: FileContent(bytes), identity: written.identity)
                valuesObject = try? ValuesObject.valuesFile(bytes: bytes)
                return report.warnings
            } catch {
                throw .file(error, path: valuesPath, name: valuesFileName)
            }
        }
        if documentIsStale {
            do throws(DocumentError) { document = try SettingsDocument.load(settingsSnapshot.bytes) } catch { throw .document(error, fileName: fileName) }
            documentIsStale = false
        }
        let content: [ArraySlice<UInt8>]
        do throws(DocumentError) { content = try document.values.patched(with: changes) } catch { throw .document(error, fileName: fileName) }
        do throws(FileError) {
            let report = try SafeFile.write(FileContent(runs: content), to: filePath, expecting: settingsSnapshot, force: force)
            settingsSnapshot = report.snapshot
            documentIsStale = true
            return report.warnings
        } catch {
            throw .file(error, path: filePath, name: fileName)
        }
    }

    /// Saves a session's pending changes; returns the confirmation to print
    /// (`Saved 2 changes to settings.json.`) and any warnings.
    public mutating func savePending(of values: ValueStore, force: Bool = false) throws(StoreError) -> (confirmation: String, warnings: [String]) {
        let changes = values.pending.map { JSONMember(key: $0.key, value: $0.value) }
        let warnings = try save(changes, force: force)
        let noun = changes.count == 1 ? "change" : "changes"
        return ("Saved \(changes.count) \(noun) to \(InertText.escape(targetName)).", warnings)
    }

    /// Reads the files again (after a conflict), for re-applying pending changes.
    public mutating func reload() throws(StoreError) {
        if valuesPath != nil {
            try loadValuesFile()
            return
        }
        let snapshot: FileSnapshot
        do throws(FileError) { snapshot = try SafeFile.read(filePath) } catch { throw .file(error, path: filePath, name: fileName) }
        do throws(DocumentError) { document = try SettingsDocument.load(snapshot.bytes) } catch { throw .document(error, fileName: fileName) }
        settingsSnapshot = snapshot
        documentIsStale = false
    }
}

/// Joins relative paths to the working folder, so the core of the tool never
/// depends on the process's current directory (transcripts run in-process).
public enum Paths {
    public static func absolute(_ path: String, in directory: String) -> String {
        if path.hasPrefix("/") { return path }
        if directory.hasSuffix("/") { return directory + path }
        return directory + "/" + path
    }
}

import LosslessJSON
import SettingsBundle
import SettingsCore
import SettingsFiles

/// `validate --schema LAYOUT --file VALUES`: every problem of the layout
/// (a Settings.bundle or a settings file), then of the values file against
/// it; the summary says which kind of layout was read.
struct LayoutValidation {
    /// The names as typed.
    let layout: String
    let values: String
    /// Read the values file as JSONC (`--jsonc`).
    var jsonc = false

    func run(in context: ShellContext) -> ExitStatus {
        let layoutPath = Paths.absolute(layout, in: context.workingDirectory)
        var lines: [String] = []
        var errors = 0
        let schema: Schema?
        let kind: SettingsStore.LayoutKind
        if SettingsBundleLayout.isFolder(layoutPath) {
            let result = SettingsBundleLayout.load(path: layoutPath, environment: context.environment)
            lines += result.problems.map { SettingsDocument.Problem.schema($0).line(fileName: layout) }
            errors += result.errors.count
            (schema, kind) = (result.schema, .settingsBundle)
        } else if SettingsBundleLayout.isPropertyList(layoutPath) {
            lines.append(SettingsDocument.Problem.schema(SettingsBundleLayout.propertyListProblem).line(fileName: layout))
            (errors, schema, kind) = (1, nil, .settingsBundle)
        } else {
            let snapshot: FileSnapshot
            do throws(FileError) { snapshot = try SafeFile.read(layoutPath) } catch {
                return fail(.file(error, path: layoutPath, name: layout), in: context)
            }
            let (problems, read) = SettingsDocument.validate(snapshot.bytes, dialect: SettingsStore.dialect(of: layout, jsonc: false))
            lines += problems.map { $0.line(fileName: layout) }
            errors += problems.filter(\.isError).count
            (schema, kind) = (read, .settingsFile)
        }
        if let schema {
            let (valueLines, valueErrors) = valuesProblems(against: schema, in: context)
            lines += valueLines
            errors += valueErrors
        }
        lines.forEach { context.output.errorLine($0) }
        let name = Message(escaping: layout)
        guard errors == 0, let schema else {
            let total = Swift.max(errors, 1)
            context.output.errorLine(("\(name): \(total) \(total == 1 ? "problem" : "problems") found" as Message).text)
            return .invalidFile
        }
        let screens = schema.panes.count
        let summary: Message = "\(name) is valid (\(kind.name)): \(schema.settings.count) settings on \(screens) \(screens == 1 ? "screen" : "screens")."
        context.output.line(summary.text)
        return .success
    }

    /// The values file's problems (none when it doesn't exist yet): lines and the number of errors.
    private func valuesProblems(against schema: Schema, in context: ShellContext) -> (lines: [String], errors: Int) {
        let path = Paths.absolute(values, in: context.workingDirectory)
        let object: ValuesObject
        do throws(StoreError) {
            let bytes: [UInt8]
            do throws(FileError) { bytes = try SafeFile.read(path).bytes } catch .notFound { return ([], 0) } catch {
                throw .file(error, path: path, name: values)
            }
            let dialect = SettingsStore.dialect(of: values, jsonc: jsonc, layout: schema.valuesDialect)
            do throws(DocumentError) { object = try ValuesObject.valuesFile(bytes: bytes, dialect: dialect) } catch { throw .document(error, fileName: values) }
        } catch {
            return (error.lines, error.lines.count)
        }
        let found = LayoutChecks.storedValueProblems(object.storedValues(for: schema), setting: schema.setting) { _, value in value.hasUnstorableNumber }
        let problems = found.map { reason, place -> LayoutProblem in
            if case .storedValue(let key) = place { return LayoutProblem(reason, place: key) }
            return LayoutProblem(reason, place: "")
        }
        return (problems.map { SettingsDocument.Problem.schema($0).line(fileName: values) }, problems.filter { $0.severity == .error }.count)
    }

    private func fail(_ error: StoreError, in context: ShellContext) -> ExitStatus {
        error.lines.forEach { context.output.errorLine($0) }
        return error.exitStatus
    }
}

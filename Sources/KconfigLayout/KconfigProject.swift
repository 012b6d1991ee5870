import Threads

/// A Kconfig tree read from disk with its `.config` loaded: the entry point
/// of this module. Reading runs on a thread with a large stack, because the
/// kernel's algorithms recurse as deep as a tree's dependency chains.
public struct KconfigProject: Sendable {
    /// What to read and how.
    public struct Options: Sendable {
        /// The top Kconfig file, as `conf` is given it (relative to `workingDirectory`).
        package var kconfig: String
        /// `conf`'s working folder (the kernel's tree for `make`).
        package var workingDirectory: String
        /// `ARCH`, `SRCARCH`, `srctree`, `CC`… as make exports them.
        package var environment: [String: String]
        /// Whether `$(shell,…)` runs commands.
        package var allowShell: Bool

        public init(kconfig: String, workingDirectory: String, environment: [String: String], allowShell: Bool) {
            self.kconfig = kconfig
            self.workingDirectory = workingDirectory
            self.environment = environment
            self.allowShell = allowShell
        }
    }

    package var tree: KconfigTree
    /// `$(shell,…)` expansions left empty because running commands was not allowed.
    package var skippedShells: [KconfigPreprocessor.SkippedShell]
    /// What `$(info)` and `$(warning-if)` printed.
    public var messages: [String]
    /// Every Kconfig file read.
    package var files: [String]

    /// Reads the tree (not yet any `.config`). With commands allowed, a
    /// look-ahead pass over the same files starts each `$(shell,…)` before
    /// the reading reaches it (see ``KconfigShellPool``).
    public static func read(_ options: Options) throws(KconfigError) -> KconfigProject {
        let shell = KconfigShell(workingDirectory: options.workingDirectory, environment: options.environment)
        let pool = options.allowShell ? KconfigShellPool(shell: shell) : nil
        if let pool {
            startOnLargeStack { _ = try? parse(options, shell: shell, pool: pool, lookAhead: true) }
        }
        defer { pool?.finish() }
        let outcome = onLargeStack { () -> Result<KconfigProject, KconfigError> in
            Result { () throws(KconfigError) in try parse(options, shell: shell, pool: pool, lookAhead: false) }
        }
        return try outcome.get()
    }

    /// One pass over the tree's files.
    private static func parse(_ options: Options, shell: KconfigShell, pool: KconfigShellPool?,
                              lookAhead: Bool) throws(KconfigError) -> KconfigProject {
        let reader = KconfigFileReader(workingDirectory: options.workingDirectory, sourceTree: options.environment["srctree"])
        let preprocessor = KconfigPreprocessor(environment: options.environment, allowShell: options.allowShell, shell: shell,
                                               pool: pool, lookAhead: lookAhead)
        var parser = KconfigParser(scanner: KconfigScanner(reader: reader, preprocessor: preprocessor))
        let tree = try parser.parse(options.kconfig)
        let scanner = parser.finishedScanner
        return KconfigProject(tree: tree, skippedShells: scanner.preprocessor.skippedShells,
                              messages: scanner.preprocessor.messages, files: scanner.files)
    }

    /// Loads `.config` text (nil when there is none), as `conf` does.
    @discardableResult
    package mutating func load(config: [UInt8]?, name: String = ".config") -> KconfigTree.LoadReport {
        let current = tree
        let (report, updated) = Self.onLargeStack { () -> (KconfigTree.LoadReport, KconfigTree) in
            var tree = current
            let report = tree.load(config: config, name: name)
            return (report, tree)
        }
        tree = updated
        return report
    }

    /// The `.config` text `conf` would write now.
    package mutating func render() -> [UInt8] {
        let current = tree
        let (text, updated) = Self.onLargeStack { () -> ([UInt8], KconfigTree) in
            var tree = current
            return (tree.render(), tree)
        }
        tree = updated
        return text
    }

    /// Sets a symbol's value as menuconfig does; false when it is not allowed now.
    @discardableResult
    package mutating func set(_ symbol: Int, _ value: String) -> Bool {
        let current = tree
        let (accepted, updated) = Self.onLargeStack { () -> (Bool, KconfigTree) in
            var tree = current
            return (tree.setString(symbol, value), tree)
        }
        tree = updated
        return accepted
    }

    /// Runs `work` on a thread with a 512 MiB stack (reserved, not used) and does not wait.
    static func startOnLargeStack(_ work: @escaping @Sendable () -> Void) {
        PosixThread.start(stackSize: largeStack, detached: true, work)
    }

    /// What the tree's recursion may use: reserved, not used.
    private static let largeStack = 512 << 20

    /// Runs `work` on a thread with a 512 MiB stack (reserved, not used) and waits for it.
    package static func onLargeStack<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        if PosixThread.start(stackSize: largeStack, detached: true, { box.finish(work()) }) != nil { box.waitUntilFinished() }
        // The thread always sets the value; should none have started, the work runs here.
        return box.value ?? work()
    }
}

/// What the thread with the large stack hands back, and when.
private final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let condition = ThreadCondition()
    private var result: T?
    private var finished = false

    /// The value, once finished (read after ``waitUntilFinished()``).
    var value: T? {
        condition.lock()
        defer { condition.unlock() }
        return result
    }

    func finish(_ value: T) {
        condition.lock()
        (result, finished) = (value, true)
        condition.broadcast()
        condition.unlock()
    }

    func waitUntilFinished() {
        condition.lock()
        while !finished { condition.wait() }
        condition.unlock()
    }
}

import SettingsFiles

/// The failures the tool's command line makes itself, worded as a store's
/// are (the command line reads an etcd password file, refuses an address).
extension StoreFailure {
    /// What names the store was refused: `text`, made inert.
    @_spi(SettingsShell) public static func usage(_ text: String) -> StoreFailure {
        StoreError.usage(text).failure
    }

    /// The store can't be used as asked: `text`, made inert.
    @_spi(SettingsShell) public static func refused(_ text: String) -> StoreFailure {
        StoreError.storage(.refused(text)).failure
    }

    /// A file (`name` as typed, at `path`) that could not be read.
    @_spi(SettingsShell) public static func file(_ error: FileError, path: String, name: String) -> StoreFailure {
        StoreError.file(error, path: path, name: name).failure
    }

    /// Values (`name` as typed, at `path`) their storage could not read.
    @_spi(SettingsShell) public static func storage(_ error: StorageError, path: String, name: String) -> StoreFailure {
        StoreError(error, path: path, name: name).failure
    }
}

/// Storage an instance of which can copy itself, for ``CopyOnWrite``.
public protocol CopyOnWriteStorage: AnyObject {
    /// A new instance holding what this one holds.
    func copy() -> Self
}

/// A class instance held as a value: copies share it until one of them
/// changes it, which then changes a copy of its own (copy on write). For
/// storage of many fields that must stay one reference wide (a reader
/// whose recursive descent copies itself into every frame of a debug
/// build stays small).
@frozen
public struct CopyOnWrite<Storage: CopyOnWriteStorage> {
    @usableFromInline var storage: Storage

    /// Holds `storage` (which may be shared: it is copied before the first change).
    @inlinable public init(_ storage: Storage) {
        self.storage = storage
    }

    /// The storage, to read.
    @inlinable public var value: Storage { storage }

    /// The storage, to change: this value's own, copied first if shared.
    @inlinable public mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }
}

extension CopyOnWrite: @unchecked Sendable where Storage: Sendable {}

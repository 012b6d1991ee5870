import Glibc

/// A thread started for one piece of work, with a stack of the size asked
/// for. POSIX threads directly: Foundation's `Thread` would link all of
/// Foundation (its Objective-C model, CoreFoundation and ICU's 34 MB of
/// data) into a tool that needs nothing else of it, and every command would
/// start slower for it; and a worker of Dispatch's pool brings memory of
/// its own.
package struct PosixThread: Sendable {
    private let handle: pthread_t

    /// Starts `work` on a new thread whose stack reserves `stackSize` bytes
    /// (the system's default when nil); nil when none could start. A thread
    /// started `detached` ends on its own; any other is waited for with
    /// ``join()``, once.
    @discardableResult
    package static func start(stackSize: Int? = nil, detached: Bool = false,
                              _ work: @escaping @Sendable () -> Void) -> PosixThread? {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        if detached { pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) }
        if let stackSize, pthread_attr_setstacksize(&attributes, stackSize) != 0 { return nil }
        let box = Unmanaged.passRetained(Work(work))
        var thread = pthread_t()
        let started = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            Unmanaged<Work>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, box.toOpaque())
        guard started == 0 else {
            box.release()
            return nil
        }
        return PosixThread(handle: thread)
    }

    /// Waits for the thread to end.
    package func join() {
        pthread_join(handle, nil)
    }

    /// Lets the thread end on its own, not waited for.
    package func detach() {
        pthread_detach(handle)
    }

    /// The work, held across the C call that starts the thread.
    private final class Work: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}

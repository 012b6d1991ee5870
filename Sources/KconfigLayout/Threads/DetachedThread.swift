import Glibc

/// A thread started for one piece of work and not joined, with a stack of
/// the size asked for. POSIX threads directly: Foundation's `Thread` would
/// link all of Foundation (its Objective-C model, CoreFoundation and ICU's
/// 34 MB of data) into a tool that needs nothing else of it, and every
/// command would start slower for it.
enum DetachedThread {
    /// Starts `work` on a new thread whose stack reserves `stackSize`
    /// bytes (the system's default when nil); false when none could start.
    @discardableResult
    static func start(stackSize: Int? = nil, _ work: @escaping @Sendable () -> Void) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        if let stackSize, pthread_attr_setstacksize(&attributes, stackSize) != 0 { return false }
        let box = Unmanaged.passRetained(Work(work))
        var thread = pthread_t()
        let started = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            Unmanaged<Work>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, box.toOpaque())
        if started != 0 { box.release() }
        return started == 0
    }

    /// The work, held across the C call that starts the thread.
    private final class Work: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}

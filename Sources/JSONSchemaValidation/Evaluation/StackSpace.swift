#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much call stack the current thread has left. Evaluation recurses
/// once per nested subschema, and a hostile schema or a deeply nested value
/// could otherwise run a thread out of stack, which ends the process; the
/// evaluator stops with an error while a margin is left instead.
enum StackSpace {
    /// Stack kept free below the deepest evaluation.
    static let margin: UInt = 256 << 10

    /// The lowest address evaluation may reach on this thread (stacks grow
    /// down): the stack's end plus the margin; nil when the system won't say.
    static func floor() -> UInt? {
        #if canImport(Glibc)
        // glibc's pthread_getattr_np is a GNU extension the Swift module leaves
        // out: looked up by name, it gives the current thread's stack.
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let program = dlopen(nil, RTLD_NOW) else { return nil }
        defer { dlclose(program) }
        guard let symbol = dlsym(program, "pthread_getattr_np") else { return nil }
        let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var start: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &start, &size) == 0, let start else { return nil }
        return UInt(bitPattern: start) + margin
        #elseif canImport(Darwin)
        let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        return top - UInt(pthread_get_stacksize_np(pthread_self())) + margin
        #else
        return nil
        #endif
    }

    /// An address in the caller's frame.
    @inline(never)
    static func current() -> UInt {
        var probe = 0
        return withUnsafeMutablePointer(to: &probe) { UInt(bitPattern: $0) }
    }
}

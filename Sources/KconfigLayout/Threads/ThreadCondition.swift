import Glibc

/// A lock with a condition to wait on, as POSIX gives them (what
/// Foundation's `NSCondition` wraps, without linking Foundation in): a
/// waiter lets the lock go while it waits and holds it again when woken.
final class ThreadCondition: @unchecked Sendable {
    // Allocated once and never moved, as POSIX requires of its mutexes and conditions.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        mutex.initialize(to: pthread_mutex_t())
        condition.initialize(to: pthread_cond_t())
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }

    func unlock() { pthread_mutex_unlock(mutex) }

    /// Lets the lock go until woken (or spuriously: callers wait in a loop on their own condition).
    func wait() { pthread_cond_wait(condition, mutex) }

    /// Wakes one waiter.
    func signal() { pthread_cond_signal(condition) }

    /// Wakes every waiter.
    func broadcast() { pthread_cond_broadcast(condition) }
}

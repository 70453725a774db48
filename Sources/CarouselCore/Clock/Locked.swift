// Embedded Swift (the web playground's wasm32 build) has no C library module, so no pthread
// mutex; its one user, `ManualClock`'s sleeping, is left out there too.
#if !hasFeature(Embedded)
  #if canImport(Darwin)
    import Darwin
  #elseif canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #endif

  /// A mutual-exclusion lock over a value, built on the platform's pthread mutex.
  ///
  /// CarouselCore has no Foundation and targets iOS 17, where `Synchronization.Mutex` is not
  /// available, so the one type that must be shared across tasks (``ManualClock``) uses this.
  final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    init(_ value: Value) {
      self.value = value
      mutex = .allocate(capacity: 1)
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
    }

    deinit {
      pthread_mutex_destroy(mutex)
      mutex.deinitialize(count: 1)
      mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body(&value)
    }
  }
#endif

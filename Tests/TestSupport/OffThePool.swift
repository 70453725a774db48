#if canImport(Testing)
  import Foundation
  import Testing

  /// Runs a long synchronous test (an exhaustive sweep, a property test of thousands of random
  /// sequences) on threads of its own, one per core, instead of on the cooperative pool.
  ///
  /// Swift Testing runs every test case as a task on the cooperative pool (one thread per core),
  /// and a task that awaits goes to the back of the pool's queue each time it resumes. A synchronous
  /// test holds its pool thread until it returns: while two sweeps ran on two cores, the tests that
  /// await (the clocks', the driver's, the lifetime tests, each under a `.timeLimit` counted in wall
  /// time from its start) waited behind them and behind every test still queued, and on a loaded
  /// machine that wait outlasted their limits (`Scripts/busy-test`). With this trait the test's
  /// body runs on `SweepExecutor.shared`, so the pool's queue holds only short work. The body stays
  /// in the test's own task (a task executor preference, not a thread of its own), so `#expect`
  /// and `Issue.record` report to the test as before. Not for a `@MainActor` test, whose body runs
  /// on the main actor anyway.
  ///
  /// In the `TestSupport` target, which the test targets with long sweeps import; inside
  /// `#if canImport(Testing)`, as the SwiftUI check type-checks every library target against SDKs
  /// without Swift Testing.
  package struct OffThePoolTrait: TestTrait, TestScoping {
    /// Each test case is scoped, never a test as a whole: its cases are separate tasks.
    package func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
      testCase == nil ? nil : self
    }

    package func provideScope(
      for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
      // Task executors are new in macOS 15 and iOS 18; before them the test runs where it did.
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        try await withTaskExecutorPreference(SweepExecutor.shared) { try await function() }
      } else {
        try await function()
      }
    }
  }

  extension Trait where Self == OffThePoolTrait {
    /// Runs a long synchronous test off the cooperative pool (see ``OffThePoolTrait``).
    package static var offThePool: Self { Self() }
  }

  /// Threads for the long synchronous tests, one per core, taking the tests' jobs in order, at a
  /// lower priority than the process's other threads. On a loaded machine the tests get only part
  /// of the cores; within it, the tests that run against a clock (those that await, and the exit
  /// tests' child processes, each under a `.timeLimit`) come first, and the sweeps, which have no
  /// time limit, take what is left: on an idle machine, most of the cores anyway.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private final class SweepExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = SweepExecutor(threads: ProcessInfo.processInfo.activeProcessorCount)

    /// Guards `jobs`, and wakes a waiting thread when one is added.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init(threads: Int) {
      for _ in 0..<max(threads, 1) {
        // `shared` lives as long as the process, and so do its threads.
        let thread = Thread { [unowned self] in
          #if os(Linux)
            // Linux's nice value is the calling thread's, not the process's.
            setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
          #endif
          runJobs()
        }
        // Darwin ranks threads by quality of service (Linux ignores it).
        thread.qualityOfService = .utility
        thread.start()
      }
    }

    func enqueue(_ job: consuming ExecutorJob) {
      let job = UnownedJob(job)
      condition.lock()
      jobs.append(job)
      condition.signal()
      condition.unlock()
    }

    private func runJobs() -> Never {
      while true {
        condition.lock()
        while jobs.isEmpty { condition.wait() }
        let job = jobs.removeFirst()
        condition.unlock()
        job.runSynchronously(on: asUnownedTaskExecutor())
      }
    }
  }
#endif

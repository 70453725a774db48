// Embedded Swift (the web playground's wasm32 build) has no `_Concurrency`: no tasks to sleep
// in. The page keeps its one timer for the engine's deadline itself.
#if !hasFeature(Embedded)
  /// The one task a host keeps per carousel: it sleeps on the engine's clock until the stage's
  /// ``CarouselStageState/driverDeadline`` (autoplay's next advance or the motion's end,
  /// whichever comes first) and then the host sends ``CarouselHost/tick(at:)``.
  ///
  /// In SwiftUI that is `.task(id: driverDeadline) { if await CarouselDriver.waitForDeadline(...)
  /// { tick } }`: a new deadline cancels the old task, disappearing cancels it, and with no
  /// deadline nothing waits, so nothing can be left running.
  package enum CarouselDriver {
    /// Waits on `clock` until `deadline`; whether the deadline came (the host then ticks).
    /// `false` at once without a deadline, and as soon as the task is cancelled (or the clock's
    /// sleep throws).
    ///
    /// A clock's sleep may return before the deadline: then it sleeps again, until the clock
    /// reads the deadline, since the task that runs it restarts only for a new deadline and
    /// returning early would stop autoplay for good.
    package static func waitForDeadline<C: Clock>(_ deadline: C.Instant?, on clock: C) async -> Bool
    {
      guard let deadline else { return false }
      while clock.now < deadline {
        do {
          try await clock.sleep(until: deadline, tolerance: nil)
        } catch {
          return false
        }
        if Task.isCancelled { return false }
      }
      return !Task.isCancelled
    }
  }
#endif

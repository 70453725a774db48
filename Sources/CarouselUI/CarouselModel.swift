#if canImport(SwiftUI)
  import SwiftUI

  /// The state behind one carousel: CarouselCore's ``CarouselHost`` on the environment's clock,
  /// published to the views whenever the host says something they show changed.
  ///
  /// Every decision is the host's and the engine's. The model only stamps events with the
  /// clock's `now`, reports diagnostics as runtime warnings, publishes the stage's changes, and
  /// tells the reader that holds it about the changes its proxy exposes. Per-frame positions are
  /// never published: the frame timeline reads them.
  @MainActor final class CarouselModel: ObservableObject {
    typealias Host = CarouselHost<CarouselItemID, CarouselClock>

    /// The clock the engine runs on.
    let clock: CarouselClock
    /// The host; change it only through ``send(_:)``.
    private(set) var host: Host
    /// Changes whenever something the carousel's own views show changes.
    @Published private(set) var revision = 0
    /// The reader this carousel is inside, told about changes its proxy exposes.
    weak var reader: CarouselReaderModel?
    /// The name of an item, by the engine's item index, for the indicator's VoiceOver value
    /// ("Beach, 2 of 4"), when the carousel names its items.
    private(set) var itemName: ((Int) -> String?)?

    init(clock: CarouselClock) {
      self.clock = clock
      host = Host(at: clock.now)
    }

    /// The engine.
    var engine: Host.Engine { host.engine }

    /// The clock's current instant.
    var now: CarouselClock.Instant { clock.now }

    /// How often a timer indicator redraws while the wait runs: CarouselCore's rate for the
    /// configured interval (items with waits of their own fill at a slightly different pace).
    var timerRefreshInterval: Double {
      PageIndicatorMetrics.standard.timerRefreshInterval(
        forWait: engine.configuration.autoplay.duration ?? .zero)
    }

    /// Takes the item names of the carousel view's current data. It publishes nothing (views
    /// read the names when they redraw for other reasons), so a view may call it from `body`.
    func nameItems(_ name: ((Int) -> String?)?) { itemName = name }

    /// Applies one event at the clock's `now`, reports new diagnostics, and publishes what the
    /// host says changed.
    @discardableResult
    func send(_ event: (inout Host, CarouselClock.Instant) -> CarouselHostChanges)
      -> CarouselHostChanges
    {
      let changes = event(&host, clock.now)
      CarouselRuntimeWarning.report(host.takeDiagnostics())
      if changes.contains(.stage) { revision &+= 1 }
      if changes.contains(.proxy) { reader?.carouselChanged(self) }
      return changes
    }
  }
#endif

#if canImport(SwiftUI)
  import SwiftUI

  /// The state behind one carousel: CarouselCore's ``CarouselHost`` on the environment's clock,
  /// published to the views whenever the host says what they draw changed.
  ///
  /// Every decision is the host's and the engine's. The model only stamps events with the
  /// clock's `now`, reports diagnostics as runtime warnings, publishes when the host's
  /// ``CarouselHost/stage`` changed, and tells the reader that holds it when its
  /// ``CarouselHost/proxy`` changed. Per-frame positions are never published: the frame timeline
  /// reads ``CarouselHost/frame(at:)``.
  @MainActor final class CarouselModel: ObservableObject {
    typealias Host = CarouselHost<AnyItemID, CarouselClock>

    /// The clock the engine runs on: the environment's, once adopted.
    private(set) var clock = CarouselClock.continuous
    /// Whether ``adopt(_:)`` took a clock.
    private var hasClock = false
    /// The host; change it only through ``send(_:)``.
    private(set) var host: Host
    /// Changes whenever ``stage`` changes.
    @Published private(set) var revision = 0
    /// The reader this carousel is inside, told when ``proxy`` changes.
    weak var reader: CarouselReaderModel?
    /// The type of the app's item IDs, for a proxy's moves by ID; `nil` for fixed pages that
    /// have no IDs of the app's (untagged pages).
    private(set) var idType: Any.Type?
    /// What the stage gave for the host's requests, as of its last update.
    private(set) var connection = CarouselConnection()

    init() {
      host = Host(at: clock.now)
    }

    /// Runs the carousel on `clock` from now on: the first call only, before any event (the
    /// environment gives the clock after the model is made); and takes the app's ID type.
    /// Publishes nothing, so a view may call it from `body`.
    func adopt(_ clock: CarouselClock, idType: Any.Type?) {
      self.idType = idType
      guard !hasClock else { return }
      hasClock = true
      self.clock = clock
      host = Host(at: clock.now)
    }

    /// Takes what the stage gives for the host's requests on this update (see `connection`);
    /// publishes nothing, so a view may call it from `body`.
    func connect(_ connection: CarouselConnection) {
      self.connection = connection
    }

    /// The engine.
    var engine: Host.Engine { host.engine }

    /// What the carousel's own views draw.
    var stage: CarouselStageState<AnyItemID, CarouselClock.Instant> { host.stage }

    /// What a reader's proxy exposes.
    var proxy: CarouselProxyState { host.proxy }

    /// The clock's current instant.
    var now: CarouselClock.Instant { clock.now }

    /// The frame the slides draw now, configured as `configuration` (see the host's
    /// `frame(at:configuredAs:)`). The host is read where it is stored: a method called on
    /// `host` through the object copies the whole host first (its arrays retained and released),
    /// every frame; the pointer lives only for the call, and nothing changes the host meanwhile.
    func frame(configuredAs configuration: CarouselConfiguration) -> CarouselFrame<AnyItemID> {
      let now = now
      return withUnsafePointer(to: &host) {
        $0.pointee.frame(at: now, configuredAs: configuration)
      }
    }

    /// Applies one event at the clock's `now` and does what the host then asks, in one go: gives
    /// the newly selected item's name (so VoiceOver reads it with its page, in this update),
    /// reports new diagnostics, publishes what the host says changed, writes the selection
    /// binding when the host says so, and tells the app's callbacks what happened.
    @discardableResult
    func send(_ event: (inout Host, CarouselClock.Instant) -> CarouselHostChanges)
      -> CarouselHostChanges
    {
      let now = clock.now
      var changes = event(&host, now)
      if let unnamed = host.itemNeedingName, let name = connection.nameItem {
        changes.formUnion(host.itemNamed(name(unnamed), id: unnamed, at: now))
      }
      CarouselRuntimeWarning.report(host.takeDiagnostics())
      if changes.contains(.stage) {
        revision &+= 1
        reader?.carouselStageChanged(self)
      }
      if changes.contains(.proxy) { reader?.carouselChanged(self) }
      if changes.contains(.binding), let bound = host.binding { connection.writeBinding(bound) }
      for event in host.takeEvents() { connection.report(event) }
      return changes
    }
  }
#endif

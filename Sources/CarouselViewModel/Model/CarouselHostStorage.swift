/// Memory of its own for a model's host, allocated with the model and freed with it: the model
/// reads the host in place through the pointer, with no run-time exclusivity check and no copy
/// (a stored property read through the object copied the whole host first, its arrays retained
/// and released, every frame). A class of its own so that freeing it needs no deinitializer in
/// the main-actor model.
@usableFromInline final class CarouselHostStorage<ID: Hashable & Sendable>: @unchecked Sendable {
  /// The host.
  @usableFromInline let host: UnsafeMutablePointer<CarouselModel<ID>.Host>

  /// Memory holding `host`.
  init(_ host: CarouselModel<ID>.Host) {
    self.host = .allocate(capacity: 1)
    self.host.initialize(to: host)
  }

  deinit {
    host.deinitialize(count: 1)
    host.deallocate()
  }
}

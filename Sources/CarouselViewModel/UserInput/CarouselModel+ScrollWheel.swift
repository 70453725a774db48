import CarouselCore

extension CarouselModel {
  /// A Mac scroll-wheel event over the carousel (a trackpad or Magic Mouse swipe, its momentum,
  /// a mouse wheel's notch): CarouselCore's `CarouselScrollWheel` decides whether the carousel
  /// takes it and which drag call it makes, the host whether a first movement is the
  /// carousel's. Returns whether the carousel took it: the view then keeps it from what scrolls
  /// around the carousel.
  package func scrollWheelMoved(_ event: CarouselScrollEvent) -> Bool {
    let now = clock.now
    // The host is read in place (a method reference to it would copy it whole).
    let outcome = scrollWheel.scrolled(
      event, along: host.engine.configuration.layout.axis, room: host.scrollRoom(at: now), at: now
    ) { host.takesScroll(deltaX: $0, deltaY: $1) }
    if let input = outcome.input { send { $0.scrollWheelInput(input, at: $1) } }
    return outcome.isTaken
  }
}

import CarouselCore

/// A host over `ids` with `configuration`, on screen at 0 s, with the events of its setting up
/// taken: what the host tests start from.
func hostOnScreen(
  _ ids: [String], configuration: CarouselConfiguration, reduceMotion: Bool = false
) -> CarouselHost<String, ManualClock> {
  var host = CarouselHost<String, ManualClock>(at: at(0))
  host.configure(configuration, at: at(0))
  host.itemsChanged(ids, selecting: nil, at: at(0))
  if reduceMotion { host.reduceMotionChanged(true, at: at(0)) }
  host.appeared(at: at(0))
  _ = host.takeEvents()
  return host
}

/// A horizontal drag of `points` at `velocity` points per second.
func horizontalDrag(_ points: Double, velocity: Double = 0) -> CarouselDrag {
  CarouselDrag(translationX: points, translationY: 0, velocityX: velocity, velocityY: 0)
}

/// The event of a phase change from `from` to `to` at `velocity`.
func phaseChange<ID>(_ from: CarouselPhase, _ to: CarouselPhase, _ velocity: Double = 0)
  -> CarouselHostEvent<ID>
{
  .phaseChanged(from: from, to: to, context: CarouselPhaseChangeContext(velocity: velocity))
}

import CarouselCore

/// One pointer dragging the carousel, as a page reports it: where it went down, where it is, and
/// how fast it moved lately. It turns pointer positions into the `CarouselDrag` values the
/// engine takes, the way a gesture recognizer does on a phone.
///
/// The velocity is the average over the samples of the last ``velocityWindow`` milliseconds
/// before the release, so a pointer that stopped before it lifted releases at rest (a slow drag
/// stays where it was let go), and one that moved fast releases fast. It keeps a fixed number
/// of samples and allocates nothing.
package struct PointerTracker: Sendable {
  /// A pointer position at an instant, in points and milliseconds.
  private struct Sample: Sendable {
    var x: Double
    var y: Double
    var time: Double
  }

  /// How far back the release velocity looks, in milliseconds.
  package static let velocityWindow = 100.0
  /// The most samples kept; older ones are dropped first.
  private static let capacity = 16

  private var origin = Sample(x: 0, y: 0, time: 0)
  private var samples: [Sample] = []
  /// The oldest sample's place in `samples` once the ring is full.
  private var oldest = 0

  /// A tracker with no pointer down.
  package init() { samples.reserveCapacity(Self.capacity) }

  /// The pointer went down at `x`, `y` at `time` (ms): a drag that has not moved.
  package mutating func down(x: Double, y: Double, time: Double) -> CarouselDrag {
    origin = Sample(x: x, y: y, time: time)
    samples.removeAll(keepingCapacity: true)
    oldest = 0
    record(origin)
    return .touchDown
  }

  /// The pointer moved to `x`, `y` at `time`: the drag so far.
  package mutating func moved(x: Double, y: Double, time: Double) -> CarouselDrag {
    record(Sample(x: x, y: y, time: time))
    return drag(x: x, y: y, velocity: (0, 0))
  }

  /// The pointer lifted at `x`, `y` at `time`: the drag with its release velocity, and its
  /// predicted end projected from it as a scroll view decelerates.
  package mutating func released(x: Double, y: Double, time: Double) -> CarouselDrag {
    record(Sample(x: x, y: y, time: time))
    return drag(x: x, y: y, velocity: velocity(at: time)).projectingEndFromVelocity
  }

  /// The velocity in points per second at `time`: the distance from the oldest sample within
  /// ``velocityWindow`` before `time` to the newest, over the time between them; zero with
  /// fewer than two such samples or less than a millisecond between them.
  package func velocity(at time: Double) -> (x: Double, y: Double) {
    var first: Sample?
    var last: Sample?
    for offset in 0..<samples.count {
      let sample = samples[(oldest + offset) % samples.count]
      guard sample.time >= time - Self.velocityWindow, sample.time <= time else { continue }
      if first == nil { first = sample }
      last = sample
    }
    guard let first, let last, last.time - first.time >= 1 else { return (0, 0) }
    let seconds = (last.time - first.time) / 1000
    return ((last.x - first.x) / seconds, (last.y - first.y) / seconds)
  }

  private mutating func record(_ sample: Sample) {
    if samples.count < Self.capacity {
      samples.append(sample)
    } else {
      samples[oldest] = sample
      oldest = (oldest + 1) % Self.capacity
    }
  }

  private func drag(x: Double, y: Double, velocity: (x: Double, y: Double)) -> CarouselDrag {
    CarouselDrag(
      translationX: x - origin.x, translationY: y - origin.y, velocityX: velocity.x,
      velocityY: velocity.y)
  }
}

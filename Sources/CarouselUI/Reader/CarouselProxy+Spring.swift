#if canImport(SwiftUI)
  import SwiftUI

  /// The proxy's moves with SwiftUI's `Spring` (`Spring(duration: 0.4, bounce: 0.2)`, or a
  /// value made at run time), as `carouselSpring(_:)` takes one: its duration and bounce, the
  /// same parameters ``SettleSpring`` has. Spelled `.smooth`, `.snappy` or `.bouncy`, the
  /// package's springs of the same name and meaning are chosen.
  ///
  /// A move with a spring of its own keeps it inside `withAnimation` too; without one, it
  /// follows the `withAnimation`'s curve.
  ///
  /// ```swift
  /// proxy.next(spring: Spring(duration: 0.5, bounce: 0.3))
  /// ```
  extension CarouselProxy {
    /// Moves to the next item, settling with SwiftUI's `spring`.
    @_disfavoredOverload
    public func next(spring: Spring) { next(spring: SettleSpring(spring)) }

    /// Moves to the previous item, settling with SwiftUI's `spring`.
    @_disfavoredOverload
    public func previous(spring: Spring) { previous(spring: SettleSpring(spring)) }

    /// Moves to the item with `id`, settling with SwiftUI's `spring`.
    @_disfavoredOverload
    public func scrollTo<ID: Hashable & Sendable>(id: ID, spring: Spring) {
      scrollTo(id: id, spring: SettleSpring(spring))
    }

    /// Moves to the item at `index`, settling with SwiftUI's `spring`.
    @_disfavoredOverload
    public func scrollTo(index: Int, spring: Spring) {
      scrollTo(index: index, spring: SettleSpring(spring))
    }
  }

  extension SettleSpring {
    /// SwiftUI's `spring` as the carousel's: its duration and bounce.
    init(_ spring: Spring) {
      self.init(duration: spring.duration, bounce: spring.bounce)
    }
  }
#endif

#if canImport(SwiftUI)
  import SwiftUI

  // Order: like SwiftUI's `scrollTargetBehavior` (an environment value), the call written
  // nearer the carousel wins; it replaces the whole behavior, as it names one rule.
  extension View {
    /// Sets where a released drag comes to rest in the carousels in this view, as
    /// `scrollTargetBehavior(_:)` sets a scroll view's: one item a swipe (`.item`, the
    /// default), as many as fit wholly in view (`.screenful`, as the App Store's rows page), or
    /// the app's own ``CarouselTargetBehavior``, which gets the proposed item, the velocity and
    /// the sizes and returns the item to settle on. VoiceOver's three-finger scroll moves a
    /// screenful with `.screenful` and one item otherwise; arrow keys, the Digital Crown and a
    /// ``CarouselProxy``'s steps move one item.
    ///
    /// ```swift
    /// Carousel(tiles) { tile in TileView(tile) }
    ///   .carouselItemLength(count: 3, spacing: 12)
    ///   .carouselAlignment(.leading)
    ///   .carouselTargetBehavior(SectionStarts(starts: [0, 3, 5]))  // snap to each section
    /// ```
    public func carouselTargetBehavior(_ behavior: some CarouselTargetBehavior)
      -> CarouselModifiedContent<Self>
    {
      let boxed = AnyCarouselTargetBehavior(behavior)
      return carouselSettings { $0.configuration.targetBehavior = boxed }
    }
  }
#endif

// Embedded Swift (the web playground's wasm32 build) has no `_Concurrency`, where
// `ContinuousClock` lives.
#if !hasFeature(Embedded)
  /// The engine as apps use it: on `ContinuousClock`, the clock SwiftUI's tasks sleep on.
  ///
  /// ```swift
  /// var carousel = ContinuousCarouselEngine<Slide.ID>(items: slides.map(\.id), at: .now)
  /// ```
  @usableFromInline package typealias ContinuousCarouselEngine<ID: Hashable & Sendable> =
    CarouselEngine<
      ID, ContinuousClock
    >
#endif

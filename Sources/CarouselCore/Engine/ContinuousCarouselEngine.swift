/// The engine as apps use it: on `ContinuousClock`, the clock SwiftUI's tasks sleep on.
///
/// ```swift
/// var carousel = ContinuousCarouselEngine<Slide.ID>(items: slides.map(\.id), at: .now)
/// ```
public typealias ContinuousCarouselEngine<ID: Hashable & Sendable> = CarouselEngine<
  ID, ContinuousClock
>

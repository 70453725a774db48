#if canImport(SwiftUI)
  import SwiftUI

  // The SwiftUI layer's models are `@Observable` (CarouselViewModel): a view redraws for the
  // properties its body reads, and for nothing else. They are held with `@StateObject` only for
  // its autoclosure, which makes them once per view (`@State` evaluates its initial value on
  // every render of the view around, Apple's `State` docs). They publish nothing through
  // `objectWillChange` (no `@Published`): Observation alone redraws.
  extension CarouselModel: ObservableObject {}
  extension CarouselReaderModel: ObservableObject {}
  extension CarouselRenders: ObservableObject {}
  extension CarouselProgressReads: ObservableObject {}
#endif

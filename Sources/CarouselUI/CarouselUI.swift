#if canImport(SwiftUI)
  // CarouselUI re-exports the engine, so `import CarouselUI` is all an app needs: the styles,
  // `AutoplayInterval`, `CarouselConfiguration` and the rest come with it.
  @_exported import CarouselCore
#endif

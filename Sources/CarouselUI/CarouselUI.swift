#if canImport(SwiftUI)
  // CarouselUI re-exports the engine and the SwiftUI layer's logic, so `import CarouselUI` is
  // all an app needs: the styles, `AutoplayInterval`, `CarouselProxy` and the rest come with it.
  @_exported import CarouselCore
  @_exported import CarouselViewModel
#endif

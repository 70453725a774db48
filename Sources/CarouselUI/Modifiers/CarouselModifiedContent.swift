#if canImport(SwiftUI)
  import SwiftUI

  /// A view with a carousel modifier applied, `ModifiedContent<Content, CarouselSettingsModifier>`:
  /// what every carousel modifier returns, so that ``DynamicCarouselContent``'s modifiers still
  /// know the carousel's item type after them.
  public typealias CarouselModifiedContent<Content: View> = ModifiedContent<
    Content, CarouselSettingsModifier
  >
#endif

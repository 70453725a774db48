#if canImport(SwiftUI)
  import SwiftUI

  /// The shadow a style casts under an item (CarouselCore's `CarouselLayoutStyle.shadow(of:)`),
  /// or nothing: only the styles that cast shadows pay for one. The content is drawn as one
  /// layer first (`compositingGroup`), so the shadow follows the card's outline instead of
  /// falling from each view in it (its text onto its own background).
  struct CarouselShadowEffect: ViewModifier {
    let shadow: CarouselItemShadow?

    func body(content: Content) -> some View {
      if let shadow {
        content.compositingGroup().shadow(
          color: .black.opacity(shadow.opacity), radius: shadow.radius, x: shadow.x, y: shadow.y)
      } else {
        content
      }
    }
  }
#endif

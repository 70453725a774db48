#if canImport(SwiftUI)
  import SwiftUI

  /// Places one slot as the layout says: scale, 3D rotation, opacity and offset from the
  /// viewport's center.
  ///
  /// The engine's spring moves the slides, so these four never animate: they sit in the body
  /// of `.animation(nil) { … }`, which applies to the modifiers inside it only (Apple: "the
  /// animation will only be used on the modifiers defined in the body"). The slides' own
  /// animations (a `withAnimation` from a button in a slide, transitions, animated edits)
  /// are left alone, which a `.transaction { $0.animation = nil }` above the slides would kill.
  struct CarouselSlotEffect: ViewModifier {
    let item: CarouselVisibleItem

    func body(content: Content) -> some View {
      let axis = item.rotation.axis
      content.animation(nil) { placed in
        placed
          .scaleEffect(item.scale)
          .rotation3DEffect(
            .radians(item.rotation.angle), axis: (x: axis.x, y: axis.y, z: axis.z)
          )
          .opacity(item.opacity)
          .offset(x: item.x, y: item.y)
      }
    }
  }
#endif

#if canImport(SwiftUI)
  import SwiftUI

  /// Sizes and places one slot as the layout says: the item's frame, then a neighbor's tap
  /// target, then scale, 3D rotation, opacity and offset from the viewport's center.
  ///
  /// The engine's spring moves the slides, so none of these animate: they sit in the body of
  /// `.animation(nil) { … }`, which applies to the modifiers inside it only (Apple: "the
  /// animation will only be used on the modifiers defined in the body"). The frame is inside it
  /// too, so when an app animates the carousel's size the items take their new size as their
  /// offsets take their new place, both at once. The slides' own animations (a `withAnimation`
  /// from a button in a slide, transitions, animated edits) are left alone, which a
  /// `.transaction { $0.animation = nil }` above the slides would kill.
  struct CarouselPlacement: ViewModifier {
    let item: CarouselVisibleItem
    let size: CarouselSize
    /// What a tap on the slot does when it is a neighbor: select it; `nil` for the focused
    /// slot, whose content takes its own taps.
    let selectOnTap: (() -> Void)?

    func body(content: Content) -> some View {
      let axis = item.rotation.axis
      content.animation(nil) { placed in
        placed
          .frame(width: size.width, height: size.height)
          // The tap target before the offset: `offset` moves the drawing and not the frame
          // (Apple's offset docs), and an overlay after it would stay where the slot was laid
          // out. Here it moves with the slot.
          .overlay {
            if let selectOnTap {
              Color.clear.contentShape(Rectangle()).onTapGesture(perform: selectOnTap)
            }
          }
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

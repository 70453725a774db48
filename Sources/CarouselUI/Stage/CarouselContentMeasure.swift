#if canImport(SwiftUI)
  import SwiftUI

  /// A slot's content as a fitted carousel (`CarouselSizing.fitted`) or one whose items are as
  /// long as their content (`CarouselItemLength.fitted`) lays it out and measures it: at its
  /// own ideal length across the paging axis, along it, or both (`fixedSize`), its size handed
  /// to the model, which decides the slides' length from every drawn slot's and each item's
  /// own length from its slot's. Other carousels' content keeps the item's frame and is not
  /// measured.
  struct CarouselContentMeasure<ID: Hashable & Sendable>: ViewModifier {
    let model: CarouselModel<ID>
    let key: CarouselSlot<ID>.Key
    let settings: CarouselSettings

    func body(content: Content) -> some View {
      let fixed = settings.contentFixedSize
      content
        // Inside the slot's `.frame(width:height:)` and offset (CarouselSlotView): the frame
        // proposes the item's size, and the content takes its own length instead, as in a
        // scroll view, so what is measured is the content before the slot's frame (sized by
        // that very measure along the axis) and offset apply: no measure feeds back on itself.
        .fixedSize(horizontal: fixed.horizontal, vertical: fixed.vertical)
        // Behind the content, after `fixedSize`: the reader measures the content's own size,
        // not the item's frame. In `background`, so it takes no room of its own.
        .background {
          if let axis = settings.measuredContentAxis {
            GeometryReader { proxy in
              Color.clear.onChange(of: proxy.size, initial: true) {
                let size = CarouselSize(width: $1.width, height: $1.height)
                // The only state the call changes is the fitted length: the stage's size and
                // whatever moves with it (rows of a Form below) animate together, and nothing
                // else of the carousel does.
                withAnimation(model.fitChangeAnimates ? .smooth : nil) {
                  model.slotMeasured(key, size: size, axis: axis)
                }
              }
            }
          }
        }
    }
  }
#endif

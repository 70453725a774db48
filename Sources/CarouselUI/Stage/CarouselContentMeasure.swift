#if canImport(SwiftUI)
  import SwiftUI

  /// A slot's content as a fitted carousel (`CarouselSizing.fitted`) lays it out and measures
  /// it: at its own ideal length across the paging axis (`fixedSize`), its size
  /// handed to the model, which decides the slides' length from every drawn slot's. A flexible
  /// carousel's content keeps the item's frame and is not measured.
  struct CarouselContentMeasure<ID: Hashable & Sendable>: ViewModifier {
    let model: CarouselModel<ID>
    let key: CarouselSlot<ID>.Key
    let settings: CarouselSettings

    func body(content: Content) -> some View {
      let fixed = settings.contentFixedSize
      content
        // Inside the slot's `.frame(width:height:)` (CarouselSlotView): the frame proposes the
        // item's size, and the content takes its own length across instead, as in a scroll view.
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

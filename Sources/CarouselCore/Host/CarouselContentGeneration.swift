/// When a carousel's slides build their content anew: the generation the slides' content is
/// built for, which changes when the view around the carousel renders it with new inputs, and
/// not when that render is the carousel's own doing.
///
/// A slide's content is the app's closure called with its item, and a closure cannot be
/// compared: when the view around the carousel renders it again (a new `Carousel` value), the
/// content may show something new, so it is built again, as a `ForEach` row's is. Two such
/// renders are the carousel's own: the one that follows its write of the selection binding
/// (the binding now holds what the carousel wrote, the data is the same) and the one that
/// follows its reader's publish (the reader's revision moved, the data is the same). Those keep
/// the generation, so a swipe, a write-back or a reader's update rebuilds no slide whose item did
/// not change (the view layer builds the selected item's slide again when the selection moves,
/// for content that shows whether it is selected). Any other render, and any render with new
/// data, starts a new generation. A view's update that is no render of the view around it (the
/// carousel's own publish, a frame) keeps it too.
///
/// ```swift
/// var content = CarouselContentGeneration<Int>()
/// content.rendered(1, dataUnchanged: false, binding: 0, written: 0, readerRevision: 0)  // 1
/// content.rendered(2, dataUnchanged: true, binding: 1, written: 1, readerRevision: 0)   // 1
/// content.rendered(3, dataUnchanged: true, binding: 1, written: 1, readerRevision: 0)   // 2
/// ```
package struct CarouselContentGeneration<Bound: Hashable & Sendable>: Sendable {
  /// The generation the slides' content is built for.
  package private(set) var generation = 0
  /// What the last render saw.
  private var last: (render: Int, binding: Bound?, readerRevision: Int)?

  /// No render yet.
  package init() {}

  /// The view around the carousel rendered it as render `render` (a number that changes on
  /// every render, and only then), with data the same as the last render's when
  /// `dataUnchanged`, the selection binding holding `binding` (`nil` without one), the value the
  /// carousel last wrote to it or read from it `written`, and its reader at revision
  /// `readerRevision` (0 without a reader). Returns the generation to build the slides for.
  @discardableResult
  package mutating func rendered(
    _ render: Int, dataUnchanged: Bool, binding: Bound?, written: Bound?, readerRevision: Int
  ) -> Int {
    guard let last else {
      self.last = (render, binding, readerRevision)
      generation &+= 1
      return generation
    }
    guard render != last.render else { return generation }
    let wroteBinding = binding != last.binding && binding == written
    let readerPublished = readerRevision != last.readerRevision
    if !dataUnchanged || !(wroteBinding || readerPublished) { generation &+= 1 }
    self.last = (render, binding, readerRevision)
    return generation
  }
}

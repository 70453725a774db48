/// The behaviors of SwiftUI's update cycle that Apple does not document, each one configurable
/// outcome of the double (SWIFTUI-UPDATE-RULES, "What a test double must NOT assume"): a test
/// that holds for every combination holds whichever SwiftUI picks.
package struct UpdateCycleOptions: Sendable, Hashable, CustomStringConvertible {
  /// Whether a binding write is read back before the next update ("must not assume" 4).
  package var writesVisibleAtOnce: Bool
  /// Whether, in one update, the slides' change handler (the carousel's size) runs before the
  /// stage's (items, binding, environment): two sibling views' handlers, in no documented order.
  package var slidesHandlerFirst: Bool
  /// Whether the first appearance's `onAppear` runs before the `onChange(initial: true)`
  /// handlers of the same view (C5 and L1: both at the view's appearance, in no documented
  /// order).
  package var appearBeforeInitialChanges: Bool
  /// Whether an equal write to the app's state renders the app again (K7: nothing documented).
  package var equalWritesRenderTheApp: Bool
  /// Whether fingers come through the iOS 18 path (a UIKit pan and a touch watcher, whose two
  /// ends come in either order: X8) or the iOS 17 `DragGesture` path.
  package var usesPan: Bool
  /// On the pan path, whether the touch watcher's end comes before the pan's.
  package var liftBeforePanEnd: Bool

  /// The options with these outcomes.
  package init(
    writesVisibleAtOnce: Bool = true, slidesHandlerFirst: Bool = false,
    appearBeforeInitialChanges: Bool = true, equalWritesRenderTheApp: Bool = true,
    usesPan: Bool = true, liftBeforePanEnd: Bool = false
  ) {
    self.writesVisibleAtOnce = writesVisibleAtOnce
    self.slidesHandlerFirst = slidesHandlerFirst
    self.appearBeforeInitialChanges = appearBeforeInitialChanges
    self.equalWritesRenderTheApp = equalWritesRenderTheApp
    self.usesPan = usesPan
    self.liftBeforePanEnd = liftBeforePanEnd
  }

  /// Every combination of the outcomes: 64 double configurations.
  package static let all: [UpdateCycleOptions] = (0..<64).map { bits in
    UpdateCycleOptions(
      writesVisibleAtOnce: bits & 1 != 0, slidesHandlerFirst: bits & 2 != 0,
      appearBeforeInitialChanges: bits & 4 != 0, equalWritesRenderTheApp: bits & 8 != 0,
      usesPan: bits & 16 != 0, liftBeforePanEnd: bits & 32 != 0)
  }

  package var description: String {
    "writes \(writesVisibleAtOnce ? "at once" : "next update"), "
      + "\(slidesHandlerFirst ? "slides" : "stage") handler first, "
      + "onAppear \(appearBeforeInitialChanges ? "before" : "after") initial onChange, "
      + "equal writes \(equalWritesRenderTheApp ? "render" : "don't render"), "
      + (usesPan ? "pan (lift \(liftBeforePanEnd ? "first" : "last"))" : "DragGesture")
  }
}

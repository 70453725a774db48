/// The behaviors of SwiftUI's update cycle that Apple does not document, each one configurable
/// outcome of the double (SWIFTUI-UPDATE-RULES, "What a test double must NOT assume"): a test
/// that holds for every combination holds whichever SwiftUI picks.
///
/// ``all`` combines the first six (64 configurations), which every test that matters runs; the
/// others have a default and are varied by the tests that depend on them (and at random by the
/// property test).
package struct UpdateCycleOptions: Sendable, Hashable, CustomStringConvertible {
  /// Whether a binding write is read back before the next update ("must not assume" 4).
  package var writesVisibleAtOnce: Bool
  /// Whether, in one update, the slides' change handlers (the carousel's size, the shown
  /// bounds, the measures) run before the stage's (items, binding, environment): two sibling
  /// views' handlers, in no documented order.
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
  /// Whether the app's view reads the selection in its body, and so renders again when the
  /// carousel writes the binding (B5); when it only passes `$selection` it does not (B6).
  package var appReadsSelection: Bool
  /// Whether a child view whose inputs compare equal runs its body again when its parent does
  /// (B4 says SwiftUI compares them and skips it, which is observed, not documented: "must not
  /// assume" 2). When `false`, such a view redraws only for what it read of a model: a missing
  /// observation shows.
  package var equalViewsRerender: Bool
  /// How the frame timelines deliver frames while unpaused (T1, T3: a slower cadence, none in
  /// low-frequency mode or off screen).
  package var frames: FrameDelivery
  /// On the `DragGesture` path, whether `onEnded` comes before the gesture state's reset
  /// (X1 documents neither order).
  package var dragEndBeforeReset: Bool

  /// How frames arrive.
  package enum FrameDelivery: Sendable, Hashable {
    /// Every sixtieth of a second.
    case everySixtieth
    /// None at all: motions end by the driver's deadline alone.
    case none
    /// Every sixtieth of a second for this many seconds from the screen's start, then none.
    case stopAfter(Double)
  }

  /// The options with these outcomes.
  package init(
    writesVisibleAtOnce: Bool = true, slidesHandlerFirst: Bool = false,
    appearBeforeInitialChanges: Bool = true, equalWritesRenderTheApp: Bool = true,
    usesPan: Bool = true, liftBeforePanEnd: Bool = false, appReadsSelection: Bool = true,
    equalViewsRerender: Bool = false, frames: FrameDelivery = .everySixtieth,
    dragEndBeforeReset: Bool = true
  ) {
    self.writesVisibleAtOnce = writesVisibleAtOnce
    self.slidesHandlerFirst = slidesHandlerFirst
    self.appearBeforeInitialChanges = appearBeforeInitialChanges
    self.equalWritesRenderTheApp = equalWritesRenderTheApp
    self.usesPan = usesPan
    self.liftBeforePanEnd = liftBeforePanEnd
    self.appReadsSelection = appReadsSelection
    self.equalViewsRerender = equalViewsRerender
    self.frames = frames
    self.dragEndBeforeReset = dragEndBeforeReset
  }

  /// Every combination of the first six outcomes: 64 double configurations.
  package static let all: [UpdateCycleOptions] = (0..<64).map { bits in
    UpdateCycleOptions(
      writesVisibleAtOnce: bits & 1 != 0, slidesHandlerFirst: bits & 2 != 0,
      appearBeforeInitialChanges: bits & 4 != 0, equalWritesRenderTheApp: bits & 8 != 0,
      usesPan: bits & 16 != 0, liftBeforePanEnd: bits & 32 != 0)
  }

  /// Random outcomes of every option, for the property test.
  package static func random(using random: inout SeededGenerator) -> UpdateCycleOptions {
    var options = all[random.below(all.count)]
    options.appReadsSelection = random.below(2) == 0
    options.equalViewsRerender = random.below(2) == 0
    options.dragEndBeforeReset = random.below(2) == 0
    options.frames = [.everySixtieth, .none, .stopAfter(0.5)][random.below(3)]
    return options
  }

  package var description: String {
    "writes \(writesVisibleAtOnce ? "at once" : "next update"), "
      + "\(slidesHandlerFirst ? "slides" : "stage") handler first, "
      + "onAppear \(appearBeforeInitialChanges ? "before" : "after") initial onChange, "
      + "equal writes \(equalWritesRenderTheApp ? "render" : "don't render"), "
      + (usesPan
        ? "pan (lift \(liftBeforePanEnd ? "first" : "last"))"
        : "DragGesture (end \(dragEndBeforeReset ? "before" : "after") reset)")
      + ", app \(appReadsSelection ? "reads" : "doesn't read") the selection"
      + ", equal views \(equalViewsRerender ? "rerender" : "skipped"), frames \(frames)"
  }
}

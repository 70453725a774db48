/// A target behavior of any type, as one concrete type: what
/// `CarouselConfiguration.targetBehavior` holds, as SwiftUI's `AnyShapeStyle` holds a style.
///
/// Two boxes are equal when they hold behaviors of the same type that are equal (`==`), so a
/// configuration holding one compares without the behavior being `Hashable`, and re-sending an
/// equal configuration changes nothing. The behavior lives in a class that forwards to it, one
/// type for every build: the web playground's Embedded Swift has no `any` of a protocol that is
/// not class-bound.
///
/// ```swift
/// let behaviors: [AnyCarouselTargetBehavior] = [
///   .item, .screenful, AnyCarouselTargetBehavior(SectionStarts(starts: [0, 3, 5])),
/// ]
/// behaviors[1] == AnyCarouselTargetBehavior(.screenful)  // true: wrapped once
/// behaviors[2] == AnyCarouselTargetBehavior(SectionStarts())  // true: equal starts
/// ```
public struct AnyCarouselTargetBehavior: CarouselTargetBehavior {
  /// The boxed behavior.
  private let box: any TargetBehaviorBox

  /// Wraps `behavior` (a behavior already wrapped is taken as it is, not wrapped twice, so
  /// `AnyCarouselTargetBehavior(.screenful)` is still the built-in screenful step).
  public init(_ behavior: some CarouselTargetBehavior) {
    box =
      alreadyBoxed(behavior, as: AnyCarouselTargetBehavior.self)?.box
      ?? ConcreteTargetBehaviorBox(behavior)
  }

  /// One item a swipe, boxed once (``CarouselTargetBehavior/item`` hands it out).
  package static let itemStep = AnyCarouselTargetBehavior(CarouselPagingStep.itemStep)
  /// A screenful a swipe, boxed once (``CarouselTargetBehavior/screenful`` hands it out).
  package static let screenfulStep = AnyCarouselTargetBehavior(CarouselPagingStep.screenfulStep)
  /// No snapping, boxed once (``CarouselTargetBehavior/free`` hands it out).
  package static let freeStep = AnyCarouselTargetBehavior(CarouselPagingStep.freeStep)

  /// The wrapped behavior's decision.
  public func updateTarget(_ target: inout CarouselTarget, context: CarouselTargetContext) {
    box.updateTarget(&target, context: context)
  }

  /// The wrapped behavior when it is a built-in step, else `nil`.
  package var pagingStep: CarouselPagingStep? {
    (box as? ConcreteTargetBehaviorBox<CarouselPagingStep>)?.behavior
  }

  /// Whether this is ``free``: the carousel scrolls freely and asks no target.
  package var scrollsFreely: Bool { pagingStep == .freeStep }

  /// Whether both wrap behaviors of the same type that are equal.
  public static func == (lhs: AnyCarouselTargetBehavior, rhs: AnyCarouselTargetBehavior) -> Bool {
    lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box)
  }
}

/// The class-bound face of a wrapped behavior: its decision, and equality with another box.
private protocol TargetBehaviorBox: AnyObject, Sendable {
  func updateTarget(_ target: inout CarouselTarget, context: CarouselTargetContext)
  /// Whether `other` holds a behavior of the same type that is equal to this one.
  func isEqual(to other: any TargetBehaviorBox) -> Bool
}

/// A behavior of type `Behavior`, boxed.
private final class ConcreteTargetBehaviorBox<Behavior: CarouselTargetBehavior>:
  TargetBehaviorBox
{
  let behavior: Behavior

  init(_ behavior: Behavior) { self.behavior = behavior }

  func updateTarget(_ target: inout CarouselTarget, context: CarouselTargetContext) {
    behavior.updateTarget(&target, context: context)
  }

  func isEqual(to other: any TargetBehaviorBox) -> Bool {
    guard let other = other as? ConcreteTargetBehaviorBox<Behavior> else { return false }
    return other.behavior == behavior
  }
}

extension CarouselTargetBehavior where Self == AnyCarouselTargetBehavior {
  /// One item a swipe (the default): the drag's own rules (``DragResolver``), like SwiftUI's
  /// `.paging` over full-width pages.
  public static var item: AnyCarouselTargetBehavior { .itemStep }
  /// As many items a swipe as fit wholly in view, as the App Store's rows page: a swipe shows the
  /// next items that were cut off, like SwiftUI's `.viewAligned` paging by the visible items.
  public static var screenful: AnyCarouselTargetBehavior { .screenfulStep }
  /// No snapping: the carousel scrolls freely, as a `ScrollView` of a `LazyHStack` without
  /// `scrollTargetBehavior` does (a row of filter chips). A released drag goes on with momentum,
  /// decelerating as a scroll view does at its normal rate, and rests wherever it stops; a
  /// finite carousel's momentum stops at its ends (the first item at the alignment, and the
  /// last item's end: on a leading row, where its trailing edge meets the trailing inset),
  /// easing into them; a drag past the start stretches as a rubber band, and one past a leading
  /// row's end holds the row there. A finger landing on the moving carousel stops it there.
  /// With Reduce Motion on the momentum still runs, as a scroll view's does (the user's own
  /// motion); moves from code jump, as they always do then.
  ///
  /// The selection is apart from the scroll position: a drag and its momentum never change it
  /// (nor call the selection callbacks). A selection written by the app (the binding, a
  /// proxy's `scrollTo`) selects the item and scrolls it to the alignment (as far as a finite
  /// row's ends let it); keys, VoiceOver's adjustable action, the page indicator and autoplay
  /// select the next or previous item and scroll to it. The page indicator and the
  /// accessibility value follow the selection; the items in view and the item phases follow
  /// the scroll position. Switching to another behavior while resting (or coasting) between
  /// items settles on the item nearest where it rests, and selects it.
  ///
  /// ```swift
  /// Carousel(chips, selection: $filter) { chip in
  ///   Button(chip.title) { filter = chip.id }
  /// }
  /// .carouselItemLength(.fitted)
  /// .carouselAlignment(.leading)
  /// .carouselTargetBehavior(.free)
  /// ```
  public static var free: AnyCarouselTargetBehavior { .freeStep }
}

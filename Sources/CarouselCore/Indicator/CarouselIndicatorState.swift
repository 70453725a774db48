/// Everything a page indicator draws that changes per event rather than per frame: the dot
/// strip's model and the item it marks, VoiceOver's model and the selected item's name,
/// whether the carousel moves, and the autoplay wait. A view draws from it and is redrawn when
/// it changes; between changes it redraws on its own only as
/// ``redraw(followsPosition:drawsWaitProgress:)`` says.
///
/// ```swift
/// let state = host.stage.indicator
/// state.compactLabel  // "2 / 5"
/// state.dots.map(\.emphasis)  // [0, 1, 0, 0, 0]
/// state.redraw(followsPosition: false, drawsWaitProgress: true)
/// // .every(seconds: 3 / 22) while a 3 s wait runs: a point at a time of a 22-point dot
/// ```
package struct CarouselIndicatorState: Hashable, Sendable {
  /// The dot strip: the count, looping and the reading direction.
  package let indicator: PageIndicator
  /// The paging axis, along which the strip runs.
  package let axis: CarouselAxis
  /// VoiceOver's model: the selected item among the items, and where adjusting goes.
  package let accessibility: PageAccessibility
  /// The item the dots and the compact form mark (`CarouselEngine.indicatedIndex`): the
  /// selected one, or while a finger drags, the one nearest to it; `nil` without items.
  package let indicatedIndex: Int?
  /// The selected item's name, when the carousel names its items ("Beach, 2 of 5").
  package let selectedItemName: String?
  /// Whether the carousel has autoplay (an interval); timer dots need it.
  package let hasAutoplay: Bool
  /// Whether the carousel moves: an indicator that follows the position redraws every frame.
  package let isMoving: Bool
  /// Whether an autoplay wait runs (a deadline is set): its progress then grows with time.
  package let isWaiting: Bool
  /// How far the wait got, while none runs (0, or where a pause froze it): what timer dots show.
  package let stoppedProgress: Double
  /// ``stoppedProgress``, or `nil` while something other than the user's pause holds autoplay:
  /// what a custom indicator's `autoplayProgress` reads while no wait runs.
  package let stoppedWaitProgress: Double?
  /// How often a drawn wait progress redraws while a wait runs, in seconds.
  package let timerRefreshInterval: Double
  /// How long the dots take to move to a newly marked item, in seconds (0: at once, with
  /// Reduce Motion on; see `PageIndicatorMetrics.dotChangeDuration(reduceMotion:)`).
  package let dotChangeDuration: Double
  /// Whether the user may page the carousel (`carouselPagingDisabled` is off): only then is the
  /// pager adjustable and the strip's tap a move.
  package let allowsPaging: Bool

  /// The state of an indicator over `indicator`, with every other part given.
  package init(
    indicator: PageIndicator, axis: CarouselAxis, accessibility: PageAccessibility,
    indicatedIndex: Int?, selectedItemName: String?, hasAutoplay: Bool, isMoving: Bool,
    isWaiting: Bool, stoppedProgress: Double, stoppedWaitProgress: Double?,
    timerRefreshInterval: Double, dotChangeDuration: Double, allowsPaging: Bool = true
  ) {
    self.indicator = indicator
    self.axis = axis
    self.accessibility = accessibility
    self.indicatedIndex = indicatedIndex
    self.selectedItemName = selectedItemName
    self.hasAutoplay = hasAutoplay
    self.isMoving = isMoving
    self.isWaiting = isWaiting
    self.stoppedProgress = isWaiting ? 0 : stoppedProgress
    self.stoppedWaitProgress = isWaiting ? nil : stoppedWaitProgress
    self.timerRefreshInterval = timerRefreshInterval
    self.dotChangeDuration = dotChangeDuration
    self.allowsPaging = allowsPaging
  }

  /// The number of items.
  package var count: Int { indicator.count }

  /// Whether VoiceOver's pager is adjustable (swipe up or down pages): with two items or more,
  /// while the user may page. With paging off it is a plain element that reads the page.
  package var isAdjustable: Bool { allowsPaging && count > 1 }

  /// Where the dots are drawn: resting on the marked item.
  package var dotsPosition: CarouselPosition { PageIndicator.position(marking: indicatedIndex) }

  /// The dots, resting on the marked item: they change per page, and a view animates from one
  /// set to the next.
  package var dots: PageIndicatorDots { indicator.dots(marking: indicatedIndex) }

  /// The compact form, like "2 / 5", for the marked item.
  package var compactLabel: String { indicator.compactLabel(selectedIndex: indicatedIndex) }

  /// What `style` draws when its dots fit (whether they do is decided where the strip is laid
  /// out: dots that need more than the offered length fall back to the compact form, see
  /// `PageIndicator.prefersCompactForm(availableLength:dots:)`).
  package func form(_ style: CarouselIndicatorStyle) -> CarouselIndicatorForm {
    style.form(count: count, hasAutoplay: hasAutoplay, dotsFit: true)
  }

  /// Which element VoiceOver pages the carousel with, when the built-in indicator is drawn in
  /// `style`: the indicator itself, as `UIPageControl` is; with the indicator hidden, an
  /// element beside the slides that stands in for it (swipe up or down still pages, and the
  /// value "Beach, 2 of 5" is still read); none with fewer than two items, where there is
  /// nothing to page to.
  package func pagerElement(_ style: CarouselIndicatorStyle) -> CarouselPagerElement {
    guard count > 1 else { return .none }
    return form(style) == .hidden ? .standIn : .indicator
  }

  /// When the indicator redraws between changes of this state: every frame while the carousel
  /// moves if it follows the position (`followsPosition`: a custom indicator, which reads the
  /// continuous progress; the built-in dots mark ``indicatedIndex`` and do not); while a wait
  /// runs, if it draws the wait's progress (`drawsWaitProgress`: timer dots, or a custom
  /// indicator that read its `autoplayProgress`), at ``timerRefreshInterval`` for the built-in
  /// dots, whose fill that rate grows a point at a time, and every frame for a custom
  /// indicator, whose length nothing here knows (a story's segment spans the screen, where a
  /// rate made for a dot would fill it in visible steps); otherwise never, since everything
  /// else it draws is in this state.
  package func redraw(followsPosition: Bool, drawsWaitProgress: Bool) -> CarouselIndicatorRedraw {
    if isMoving, followsPosition { return .everyFrame }
    guard isWaiting, drawsWaitProgress else { return .never }
    return followsPosition ? .everyFrame : .every(seconds: timerRefreshInterval)
  }
}

/// Which element of a carousel VoiceOver pages it with (swipe up or down), and reads the page
/// from: see ``CarouselIndicatorState/pagerElement(_:)``.
package enum CarouselPagerElement: Hashable, Sendable {
  /// The built-in indicator.
  case indicator
  /// An element that stands in for a hidden indicator.
  case standIn
  /// None: fewer than two items.
  case none
}

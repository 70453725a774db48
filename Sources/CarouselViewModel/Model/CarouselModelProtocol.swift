import CarouselCore

/// A carousel's model, whatever the type of its items' IDs (``CarouselModel`` is generic over
/// them, so that the host keeps the app's IDs as they are, erasing none): what is reached from
/// outside the carousel's own views, which know nothing of its items' type. A reader holds the
/// carousel it drives as one, its proxy moves it through one, and the controls a reader or a
/// slide shows (`CarouselIndicator`, `CarouselPlaybackButton`) draw from one.
@MainActor package protocol CarouselModelProtocol: AnyObject {
  // MARK: What the controls draw, and send

  /// What the built-in indicator in `style` draws now.
  func indicatorBody(style: CarouselIndicatorStyle) -> CarouselIndicatorBody
  /// The strip of `state`'s dots drawn as `dots`, with the timer's fill when `drawsTimer`.
  func dotStripBody(_ state: CarouselIndicatorState, dots: CarouselDots, drawsTimer: Bool)
    -> CarouselDotStripBody
  /// VoiceOver's pager: its label, value and adjustability now.
  func pagerBody() -> CarouselPagerBody
  /// The axis of a stand-in pager over the slides, with the indicator in `style`; `nil`: none.
  func pagerStandIn(_ style: CarouselIndicatorStyle) -> CarouselAxis?
  /// What the play/pause button draws now.
  func playbackButtonBody() -> CarouselPlaybackButtonBody
  /// A custom indicator's body now, with what its drawing read in `reads`.
  func customIndicatorBody(reads: CarouselProgressReads) -> CarouselCustomIndicatorBody
  /// What a custom indicator's drawing gets on one pass of its timeline.
  func indicatorContext(_ state: CarouselIndicatorState, reads: CarouselProgressReads)
    -> CarouselIndicatorContext
  /// A tap on the built-in strip of dots drawn as `dots`, `location` points along it.
  func indicatorTapped(atLocation location: Double, dots: CarouselDots)
  /// An indicator chose the item at `index`.
  func indicatorSelected(index: Int)
  /// VoiceOver's adjustable action on the pager.
  func pagerAdjusted(increment: Bool)
  /// The play/pause button.
  func togglePlayback()
  /// An indicator of the app's, by its view's identity, is on screen as `indicator`.
  func appIndicatorShown(_ view: ObjectIdentifier, as indicator: CarouselAppIndicator)
  /// The indicator view `view` disappeared.
  func appIndicatorHidden(_ view: ObjectIdentifier)

  // MARK: What a reader and its proxy use

  /// The reader this carousel is inside, told when its stage changes.
  var reader: CarouselReaderModel? { get set }
  /// Whether the carousel moves (observed: the stage's).
  var isMoving: Bool { get }
  /// What a reader's proxy exposes (observed).
  var proxyState: CarouselProxyState { get }
  /// The continuous position now, in items (`CarouselProxy.position`).
  var position: Double { get }
  /// A step from code, with `spring` when one is given.
  func step(_ step: CarouselStep, animated: Bool, spring: SettleSpring?)
  /// A move from code to the item at `index`.
  func select(index: Int, animated: Bool, spring: SettleSpring?)
  /// A move from code to the item with `id` of any type: one of another type than the
  /// carousel's IDs is refused with a diagnostic (see `CarouselProxyMove`).
  func scroll<Target: Hashable & Sendable>(to id: Target, animated: Bool, spring: SettleSpring?)
  /// Autoplay plays, or pauses (the user's choice).
  func play()
  func pause()
  /// A hold that counts as a finger on the carousel begins, or ends.
  func beginHold()
  func endHold()
}

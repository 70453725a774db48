import CarouselCore

extension CarouselModel {
  // MARK: Fingers

  /// The iOS 18 pan (`UIPanGestureRecognizer`) reported `state` with `drag` (translation and
  /// velocity in the carousel's left-to-right space): it begins and moves a page drag, ends it
  /// (released as its projected end says), or the system cancelled it or it failed (it settles
  /// back).
  package func panChanged(_ state: CarouselRecognizerState, drag: CarouselDrag) {
    let drag = drag.projectingEndFromVelocity
    switch state {
    case .began, .changed: send { $0.dragChanged(drag, at: $1) }
    case .ended: send { $0.dragEnded(drag, at: $1) }
    case .cancelled, .failed: send { $0.dragCancelled(at: $1) }
    case .possible: break
    }
  }

  /// Whether the pan, starting with this velocity, should begin as a page drag: along the axis,
  /// with swipes and paging on (the host decides), and not where iOS 26's back swipe from the
  /// content should go back instead (a finite carousel's first page, `NavigationBackSwipe`; for
  /// one that scrolls freely, only when it is scrolled to its very start).
  package func beginsPageDrag(velocityX: Double, velocityY: Double) -> Bool {
    guard host.beginsPageDrag(velocityX: velocityX, velocityY: velocityY) else { return false }
    let engine = engine
    return NavigationBackSwipe.waitsForPageDrag(
      velocityX: velocityX, axis: engine.configuration.layout.axis,
      layoutDirection: engine.configuration.layout.layoutDirection, pager: engine.pager,
      restingPage: engine.scrollsFreely ? shownPage : engine.restingPage)
  }

  /// The page a freely scrolling carousel shows for the back swipe's decision: the one it is
  /// on, or the next when it is scrolled past one (it has content before it to scroll back to).
  private var shownPage: Int {
    let position = engine.position(at: now)
    guard !position.isOnPage, position.page < .max else { return position.page }
    return position.page + 1
  }

  /// The touch watcher (a long press that never blocks) reported `state`: a finger landed
  /// (`began`), or the touch it watched is over: a finger lifted (`ended`), the system cancelled
  /// the touch (`cancelled`: a page drag settles back, whichever of this and the pan's own end
  /// comes first), or it failed. Only the touch it saw land is lifted.
  package func touchWatcherChanged(_ state: CarouselRecognizerState) {
    switch state {
    case .began:
      send { $0.touchLanded(at: $1) }
      watchedTouch = host.touch
    case .ended, .cancelled, .failed:
      guard let touch = watchedTouch else { return }
      watchedTouch = nil
      let cancelled = state == .cancelled
      send { $0.touchLifted(touch, cancelled: cancelled, at: $1) }
    case .possible, .changed:
      break
    }
  }

  /// The iOS 17 path's `DragGesture` changed: the finger moves (and from the first change on,
  /// its touch is the one the gesture's reset lifts).
  package func dragGestureChanged(_ drag: CarouselDrag) {
    send { $0.dragChanged(drag, at: $1) }
    if case .idle = dragGesture { dragGesture = .dragging(touch: host.touch) }
  }

  /// The `DragGesture` ended: SwiftUI calls `onEnded` only when it succeeds, so it is a release,
  /// which ends the touch too (a lift after it changes nothing).
  package func dragGestureEnded(_ drag: CarouselDrag) {
    dragGesture = .idle
    send { $0.dragEnded(drag, at: $1) }
  }

  /// The `DragGesture`'s gesture state reset. After its end, nothing is left to do; with no end,
  /// the gesture was cancelled (the system took the touch, or an enclosing scroll view took the
  /// drag over), and a page drag settles back once the update is over, unless an end comes
  /// first (see `CarouselDragGestureState`).
  package func dragGestureReset() {
    guard case .dragging(let touch) = dragGesture else { return }
    dragGesture = .resetAwaitingEnd(touch: touch)
    afterUpdate { [weak self] in
      guard let self, self.dragGesture == .resetAwaitingEnd(touch: touch) else { return }
      self.dragGesture = .idle
      self.send { $0.touchLifted(touch, cancelled: true, at: $1) }
    }
  }

  // MARK: Taps, keys, accessibility

  /// A tap on the neighbor at `index` (a peeking card).
  package func slotTapped(index: Int) {
    send { $0.userSelected(index: index, cause: .tap, at: $1) }
  }

  /// A tap on the built-in indicator's strip of dots drawn as `dots`, `location` points along
  /// it from its start: the item of the dot whose part of the strip it hit (CarouselCore's rule).
  package func indicatorTapped(atLocation location: Double, dots: CarouselDots = .standard) {
    let indicator = indicator
    guard
      let index = indicator.indicator.dotIndex(
        atLocation: location, at: indicator.dotsPosition, metrics: PageIndicatorMetrics(dots: dots))
    else { return }
    indicatorSelected(index: index)
  }

  /// A custom indicator chose the item at `index`.
  package func indicatorSelected(index: Int) {
    send { $0.userSelected(index: index, cause: .indicator, at: $1) }
  }

  /// VoiceOver's adjustable action on the pager: one item on (`increment`) or back, as the
  /// accessibility model says (finite ends stay).
  package func pagerAdjusted(increment: Bool) {
    let accessibility = indicator.accessibility
    guard let target = increment ? accessibility.incremented() : accessibility.decremented()
    else { return }
    send { $0.userSelected(index: target, cause: .accessibility, at: $1) }
  }

  /// VoiceOver's three-finger scroll toward `edge` (an item, or a screenful when the carousel
  /// pages by screenfuls: see `CarouselHost.userStepped(_:cause:at:)`); what to announce when it moved the carousel
  /// ("Page 2 of 5", "Beach, page 2 of 5"), else `nil`.
  package func accessibilityScrolled(toward edge: CarouselEdge) -> CarouselString? {
    let step = CarouselInputMapping.step(
      scrollingToward: edge, axis: engine.configuration.layout.axis)
    let changes = send { $0.userStepped(step, cause: .accessibility, at: $1) }
    return changes.contains(.selection) ? host.scrollAnnouncement : nil
  }

  /// VoiceOver's focus landed on the slot drawing `page` (its `item.page`; `nil`: the focus
  /// left the carousel's slots, which changes nothing): a row follows it as a scroll view
  /// scrolls the element VoiceOver focuses into view, moving the least that shows that item
  /// whole (see `CarouselHost.accessibilityFocused(page:at:)`), VoiceOver the cause. An item
  /// wholly in view moves nothing.
  package func accessibilityFocused(page: Int?) {
    guard let page else { return }
    send { $0.accessibilityFocused(page: page, at: $1) }
  }

  /// An arrow key (or a move command of the tvOS remote): along a horizontal carousel the arrow
  /// toward where the next page enters, mirrored right to left, along a vertical one down;
  /// whether it moved the carousel (a key that does not, at an end or across the axis, is left
  /// to focus movement).
  @discardableResult
  package func arrowPressed(_ key: CarouselArrowKey) -> Bool {
    let configuration = engine.configuration
    let step = CarouselInputMapping.step(
      forArrow: key, axis: configuration.layout.axis,
      layoutDirection: configuration.layout.layoutDirection)
    return send { $0.userStepped(step, cause: .keyboard, at: $1) }.contains(.selection)
  }

  /// The Digital Crown turned from `old` to `new` detents: one item per detent change.
  package func crownTurned(from old: Double, to new: Double) {
    send { $0.userStepped(new > old ? .next : .previous, cause: .crown, at: $1) }
  }

  /// A key the carousel handles; whether it did (see ``arrowPressed(_:)`` and
  /// ``activateSelected()``): a key it leaves unhandled goes on to focus movement.
  package func keyPressed(_ key: CarouselKey) -> Bool {
    switch key {
    case .arrow(let arrow): return arrowPressed(arrow)
    case .activate: return activateSelected()
    }
  }

  /// Return or Space: calls the app's activation with the selected item; whether it did (no
  /// activation, or no items: the key is left unhandled).
  package func activateSelected() -> Bool {
    guard let activate = connection.activate, let selected = stage.selectedID else {
      return false
    }
    return activate(selected, offset(of: selected))
  }

  /// The play/pause button.
  package func togglePlayback() {
    send { $0.togglePlayback(at: $1) }
  }

  /// VoiceOver's Magic Tap (a two-finger double tap) with the focus in the carousel: it plays or
  /// pauses autoplay as the play/pause button does, when the button would (see
  /// `CarouselPlaybackState.allowsPlayPause`), and does nothing otherwise. The stage answers it
  /// only while there is something to play or pause (`CarouselItemsBody.answersMagicTap`), so
  /// otherwise it goes on to the app's handler or the system's.
  package func magicTapped() {
    if engine.playbackState.allowsPlayPause { togglePlayback() }
  }

  /// The carousel's paging axis, along which the iOS 18 pan's delegate reads a scroll view
  /// inside a slide (`CarouselScroller(along:…)`).
  package var axis: CarouselAxis { engine.configuration.layout.axis }
}

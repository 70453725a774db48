import CarouselCore

// The C functions a web page calls (the WebAssembly module's exports, `@_expose(wasm)`), all of
// one shape for JavaScript: numbers in, a number out. Times are the page's milliseconds; flags
// are 0 or 1; indices and counts are whole numbers. Lists and text come back through two
// buffers in the module's memory, whose addresses `carousel_numbers` and `carousel_text`
// return: the number returned says how many values (or UTF-8 bytes) were written. A page makes
// its `Float64Array` view of the numbers afresh after each call, since memory may grow.
//
// The page has one carousel, so the state is one global value, touched only from the page's
// single thread.

nonisolated(unsafe) private var carousel = WebCarousel(at: 0)
nonisolated(unsafe) private var numbers = ExportBuffer<Double>(capacity: 1_024)
nonisolated(unsafe) private var text = ExportBuffer<UInt8>(capacity: 16_384)

/// The numbers one visible item takes in ``carouselFrame(_:)``'s output.
package let exportedItemFieldCount = 18
/// The numbers ``carouselActivity()`` writes.
package let exportedActivityFieldCount = 5
/// The numbers one dot takes in ``carouselDots(_:)``'s output.
package let exportedDotFieldCount = 4

// MARK: - Reading arguments

/// A flag: any number but 0 is on.
private func flag(_ value: Double) -> Bool { value != 0 }

/// A whole number from JavaScript: rounded toward zero, NaN and out-of-range values become -1
/// (never a valid index), so nothing traps the conversion to a 32-bit `Int`.
private func integer(_ value: Double) -> Int {
  guard value.isFinite, value.magnitude < 0x1p31 else { return -1 }
  return Int(value)
}

/// A count from JavaScript: rounded toward zero and clamped to `0...limit`; NaN is 0.
private func count(_ value: Double, limit: Int) -> Int {
  guard value > 0 else { return 0 }
  return value < Double(limit) ? Int(value) : limit
}

/// A length from JavaScript where NaN means "the style's": `nil`.
private func optionalLength(_ value: Double) -> Double? { value.isNaN ? nil : value }

private func number(_ flag: Bool) -> Double { flag ? 1 : 0 }

// MARK: - Buffers

/// The address of the numbers buffer (1,024 `Double`s).
@_expose(wasm, "carousel_numbers") @_cdecl("carousel_numbers")
public func carouselNumbers() -> Double { numbers.address }

/// The address of the text buffer (16,384 bytes of UTF-8).
@_expose(wasm, "carousel_text") @_cdecl("carousel_text")
public func carouselText() -> Double { text.address }

// MARK: - Creating and configuring

/// Starts over: a new carousel with the default settings (5 slides, paged), off screen.
@_expose(wasm, "carousel_create") @_cdecl("carousel_create")
public func carouselCreate(_ time: Double) -> Double {
  carousel = WebCarousel(at: time)
  return 0
}

/// Sets the style by its place in `CarouselStyleName.allCases` (0 paged ... 7 ring); other
/// numbers are ignored.
@_expose(wasm, "carousel_set_style") @_cdecl("carousel_set_style")
public func carouselSetStyle(_ index: Double, _ time: Double) -> Double {
  let names = CarouselStyleName.allCases
  let index = integer(index)
  guard names.indices.contains(index) else { return 0 }
  carousel.update(at: time) { $0.style = names[index] }
  return 1
}

/// Pages vertically (1) or horizontally (0).
@_expose(wasm, "carousel_set_axis") @_cdecl("carousel_set_axis")
public func carouselSetAxis(_ vertical: Double, _ time: Double) -> Double {
  carousel.update(at: time) { $0.axis = flag(vertical) ? .vertical : .horizontal }
  return 0
}

/// Loops (1) or not (0).
@_expose(wasm, "carousel_set_looping") @_cdecl("carousel_set_looping")
public func carouselSetLooping(_ looping: Double, _ time: Double) -> Double {
  carousel.update(at: time) { $0.isLooping = flag(looping) }
  return 0
}

/// Advances every `seconds`; 0 or NaN turns autoplay off (other values are validated by the
/// engine, `AutoplayInterval`).
@_expose(wasm, "carousel_set_autoplay") @_cdecl("carousel_set_autoplay")
public func carouselSetAutoplay(_ seconds: Double, _ time: Double) -> Double {
  carousel.update(at: time) { $0.autoplaySeconds = seconds == 0 || seconds.isNaN ? nil : seconds }
  return 0
}

/// Waits `seconds` longer than the interval after the user's own moves (a swipe, a dot, a tap,
/// a key), as `.carouselAutoplay(_:resumeAfter:options:)` does; NaN is 0, and 0, negative or infinite
/// values wait no longer.
@_expose(wasm, "carousel_set_resume_delay") @_cdecl("carousel_set_resume_delay")
public func carouselSetResumeDelay(_ seconds: Double, _ time: Double) -> Double {
  carousel.update(at: time) { $0.resumeAfterSeconds = seconds.isNaN ? 0 : seconds }
  return 0
}

/// Sets the spacing in points; NaN uses the style's.
@_expose(wasm, "carousel_set_spacing") @_cdecl("carousel_set_spacing")
public func carouselSetSpacing(_ spacing: Double, _ time: Double) -> Double {
  carousel.update(at: time) { $0.spacing = optionalLength(spacing) }
  return 0
}

/// Sets the peek in points; NaN uses the style's.
@_expose(wasm, "carousel_set_peek") @_cdecl("carousel_set_peek")
public func carouselSetPeek(_ peek: Double, _ time: Double) -> Double {
  carousel.update(at: time) { $0.peek = optionalLength(peek) }
  return 0
}

/// Sets the leading and trailing insets in points.
@_expose(wasm, "carousel_set_insets") @_cdecl("carousel_set_insets")
public func carouselSetInsets(_ leading: Double, _ trailing: Double, _ time: Double) -> Double {
  carousel.update(at: time) {
    $0.leadingInset = leading
    $0.trailingInset = trailing
  }
  return 0
}

/// Sets the spring: `kind` 0 smooth, 1 snappy, 2 bouncy (with `bounce` as the extra bounce) or
/// 3 `.spring(duration:bounce:)`; other kinds are ignored.
@_expose(wasm, "carousel_set_spring") @_cdecl("carousel_set_spring")
public func carouselSetSpring(
  _ kind: Double, _ duration: Double, _ bounce: Double, _ time: Double
) -> Double {
  guard let kind = PlaygroundSpring.Kind(rawValue: integer(kind)) else { return 0 }
  carousel.update(at: time) {
    $0.spring = PlaygroundSpring(kind: kind, duration: duration, bounce: bounce)
  }
  return 1
}

/// Lets a flick travel several pages (1) or one (0).
@_expose(wasm, "carousel_set_multipage_flicks") @_cdecl("carousel_set_multipage_flicks")
public func carouselSetMultipageFlicks(_ allows: Double, _ time: Double) -> Double {
  carousel.update(at: time) { $0.allowsMultiPageFlicks = flag(allows) }
  return 0
}

/// Sets the indicator: 0 dots, 1 compact, 2 timer progress, 3 hidden; others are ignored.
@_expose(wasm, "carousel_set_indicator") @_cdecl("carousel_set_indicator")
public func carouselSetIndicator(_ kind: Double, _ time: Double) -> Double {
  guard let indicator = PlaygroundIndicator(rawValue: integer(kind)) else { return 0 }
  carousel.update(at: time) { $0.indicator = indicator }
  return 1
}

/// Sets the per-item transition: 0 none, 1 scale and fade, 2 depth, 3 parallax, 4 identity scale
/// (`PlaygroundTransition`); others are ignored.
@_expose(wasm, "carousel_set_transition") @_cdecl("carousel_set_transition")
public func carouselSetTransition(_ kind: Double, _ time: Double) -> Double {
  guard let transition = PlaygroundTransition(rawValue: integer(kind)) else { return 0 }
  carousel.update(at: time) { $0.transition = transition }
  return 1
}

/// Shows `count` slides: 0 to 1,000 (more become 1,000, NaN none).
@_expose(wasm, "carousel_set_items") @_cdecl("carousel_set_items")
public func carouselSetItems(_ items: Double, _ time: Double) -> Double {
  carousel.update(at: time) { $0.itemCount = count(items, limit: WebCarousel.maximumItemCount) }
  return 0
}

/// The stage is `width` × `height` points.
@_expose(wasm, "carousel_set_viewport") @_cdecl("carousel_set_viewport")
public func carouselSetViewport(_ width: Double, _ height: Double, _ time: Double) -> Double {
  carousel.resize(width: width, height: height, at: time)
  return 0
}

// MARK: - Input

/// A pointer went down on the stage at `x`, `y` (CSS pixels, any fixed origin).
@_expose(wasm, "carousel_touch_down") @_cdecl("carousel_touch_down")
public func carouselTouchDown(_ x: Double, _ y: Double, _ time: Double) -> Double {
  carousel.pointerDown(x: x, y: y, at: time)
  return 0
}

/// The pointer that is down moved to `x`, `y`.
@_expose(wasm, "carousel_drag") @_cdecl("carousel_drag")
public func carouselDrag(_ x: Double, _ y: Double, _ time: Double) -> Double {
  carousel.pointerMoved(x: x, y: y, at: time)
  return 0
}

/// The pointer lifted at `x`, `y`: the carousel settles where the drag and its velocity say.
@_expose(wasm, "carousel_release") @_cdecl("carousel_release")
public func carouselRelease(_ x: Double, _ y: Double, _ time: Double) -> Double {
  carousel.pointerUp(x: x, y: y, at: time)
  return 0
}

/// The browser cancelled the pointer: the carousel settles back.
@_expose(wasm, "carousel_cancel") @_cdecl("carousel_cancel")
public func carouselCancel(_ time: Double) -> Double {
  carousel.pointerCancelled(at: time)
  return 0
}

/// The page's one timer fired at (or after) the deadline (`carousel_driver_deadline`).
@_expose(wasm, "carousel_tick") @_cdecl("carousel_tick")
public func carouselTick(_ time: Double) -> Double {
  carousel.tick(at: time)
  return 0
}

/// An animation frame found the motion over (`carousel_is_moving` said 0): the phase leaves
/// "settling". Early or repeated calls change nothing.
@_expose(wasm, "carousel_motion_ended") @_cdecl("carousel_motion_ended")
public func carouselMotionEnded(_ time: Double) -> Double {
  carousel.motionEnded(at: time)
  return 0
}

/// The next slide (a button of the page: a move of its own, like an app's `proxy.next()`).
@_expose(wasm, "carousel_next") @_cdecl("carousel_next")
public func carouselNext(_ time: Double) -> Double {
  carousel.next(at: time)
  return 0
}

/// The previous slide (a button, like ``carouselNext(_:)``).
@_expose(wasm, "carousel_previous") @_cdecl("carousel_previous")
public func carouselPrevious(_ time: Double) -> Double {
  carousel.previous(at: time)
  return 0
}

/// Shows slide `index` (a dot tap); invalid indices do nothing.
@_expose(wasm, "carousel_select") @_cdecl("carousel_select")
public func carouselSelect(_ index: Double, _ time: Double) -> Double {
  carousel.select(index: integer(index), cause: .indicator, at: time)
  return 0
}

/// Shows slide `index` after a tap on it beside the focused slide (a peeking neighbor); invalid
/// indices do nothing.
@_expose(wasm, "carousel_tap") @_cdecl("carousel_tap")
public func carouselTap(_ index: Double, _ time: Double) -> Double {
  carousel.select(index: integer(index), cause: .tap, at: time)
  return 0
}

/// An arrow key: 0 up, 1 down, 2 left, 3 right. Returns 1 when it paged the carousel (the page
/// then prevents the key's default scrolling), 0 for an arrow across the axis.
@_expose(wasm, "carousel_arrow") @_cdecl("carousel_arrow")
public func carouselArrow(_ key: Double, _ time: Double) -> Double {
  number(carousel.arrow(integer(key), at: time))
}

/// The play/pause button.
@_expose(wasm, "carousel_toggle_playback") @_cdecl("carousel_toggle_playback")
public func carouselTogglePlayback(_ time: Double) -> Double {
  carousel.togglePlayback(at: time)
  return 0
}

/// `prefers-reduced-motion: reduce` turned on (1) or off (0).
@_expose(wasm, "carousel_reduce_motion") @_cdecl("carousel_reduce_motion")
public func carouselReduceMotion(_ isOn: Double, _ time: Double) -> Double {
  carousel.reduceMotionChanged(flag(isOn), at: time)
  return 0
}

/// The stage came into view (1) or left it (0).
@_expose(wasm, "carousel_visibility") @_cdecl("carousel_visibility")
public func carouselVisibility(_ isVisible: Double, _ time: Double) -> Double {
  carousel.visibilityChanged(flag(isVisible), at: time)
  return 0
}

/// The tab was shown (1: the scene is active) or hidden (0: in the background,
/// `visibilitychange`).
@_expose(wasm, "carousel_page_visible") @_cdecl("carousel_page_visible")
public func carouselPageVisible(_ isVisible: Double, _ time: Double) -> Double {
  carousel.pageVisibilityChanged(flag(isVisible), at: time)
  return 0
}

// MARK: - Output

/// Writes the visible items at `time` to the numbers buffer, back to front, 18 numbers each:
/// what the style does (index, lap, offset in pages, x, y, scale, opacity, rotation angle in
/// radians, the rotation axis's x, y and z, z-index, focused 0 or 1), then what the transition
/// adds inside it (scale, opacity, offset x and y in points, blur radius); returns how many
/// items.
@_expose(wasm, "carousel_frame") @_cdecl("carousel_frame")
public func carouselFrame(_ time: Double) -> Double {
  numbers.clear()
  let items = writeItems(at: time)
  return Double(items)
}

/// Writes the item's width and height to the numbers buffer; returns 2.
@_expose(wasm, "carousel_geometry") @_cdecl("carousel_geometry")
public func carouselGeometry() -> Double {
  numbers.clear()
  let size = carousel.host.stage.itemSize
  numbers.append(size.width)
  numbers.append(size.height)
  return Double(numbers.count)
}

/// Writes the page dots, 4 numbers each (item index, slot, emphasis, scale); returns how many
/// dots. They change per page, not with `time`, which the page passes as it does to every
/// drawing call.
@_expose(wasm, "carousel_dots") @_cdecl("carousel_dots")
public func carouselDots(_ time: Double) -> Double {
  numbers.clear()
  return Double(writeDots())
}

/// The number of dot slots at rest (the strip's length in dots).
@_expose(wasm, "carousel_dot_slots") @_cdecl("carousel_dot_slots")
public func carouselDotSlots() -> Double {
  Double(carousel.host.stage.indicator.indicator.visibleDotCount)
}

/// What the indicator draws in a strip `available` points long with dots `dot` points long and
/// `spacing` apart: 0 nothing, 1 dots, 2 "2 / 5", 3 dots whose current one fills with the wait.
@_expose(wasm, "carousel_indicator_form") @_cdecl("carousel_indicator_form")
public func carouselIndicatorForm(_ available: Double, _ dot: Double, _ spacing: Double) -> Double {
  switch carousel.indicatorForm(availableLength: available, dotLength: dot, spacing: spacing) {
  case .hidden: return 0
  case .dots: return 1
  case .compact: return 2
  case .timerDots: return 3
  }
}

/// Whether anything moves at `time` (1), so the page needs animation frames.
@_expose(wasm, "carousel_is_moving") @_cdecl("carousel_is_moving")
public func carouselIsMoving(_ time: Double) -> Double {
  number(carousel.isMoving(at: time))
}

/// The selected slide's index, or -1 when there are no slides.
@_expose(wasm, "carousel_selected") @_cdecl("carousel_selected")
public func carouselSelected() -> Double { Double(carousel.host.proxy.selectedIndex ?? -1) }

/// The number of slides.
@_expose(wasm, "carousel_count") @_cdecl("carousel_count")
public func carouselCount() -> Double { Double(carousel.host.proxy.count) }

/// The page time of autoplay's next advance, or -1 when none is scheduled.
@_expose(wasm, "carousel_next_deadline") @_cdecl("carousel_next_deadline")
public func carouselNextDeadline() -> Double { carousel.nextDeadline ?? -1 }

/// The page time the page's one timer waits for (autoplay's next advance or the motion's end,
/// whichever comes first), or -1 when nothing is scheduled.
@_expose(wasm, "carousel_driver_deadline") @_cdecl("carousel_driver_deadline")
public func carouselDriverDeadline() -> Double { carousel.driverDeadline ?? -1 }

/// How far the autoplay wait has run at `time`, 0 to 1.
@_expose(wasm, "carousel_autoplay_progress") @_cdecl("carousel_autoplay_progress")
public func carouselAutoplayProgress(_ time: Double) -> Double {
  carousel.engine.autoplayProgress(at: WebCarousel.instant(time))
}

/// What the play/pause button offers (`CarouselPlaybackState`): 0 nothing (no autoplay: hide
/// it), 1 nothing while a system setting keeps autoplay off (disable it), 2 stop (autoplay
/// plays), 3 start (the user paused it).
@_expose(wasm, "carousel_playback_state") @_cdecl("carousel_playback_state")
public func carouselPlaybackState() -> Double { Double(playbackStateNumber()) }

/// Writes the activity to the numbers buffer, 5 numbers: the phase (0 idle, 1 dragging,
/// 2 settling, 3 autoplaying, 4 tracking), how many selection changes were reported, and the
/// last one's item before and after (-1: none) and cause (its place in
/// `CarouselSelectionCause.allCases`: 0 swipe, 1 tap, 2 indicator, 3 autoplay, 4 keyboard,
/// 5 crown, 6 accessibility, 7 program, 8 data change; -1 before the first). Returns 5. It changes with events, not frames.
@_expose(wasm, "carousel_activity") @_cdecl("carousel_activity")
public func carouselActivity() -> Double {
  numbers.clear()
  writeActivity()
  return Double(numbers.count)
}

/// Whether the user's choice is "play" (1) or "pause" (0).
@_expose(wasm, "carousel_is_playing") @_cdecl("carousel_is_playing")
public func carouselIsPlaying() -> Double { number(carousel.host.proxy.isPlaying) }

/// Whether autoplay has an interval (1).
@_expose(wasm, "carousel_has_autoplay") @_cdecl("carousel_has_autoplay")
public func carouselHasAutoplay() -> Double { number(carousel.host.stage.indicator.hasAutoplay) }

/// Whether the next advance is scheduled (1): the page's live announcements are off meanwhile.
@_expose(wasm, "carousel_is_rotating") @_cdecl("carousel_is_rotating")
public func carouselIsRotating() -> Double { number(carousel.isRotating) }

/// Why autoplay is not running: bit `n` set for `AutoplaySuspension.allCases[n]` (paused by the
/// user, touching, Reduce Motion, VoiceOver, scene not active, off screen, too few items, no
/// interval).
@_expose(wasm, "carousel_suspensions") @_cdecl("carousel_suspensions")
public func carouselSuspensions() -> Double { Double(suspensionBits()) }

/// Writes the indicator's accessibility value ("2 of 5") to the text buffer; returns its
/// length in bytes.
@_expose(wasm, "carousel_accessibility_value") @_cdecl("carousel_accessibility_value")
public func carouselAccessibilityValue() -> Double {
  text.write(carousel.host.stage.indicator.accessibility.value)
}

/// Writes the compact indicator ("2 / 5") to the text buffer, for the item the dots mark (while
/// a finger drags, the one nearest to it); returns its length in bytes.
@_expose(wasm, "carousel_compact_label") @_cdecl("carousel_compact_label")
public func carouselCompactLabel() -> Double {
  text.write(carousel.host.stage.indicator.compactLabel)
}

/// Writes slide `index`'s accessibility label ("2 of 5") to the text buffer; returns its length
/// in bytes (0 for an index that is not a slide).
@_expose(wasm, "carousel_slide_label") @_cdecl("carousel_slide_label")
public func carouselSlideLabel(_ index: Double) -> Double {
  text.write(carousel.slideLabel(integer(index)))
}

/// Writes the SwiftUI code for the current settings to the text buffer; returns its length in
/// bytes.
@_expose(wasm, "carousel_swiftui_code") @_cdecl("carousel_swiftui_code")
public func carouselSwiftUICode() -> Double {
  text.write(carousel.settings.swiftUICode(viewName: "PlaygroundCarousel"))
}

/// Writes every output at `time` to the numbers buffer, for comparing two builds number by
/// number: the selection, the count, moving, playing, autoplay, rotating, the deadline, the
/// position (page and fraction), the velocity, the autoplay and indicator progress, the page
/// length, the item's size, the suspension bits, the play/pause button's state, the activity
/// (as ``carouselActivity()`` writes it), the accessibility value's bytes, the items and the
/// dots (each list after its length). Returns how many numbers.
@_expose(wasm, "carousel_snapshot") @_cdecl("carousel_snapshot")
public func carouselSnapshot(_ time: Double) -> Double {
  numbers.clear()
  let now = WebCarousel.instant(time)
  let engine = carousel.engine
  let position = engine.position(at: now)
  numbers.append(contentsOf: [
    carouselSelected(), carouselCount(), carouselIsMoving(time), carouselIsPlaying(),
    carouselHasAutoplay(), carouselIsRotating(), carouselNextDeadline(),
    Double(position.page), position.fraction, engine.velocity(at: now),
    engine.autoplayProgress(at: now), engine.indicatorProgress(at: now), engine.pageLength,
  ])
  let size = carousel.host.stage.itemSize
  numbers.append(contentsOf: [
    size.width, size.height, Double(suspensionBits()), Double(playbackStateNumber()),
  ])
  writeActivity()
  let value = carousel.host.stage.indicator.accessibility.value.utf8
  numbers.append(Double(value.count))
  numbers.append(contentsOf: value.lazy.map { Double($0) })
  let itemsAt = numbers.count
  numbers.append(0)
  numbers[itemsAt] = Double(writeItems(at: time))
  let dotsAt = numbers.count
  numbers.append(0)
  numbers[dotsAt] = Double(writeDots())
  return Double(numbers.count)
}

// MARK: - Writing outputs

/// Appends the visible items at `now`, back to front, each with its transition's effect;
/// returns how many.
private func writeItems(at time: Double) -> Int {
  let frame = carousel.frame(at: time)
  let slots = frame.slots
  let transition = carousel.settings.transition
  let pagingAxis = carousel.settings.axis
  let configuration = carousel.host.engine.configuration
  // By position: an iterator would copy the whole fixed-size collection first.
  for position in slots.indices {
    let item = slots[position].item
    let axis = item.rotation.axis
    let effect = transition.effect(
      for: CarouselTransitionPhase(item),
      placement: CarouselTransitionPlacement(item, itemSize: frame.itemSize, in: configuration),
      axis: pagingAxis)
    // One at a time: a list literal here would allocate an array per item, per frame.
    numbers.append(Double(item.index))
    numbers.append(Double(item.lap))
    numbers.append(item.offset)
    numbers.append(item.x)
    numbers.append(item.y)
    numbers.append(item.scale)
    numbers.append(item.opacity)
    numbers.append(item.rotation.angle)
    numbers.append(axis.x)
    numbers.append(axis.y)
    numbers.append(axis.z)
    numbers.append(item.zIndex)
    numbers.append(number(item.isFocused))
    numbers.append(effect.scale)
    numbers.append(effect.opacity)
    numbers.append(effect.offsetX)
    numbers.append(effect.offsetY)
    numbers.append(effect.blur)
  }
  return slots.count
}

/// Appends the activity's 5 numbers (see ``carouselActivity()``).
private func writeActivity() {
  let phase: Int
  switch carousel.phase {
  case .idle: phase = 0
  case .dragging: phase = 1
  case .settling: phase = 2
  case .autoplaying: phase = 3
  case .tracking: phase = 4
  }
  numbers.append(Double(phase))
  numbers.append(Double(carousel.selectionChangeCount))
  let change = carousel.lastSelectionChange
  numbers.append(Double(change?.from ?? -1))
  numbers.append(Double(change?.to ?? -1))
  let cause = change.flatMap { CarouselSelectionCause.allCases.firstIndex(of: $0.cause) }
  numbers.append(Double(cause ?? -1))
}

/// The play/pause button's state as a number (see ``carouselPlaybackState()``).
private func playbackStateNumber() -> Int {
  switch carousel.playbackState {
  case .unavailable: return 0
  case .offBySystemSetting: return 1
  case .playing: return 2
  case .paused: return 3
  }
}

/// Appends the page dots of the host's stage, marking the item the engine indicates (per page,
/// as the SwiftUI indicator draws them: the page's CSS moves them to the next item); returns how
/// many.
private func writeDots() -> Int {
  let dots = carousel.host.stage.indicator.dots
  for dot in dots {
    numbers.append(Double(dot.index))
    numbers.append(dot.slot)
    numbers.append(dot.emphasis)
    numbers.append(dot.scale)
  }
  return dots.count
}

private func suspensionBits() -> Int {
  let suspensions = carousel.host.proxy.autoplaySuspensions
  var bits = 0
  for (bit, suspension) in AutoplaySuspension.allCases.enumerated()
  where suspensions.contains(suspension) {
    bits |= 1 << bit
  }
  return bits
}

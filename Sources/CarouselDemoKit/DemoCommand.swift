import CarouselCore

/// One step of a demo script, like `wait 3` or `swipe left`.
package enum DemoCommand: Hashable, Sendable {
  /// Let time pass, in seconds; autoplay advances when its deadlines come.
  case wait(seconds: Double)
  /// A quick flick: `forward` true moves toward the next slide (a left swipe).
  case swipe(forward: Bool)
  /// A finger goes down and drags by `pages` (positive toward the next slide), and holds.
  case drag(pages: Double)
  /// The held finger lifts without a flick.
  case release
  /// A tap on the dot of slide `number` (1-based).
  case tap(number: Int)
  /// The user presses play.
  case play
  /// The user presses pause.
  case pause
  /// The play/pause button.
  case togglePlayback
  /// Reduce Motion on or off.
  case reduceMotion(Bool)
  /// VoiceOver on or off.
  case voiceOver(Bool)
  /// Looping on or off.
  case looping(Bool)
  /// The scene's phase changes.
  case scene(CarouselScenePhase)
  /// The carousel leaves the screen.
  case hide
  /// The carousel comes back on screen.
  case show
  /// The item list becomes slides 1...count.
  case items(count: Int)
  /// A new autoplay interval in seconds (may be invalid, to see the diagnostic).
  case interval(seconds: Double)

  /// The longest `wait`, in seconds: a day, so a script's clock stays far from overflow.
  package static let longestWait = 86_400.0
  /// The longest `drag`, in pages.
  package static let longestDrag = 1_000.0
  /// The most slides (`items`, `tap`, `--count`), so a typo cannot exhaust memory.
  package static let mostSlides = 1_000

  /// Parses one command; `nil` when it is not a command the demo knows or its value is out of
  /// range (see ``longestWait``, ``longestDrag``, ``mostSlides``).
  package init?(parsing text: String) {
    let words = text.split(separator: " ").map(String.init)
    guard let verb = words.first else { return nil }
    let argument = words.count > 1 ? words[1] : nil
    switch (verb, argument) {
    case ("wait", let value?):
      guard let seconds = Double(value), (0...Self.longestWait).contains(seconds) else {
        return nil
      }
      self = .wait(seconds: seconds)
    case ("swipe", "left"): self = .swipe(forward: true)
    case ("swipe", "right"): self = .swipe(forward: false)
    case ("drag", nil): self = .drag(pages: 0.2)
    case ("drag", let value?):
      guard let pages = Double(value), abs(pages) <= Self.longestDrag else { return nil }
      self = .drag(pages: pages)
    case ("release", nil): self = .release
    case ("tap", let value?):
      guard let number = Int(value), (1...Self.mostSlides).contains(number) else { return nil }
      self = .tap(number: number)
    case ("play", nil): self = .play
    case ("pause", nil): self = .pause
    case ("toggle", nil): self = .togglePlayback
    case ("reduce-motion", let value?):
      guard let isOn = onOff(value) else { return nil }
      self = .reduceMotion(isOn)
    case ("voiceover", let value?):
      guard let isOn = onOff(value) else { return nil }
      self = .voiceOver(isOn)
    case ("loop", let value?):
      guard let isOn = onOff(value) else { return nil }
      self = .looping(isOn)
    case ("background", nil): self = .scene(.background)
    case ("inactive", nil): self = .scene(.inactive)
    case ("active", nil): self = .scene(.active)
    case ("hide", nil): self = .hide
    case ("show", nil): self = .show
    case ("items", let value?):
      guard let count = Int(value), (0...Self.mostSlides).contains(count) else { return nil }
      self = .items(count: count)
    case ("interval", let value?):
      guard let seconds = Double(value) else { return nil }
      self = .interval(seconds: seconds)
    default: return nil
    }
  }
}

private func onOff(_ word: String) -> Bool? {
  switch word {
  case "on": return true
  case "off": return false
  default: return nil
  }
}

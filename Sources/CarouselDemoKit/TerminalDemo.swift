import CarouselCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The live demo: the real engine on the real clock, drawn in the terminal with ANSI colors.
///
/// Keys: ← → swipe, 1–9 tap a dot, space play/pause, d hold or release a drag, m Reduce Motion,
/// v VoiceOver, l looping, q quits.
package enum TerminalDemo {
  /// Whether standard input and output are a terminal, so the live demo can run.
  package static var isAvailable: Bool { isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0 }

  /// Runs until the user presses q.
  package static func run(slideCount: Int = 5, isLooping: Bool = false) {
    let clock = ContinuousClock()
    var session = DemoSession<ContinuousClock>(
      slideCount: slideCount, isLooping: isLooping, at: clock.now)
    var timeline = session.perform(.show, at: clock.now)
    let saved = enterRawMode()
    defer {
      restore(saved)
      print("\u{1B}[?25h\u{1B}[0m")
    }
    print("\u{1B}[?25l\u{1B}[2J", terminator: "")
    while true {
      let now = clock.now
      if let line = session.tickIfDue(at: now) { timeline.append(line) }
      draw(session, timeline: timeline, at: now)
      guard let key = readKey(timeoutMilliseconds: 33) else { continue }
      if key == .quit { return }
      if let command = command(for: key, session: session) {
        timeline += session.perform(command, at: clock.now)
      }
      timeline = Array(timeline.suffix(shownLines))  // keep only what is drawn
    }
  }

  /// How many timeline lines the screen shows under the carousel.
  static let shownLines = 6

  /// The keys the demo reads.
  enum Key: Equatable {
    case left, right, space, drag, reduceMotion, voiceOver, loop, quit
    case digit(Int)
  }

  static func command<C>(for key: Key, session: DemoSession<C>) -> DemoCommand? {
    switch key {
    case .left: return .swipe(forward: false)
    case .right: return .swipe(forward: true)
    case .digit(let number): return .tap(number: number)
    case .space: return .togglePlayback
    case .drag: return session.heldDrag == nil ? .drag(pages: 0.2) : .release
    case .reduceMotion: return .reduceMotion(!session.reduceMotion)
    case .voiceOver: return .voiceOver(!session.voiceOver)
    case .loop: return .looping(!session.engine.configuration.layout.isLooping)
    case .quit: return nil
    }
  }

  private static func draw(
    _ session: DemoSession<ContinuousClock>, timeline: [String], at now: ContinuousClock.Instant
  ) {
    var screen = "\u{1B}[H"
    screen += TerminalFrame(session: session, at: now).lines.joined(separator: "\u{1B}[K\n")
    screen += "\u{1B}[K\n\n"
    for line in timeline.suffix(shownLines) { screen += line + "\u{1B}[K\n" }
    print(screen, terminator: "")
    fflush(nil)
  }

  private static func enterRawMode() -> termios {
    var saved = termios()
    tcgetattr(STDIN_FILENO, &saved)
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON)
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    return saved
  }

  private static func restore(_ saved: termios) {
    var saved = saved
    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
  }

  private static func readKey(timeoutMilliseconds: Int32) -> Key? {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, timeoutMilliseconds) > 0 else { return nil }
    var bytes = [UInt8](repeating: 0, count: 8)
    let count = read(STDIN_FILENO, &bytes, bytes.count)
    guard count > 0 else { return .quit }
    return key(from: Array(bytes[0..<count]))
  }

  static func key(from bytes: [UInt8]) -> Key? {
    switch bytes {
    case [0x1B, 0x5B, 0x44]: return .left
    case [0x1B, 0x5B, 0x43]: return .right
    case [0x20]: return .space
    case [UInt8(ascii: "d")]: return .drag
    case [UInt8(ascii: "m")]: return .reduceMotion
    case [UInt8(ascii: "v")]: return .voiceOver
    case [UInt8(ascii: "l")]: return .loop
    case [UInt8(ascii: "q")], [0x03], [0x04]: return .quit
    default:
      guard bytes.count == 1, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[0]) else {
        return nil
      }
      return .digit(Int(bytes[0] - UInt8(ascii: "0")))
    }
  }
}

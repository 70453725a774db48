import CarouselCore

/// A script for the demo, like `"wait 3; swipe left; drag; wait 5; release"`, run on a
/// ``ManualClock`` so its timeline is the same on every machine.
///
/// Commands, separated by `;` or new lines: `wait S`, `swipe left|right`, `drag [PAGES]`,
/// `release`, `tap N`, `play`, `pause`, `toggle`, `reduce-motion on|off`, `voiceover on|off`,
/// `loop on|off`, `background`, `inactive`, `active`, `hide`, `show`, `items N`, `interval S`.
package struct DemoScript: Hashable, Sendable {
  /// The parsed commands, in order.
  package var commands: [DemoCommand]

  /// The script the demo runs without a terminal: the example flow of the image-carousel
  /// exercise, then the rules around it.
  package static let standard = """
    wait 4; drag; wait 5; drag 2; release; wait 2.9; wait 0.1; wait 3; \
    tap 3; wait 2; swipe left; wait 3; pause; wait 10; play; wait 3; \
    reduce-motion on; wait 6; reduce-motion off; voiceover on; wait 6; voiceover off; \
    background; wait 6; active; hide; wait 6; show; loop on; wait 3; wait 3; items 1; wait 6; \
    items 4; interval nan; wait 6; interval 0.1; wait 1
    """

  /// Parses `text`; throws naming the first step it does not understand.
  package init(parsing text: String) throws {
    commands = []
    for step in text.split(whereSeparator: { $0 == ";" || $0 == "\n" }) {
      let words = step.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
      guard !words.isEmpty else { continue }
      guard let command = DemoCommand(parsing: words) else {
        throw DemoScriptError(step: words)
      }
      commands.append(command)
    }
  }

  /// Runs the script over `slideCount` slides and returns the timeline, one line per event,
  /// including each autoplay advance at the instant it was due.
  package func run(slideCount: Int = 5, isLooping: Bool = false) -> [String] {
    let clock = ManualClock()
    var session = DemoSession<ManualClock>(
      slideCount: slideCount, isLooping: isLooping, at: clock.now)
    var timeline = session.perform(.show, at: clock.now)
    for command in commands {
      if case .wait(let seconds) = command {
        // Whole milliseconds, so that `wait 2.9; wait 0.1` is exactly three seconds.
        let end = clock.now.advanced(by: .milliseconds(Int64((max(seconds, 0) * 1000).rounded())))
        // Tick at each deadline within the wait; a tick that does not advance (which the engine
        // never asks for) ends the loop rather than spinning on the same deadline.
        while let deadline = session.engine.nextDeadline, deadline <= end {
          clock.advance(to: deadline)
          guard let line = session.tickIfDue(at: clock.now) else { break }
          timeline.append(line)
        }
        clock.advance(to: end)
        continue
      }
      timeline += session.perform(command, at: clock.now)
    }
    return timeline
  }
}

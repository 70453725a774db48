import CarouselCore

/// One frame of the live terminal demo, as lines of text with ANSI colors: the slides where the
/// engine's position puts them, the page dots, and the autoplay status.
struct TerminalFrame<C: Clock> where C.Duration == Duration {
  /// The frame's lines, top to bottom.
  let lines: [String]

  /// Columns of the slide strip; one page is this wide.
  static var width: Int { 60 }
  /// Rows of the slide strip.
  static var height: Int { 7 }
  /// Empty columns between two slides.
  static var gap: Int { 4 }

  init(session: DemoSession<C>, at now: C.Instant) {
    let columns = Self.columns(session: session, at: now)
    var lines = (0..<Self.height).map { row in
      Self.stripRow(row, columns: columns, session: session)
    }
    lines.append("")
    lines.append(Self.dots(session: session))
    lines.append(Self.status(session: session, at: now))
    lines.append(
      "\u{1B}[2m← → swipe · 1-9 dot · space play/pause · d drag · m reduce motion · "
        + "v voiceover · l loop · q quit\u{1B}[0m")
    self.lines = lines
  }

  /// For each column of the strip, the slide drawn there and the column within that slide, as
  /// the engine's paged layout places the slides (a column is ``DemoSession/pointsPerColumn``).
  private static func columns(session: DemoSession<C>, at now: C.Instant)
    -> [(slide: Int, column: Int)?]
  {
    let slideWidth = width - gap
    var columns = [(slide: Int, column: Int)?](repeating: nil, count: width)
    for item in session.engine.visibleItems(at: now) {
      let leftEdge =
        Double(width - slideWidth) / 2 + item.mainOffset / DemoSession<C>.pointsPerColumn
      for column in 0..<width {
        let within = Int((Double(column) + 0.5 - leftEdge).rounded(.down))
        if (0..<slideWidth).contains(within) { columns[column] = (item.index, within) }
      }
    }
    return columns
  }

  private static func stripRow(
    _ row: Int, columns: [(slide: Int, column: Int)?], session: DemoSession<C>
  ) -> String {
    var text = ""
    var currentColor: DemoColor?
    for cell in columns {
      guard let cell else {
        if currentColor != nil { text += "\u{1B}[0m" }
        currentColor = nil
        text += " "
        continue
      }
      let slide = session.slides[cell.slide]
      if currentColor != slide.color {
        currentColor = slide.color
        let color = slide.color
        text += "\u{1B}[48;2;\(color.red);\(color.green);\(color.blue)m\u{1B}[97;1m"
      }
      text += character(of: slide, row: row, column: cell.column)
    }
    return text + "\u{1B}[0m"
  }

  private static func character(of slide: DemoSlide, row: Int, column: Int) -> String {
    let label: String
    switch row {
    case height / 2 - 1: label = "\(slide.id)"
    case height / 2: label = slide.title
    default: return " "
    }
    let start = (width - gap - label.count) / 2
    let characters = Array(label)
    guard column >= start, column < start + characters.count else { return " " }
    return String(characters[column - start])
  }

  private static func dots(session: DemoSession<C>) -> String {
    let indicator = session.engine.pageIndicator
    let dots = indicator.dots(marking: session.engine.indicatedIndex)
      .sorted { $0.slot < $1.slot }
      .map { dot in dot.emphasis >= 0.5 ? "●" : (dot.scale < 1 ? "·" : "○") }
    let strip = dots.joined(separator: " ")
    let compact = indicator.compactLabel(selectedIndex: session.engine.indicatedIndex)
    let padding = String(repeating: " ", count: max((width - gap - strip.count) / 2, 0))
    return padding + strip + "   " + compact
  }

  private static func status(session: DemoSession<C>, at now: C.Instant) -> String {
    let engine = session.engine
    var parts = [engine.isPlaying ? "▶ playing" : "❚❚ paused"]
    if let deadline = engine.nextDeadline {
      let remaining = max(seconds(now.duration(to: deadline)), 0)
      let filled = Int((engine.autoplayProgress(at: now) * 10).rounded())
      parts.append(
        "next in \(format(remaining)) s "
          + String(repeating: "█", count: filled) + String(repeating: "░", count: 10 - filled))
    } else {
      parts.append(session.autoplaySummary(at: now))
    }
    if session.heldDrag != nil { parts.append("finger down") }
    if session.reduceMotion { parts.append("Reduce Motion") }
    if session.voiceOver { parts.append("VoiceOver") }
    parts.append(engine.configuration.layout.isLooping ? "looping" : "finite")
    return session.slideSummary + " · " + parts.joined(separator: " · ")
  }
}

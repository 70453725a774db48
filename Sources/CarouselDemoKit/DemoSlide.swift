/// A slide of the demo: a title and a color.
package struct DemoSlide: Hashable, Sendable {
  /// The slide's ID, 1-based like the dots.
  package var id: Int
  /// The title drawn on the slide.
  package var title: String
  /// The slide's color.
  package var color: DemoColor

  /// Slides 1...count (none for a count below 1), cycling through eight titles and colors.
  package static func samples(count: Int) -> [DemoSlide] {
    (0..<max(count, 0)).map { index in
      let (title, color) = palette[index % palette.count]
      return DemoSlide(id: index + 1, title: title, color: color)
    }
  }

  private static let palette: [(String, DemoColor)] = [
    ("Mountains", DemoColor(red: 52, green: 120, blue: 246)),
    ("Beach", DemoColor(red: 255, green: 149, blue: 0)),
    ("City", DemoColor(red: 175, green: 82, blue: 222)),
    ("Forest", DemoColor(red: 52, green: 199, blue: 89)),
    ("Night Sky", DemoColor(red: 88, green: 86, blue: 214)),
    ("Desert", DemoColor(red: 230, green: 180, blue: 0)),
    ("Glacier", DemoColor(red: 90, green: 200, blue: 250)),
    ("Volcano", DemoColor(red: 255, green: 59, blue: 48)),
  ]
}

/// An sRGB color with 8-bit channels, for the terminal and SVG output.
package struct DemoColor: Hashable, Sendable {
  /// Red, 0...255.
  package var red: Int
  /// Green, 0...255.
  package var green: Int
  /// Blue, 0...255.
  package var blue: Int

  /// Creates a color from 8-bit channels.
  package init(red: Int, green: Int, blue: Int) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Like `#3478f6`, for SVG.
  package var hex: String {
    "#"
      + [red, green, blue].map { channel in
        let text = String(min(max(channel, 0), 255), radix: 16)
        return text.count == 1 ? "0" + text : text
      }.joined()
  }
}

import CarouselCore

extension PlaygroundSettings {
  /// A SwiftUI view, `viewName`, that shows a carousel with these settings: the carousel of
  /// ``itemCount`` numbered, colored slides, each modifier whose setting differs from the
  /// SwiftUI layer's default, and always the frame's height. It compiles against CarouselUI as
  /// it is (`Scripts/web --test` type-checks it for iOS 17).
  ///
  /// Defaults are compared as the engine sees them: a spring spelled `.smooth(duration: 0.5,
  /// extraBounce: 0)` is the default spring and writes no modifier.
  package func swiftUICode(viewName: String) -> String {
    var lines = [
      "import CarouselUI",
      "import SwiftUI",
      "",
      "struct \(viewName): View {",
      "  struct Slide: Identifiable {",
      "    let id: Int",
      "",
      "    var color: Color {",
      "      Color(hue: Double(id) / \(max(itemCount, 1)), "
        + "saturation: 0.5, brightness: 0.9)",
      "    }",
      "  }",
      "",
      "  let slides = (0..<\(max(itemCount, 0))).map(Slide.init)",
      "",
      "  var body: some View {",
      "    Carousel(slides) { slide in",
      "      RoundedRectangle(cornerRadius: 24)",
      "        .fill(slide.color)",
      "        .overlay { Text(\"\\(slide.id + 1)\").font(.largeTitle.bold()) }",
      "    }",
    ]
    lines += modifiers.map { "    \($0)" }
    lines += ["  }", "}", ""]
    return lines.joined(separator: "\n")
  }

  /// The modifiers to write, in the order of the README's table, then the transition and the
  /// frame.
  private var modifiers: [String] {
    let defaults = PlaygroundSettings()
    var modifiers: [String] = []
    if style != defaults.style { modifiers.append(".carouselStyle(.\(style.rawValue))") }
    if axis != defaults.axis { modifiers.append(".carouselAxis(.vertical)") }
    if isLooping { modifiers.append(".carouselLooping()") }
    if let seconds = autoplaySeconds {
      let interval = ".seconds(\(SwiftLiteral.number(seconds)))"
      // The delay means nothing without an interval, and the modifier takes both.
      if resumeAfterSeconds != defaults.resumeAfterSeconds {
        let delay = ".seconds(\(SwiftLiteral.number(resumeAfterSeconds)))"
        modifiers.append(".carouselAutoplay(\(interval), resumeAfter: \(delay))")
      } else {
        modifiers.append(".carouselAutoplay(\(interval))")
      }
    }
    if let spacing { modifiers.append(".carouselSpacing(\(SwiftLiteral.number(spacing)))") }
    if let peek { modifiers.append(".carouselPeek(\(SwiftLiteral.number(peek)))") }
    // The insets along the paging axis are margins on its edges, which add to the insets as
    // they are (`CarouselLayoutGeometry`): the leading and trailing edges of a horizontal
    // carousel, the top and bottom of a vertical one.
    let edges = axis == .horizontal ? ("leading", "trailing") : ("top", "bottom")
    for (edge, inset) in [(edges.0, leadingInset), (edges.1, trailingInset)] where inset != 0 {
      modifiers.append(".carouselMargins(.\(edge), \(SwiftLiteral.number(inset)))")
    }
    if spring.settleSpring != defaults.spring.settleSpring {
      modifiers.append(".carouselSpring(\(spring.code))")
    }
    if allowsMultiPageFlicks {
      modifiers.append(".carouselDrag(DragResolver(allowsMultiPageFlicks: true))")
    }
    if indicator != defaults.indicator {
      modifiers.append(".carouselIndicator(.\(indicator.code))")
    }
    // Several lines, each indented as a modifier is.
    if let transition = transition.code(axis: axis) { modifiers += transition }
    modifiers.append(".frame(height: \(SwiftLiteral.number(height)))")
    return modifiers
  }
}

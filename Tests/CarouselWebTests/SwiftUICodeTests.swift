import CarouselCore
import Testing

@testable import CarouselWeb

/// The playground's SwiftUI code: the whole text for the defaults, and each modifier exactly as
/// CarouselUI spells it when its setting differs from the default. `Scripts/web --test`
/// type-checks the output of the WebAssembly build for a set of settings.
@Suite struct SwiftUICodeTests {
  @Test func theDefaultsWriteOnlyTheFrame() {
    #expect(
      PlaygroundSettings().swiftUICode(viewName: "PlaygroundCarousel") == """
        import CarouselUI
        import SwiftUI

        struct PlaygroundCarousel: View {
          struct Slide: Identifiable {
            let id: Int

            var color: Color {
              Color(hue: Double(id) / 5, saturation: 0.5, brightness: 0.9)
            }
          }

          let slides = (0..<5).map(Slide.init)

          var body: some View {
            Carousel(slides) { slide in
              RoundedRectangle(cornerRadius: 24)
                .fill(slide.color)
                .overlay { Text("\\(slide.id + 1)").font(.largeTitle.bold()) }
            }
            .frame(height: 260)
          }
        }

        """)
  }

  @Test func everySettingAwayFromItsDefaultWritesItsModifier() {
    var settings = PlaygroundSettings()
    settings.style = .coverFlow
    settings.axis = .vertical
    settings.isLooping = true
    settings.autoplaySeconds = 2.5
    settings.resumeAfterSeconds = 1.5
    settings.spacing = 12
    settings.peek = 28
    settings.leadingInset = 20
    settings.trailingInset = 0
    settings.spring = PlaygroundSpring(kind: .snappy, duration: 0.3, bounce: 0.1)
    settings.allowsMultiPageFlicks = true
    settings.indicator = .timerProgress
    settings.itemCount = 12
    settings.height = 320
    #expect(
      modifiers(settings) == [
        ".carouselStyle(.coverFlow)",
        ".carouselAxis(.vertical)",
        ".carouselLooping()",
        ".carouselAutoplay(.seconds(2.5), resumeAfter: .seconds(1.5))",
        ".carouselSpacing(12)",
        ".carouselPeek(28)",
        ".carouselMargins(.top, 20)",
        ".carouselSpring(.snappy(duration: 0.3, extraBounce: 0.1))",
        ".carouselDrag(DragResolver(allowsMultiPageFlicks: true))",
        ".carouselIndicator(.timerProgress)",
        ".frame(height: 320)",
      ])
    let code = settings.swiftUICode(viewName: "V")
    #expect(code.contains("let slides = (0..<12).map(Slide.init)"))
    #expect(code.contains("Color(hue: Double(id) / 12, saturation: 0.5, brightness: 0.9)"))
  }

  @Test func aResumeDelayIsWrittenOnlyWithAnInterval() {
    var settings = PlaygroundSettings()
    settings.resumeAfterSeconds = 2
    #expect(modifiers(settings) == [".frame(height: 260)"])
    settings.autoplaySeconds = 3
    #expect(
      modifiers(settings) == [
        ".carouselAutoplay(.seconds(3), resumeAfter: .seconds(2))", ".frame(height: 260)",
      ])
  }

  @Test func aTransitionIsWrittenBeforeTheFrame() {
    var settings = PlaygroundSettings()
    settings.style = .peek
    settings.transition = .scaleAndFade
    #expect(
      settings.swiftUICode(viewName: "V").hasSuffix(
        """
            }
            .carouselStyle(.peek)
            .carouselTransition(.interactive.fromFocus()) { content, phase in
              content
                .scaleEffect(1 - min(abs(phase.value), 1) * 0.15)
                .opacity(1 - abs(phase.value) * 0.4)
            }
            .frame(height: 260)
          }
        }

        """))
    settings.axis = .vertical
    settings.transition = .parallax
    #expect(
      settings.swiftUICode(viewName: "V").contains(
        """
            .carouselAxis(.vertical)
            .carouselTransition(.interactive.fromFocus()) { content, phase in
              content
                .offset(y: phase.value * -40)
            }
            .frame(height: 260)
        """))
  }

  @Test func everyStyleByItsName() {
    var names: [String] = []
    for style in CarouselStyleName.allCases {
      var settings = PlaygroundSettings()
      settings.style = style
      names.append(modifiers(settings).first!)
    }
    #expect(
      names == [
        ".frame(height: 260)", ".carouselStyle(.peek)", ".carouselStyle(.scale)",
        ".carouselStyle(.fade)", ".carouselStyle(.rotation)", ".carouselStyle(.coverFlow)",
        ".carouselStyle(.stack)", ".carouselStyle(.ring)",
      ])
  }

  @Test func springsAreSpelledAsChosenAndTheDefaultIsLeftOut() {
    let spellings = [
      PlaygroundSpring(kind: .smooth, duration: 0.5, bounce: 0),
      PlaygroundSpring(kind: .spring, duration: 0.5, bounce: 0),
      PlaygroundSpring(kind: .smooth, duration: 0.3, bounce: 0),
      PlaygroundSpring(kind: .bouncy, duration: 0.6, bounce: 0.05),
      PlaygroundSpring(kind: .spring, duration: 0.4, bounce: -0.2),
    ].map { spring -> String? in
      var settings = PlaygroundSettings()
      settings.spring = spring
      return modifiers(settings).first { $0.hasPrefix(".carouselSpring") }
    }
    #expect(
      spellings == [
        nil, nil, ".carouselSpring(.smooth(duration: 0.3, extraBounce: 0))",
        ".carouselSpring(.bouncy(duration: 0.6, extraBounce: 0.05))",
        ".carouselSpring(.spring(duration: 0.4, bounce: -0.2))",
      ])
  }

  @Test func numbersAreWrittenAsPeopleWriteThem() {
    #expect(SwiftLiteral.number(3) == "3")
    #expect(SwiftLiteral.number(-0.0) == "0")
    #expect(SwiftLiteral.number(0.35) == "0.35")
    #expect(SwiftLiteral.number(-12.5) == "-12.5")
    #expect(SwiftLiteral.number(0.1 + 0.2) == "0.30000000000000004")
    #expect(SwiftLiteral.number(4_000_000_000) == "4000000000")
    #expect(SwiftLiteral.number(1e300) == "1e+300")
    #expect(SwiftLiteral.number(.nan) == "0")
    #expect(SwiftLiteral.number(-.infinity) == "0")
  }

  @Test func noSlidesStillCompile() {
    var settings = PlaygroundSettings()
    settings.itemCount = 0
    let code = settings.swiftUICode(viewName: "V")
    #expect(code.contains("let slides = (0..<0).map(Slide.init)"))
    #expect(code.contains("Color(hue: Double(id) / 1, saturation: 0.5, brightness: 0.9)"))
  }

  /// The modifier lines of the code, without their indentation.
  private func modifiers(_ settings: PlaygroundSettings) -> [String] {
    settings.swiftUICode(viewName: "V").split(separator: "\n")
      .map { $0.trimmingPrefix(while: { $0 == " " }) }
      .filter { $0.hasPrefix(".") && !$0.hasPrefix(".fill") && !$0.hasPrefix(".overlay") }
      .map(String.init)
  }
}

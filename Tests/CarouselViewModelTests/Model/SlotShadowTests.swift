import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// The shadow each slot draws comes from the style the carousel is laid out with: a shaded
/// ring's front card has the deep shadow at rest and after a move; a plain ring and a peek
/// row draw none; switching the style changes them on the next frame.
@MainActor @Suite struct SlotShadowTests {
  @Test(arguments: UpdateCycleOptions.all) func theStylesShadowsReachTheSlots(
    options: UpdateCycleOptions
  ) {
    let screen = CarouselScreen(
      items: (0..<6).map { CarouselScreen.Item(id: $0) }, selection: .some(nil), options: options)
    screen.settings.configuration.style = RingCarouselStyle(castsShadows: true)
    screen.settings.configuration.layout.isLooping = true
    screen.appear()
    let front = CarouselItemShadow(opacity: 0.35, radius: 18, y: 10)
    #expect(screen.drawnShadows.count > 1, "\(options)")
    #expect(screen.drawnShadows.allSatisfy { $0.shadow != nil }, "\(options)")
    #expect(screen.drawnShadows.first { $0.item == 0 }?.shadow == front, "\(options)")
    // One card on (a half-screen swipe turns a ring two or more).
    screen.user { _ = $0.arrowPressed(.right) }
    screen.wait(1)
    #expect(screen.focusedItem == 1, "\(options)")
    #expect(screen.drawnShadows.first { $0.item == 1 }?.shadow == front, "\(options)")
    #expect(screen.drawnShadows.first { $0.item == 0 }?.shadow != front, "\(options)")

    screen.settings.configuration.style = RingCarouselStyle()
    screen.update()
    #expect(!screen.drawnShadows.isEmpty, "\(options)")
    #expect(screen.drawnShadows.allSatisfy { $0.shadow == nil }, "\(options)")
    screen.settings.configuration.style = PeekCarouselStyle()
    screen.update()
    #expect(screen.drawnShadows.allSatisfy { $0.shadow == nil }, "\(options)")
  }
}

import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// An app that moves the carousel from inside a callback (a proxy call) hears every change
/// once, in order: the nested move waits until the callbacks of the move before it are over
/// (finding S3: it used to be reported in the middle of them).
@MainActor @Suite struct NestedCallbackTests {
  @Test(arguments: UpdateCycleOptions.all) func aProxyMoveInsideACallbackIsHeardAfterIt(
    options: UpdateCycleOptions
  ) {
    let reader = CarouselReaderModel(reportDiagnostics: { _ in }, afterUpdate: { _ in })
    let screen = CarouselScreen(
      items: (0..<5).map { CarouselScreen.Item(id: $0) }, selection: .some(0), reader: reader,
      options: options)
    screen.onSelectionChange = { old, new, cause in
      if new == 1, cause == .swipe { CarouselProxy(reader: reader).next(animated: false) }
    }
    screen.appear()
    screen.swipe(forward: true)
    screen.wait(1)
    let heard = screen.heard.filter {
      if case .visibleItems = $0 { return false }
      return true
    }
    // The swipe's release: its selection change, then its phase change, and only then the
    // proxy's move (which jumps: no phase of its own).
    let release = heard.firstIndex(of: .selection(from: 0, to: 1, cause: .swipe))
    #expect(release != nil, "\(options)")
    guard let release else { return }
    #expect(
      Array(heard[release...].prefix(3)) == [
        .selection(from: 0, to: 1, cause: .swipe), .phase(from: .dragging, to: .settling),
        .selection(from: 1, to: 2, cause: .program),
      ], "\(options)")
    #expect(screen.selection?.value == 2, "\(options)")
    #expect(screen.focusedItem == 2, "\(options)")
  }
}

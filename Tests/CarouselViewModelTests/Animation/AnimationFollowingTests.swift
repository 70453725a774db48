import CarouselCore
import CarouselViewModel
import Testing
import UpdateCycleDouble

/// A move from code made inside `withAnimation` follows the app's animation, through the views'
/// inputs: the stage's `.transaction { }` notes the update's animation, the follower samples it
/// (as its `CustomAnimation` does, `CarouselAnimationRequest.fractions`) and hands the samples
/// back. The expected positions come from each animation's own shape (``ScreenAnimation``):
/// a move from item 0 to item 3 is at `3 × fraction` after each elapsed time.
@MainActor @Suite struct AnimationFollowingTests {
  static func screen(
    options: UpdateCycleOptions = UpdateCycleOptions(), inReader: Bool = false,
    reduceMotion: Bool = false
  ) -> CarouselScreen {
    let screen = CarouselScreen(
      data: .items((0..<6).map { CarouselScreen.Item(id: $0) }), selection: .id(nil),
      inReader: inReader, options: options)
    screen.environment.reduceMotion = reduceMotion
    screen.appear()
    return screen
  }

  /// The carousel's position, in items, now.
  static func position(_ screen: CarouselScreen) -> Double {
    screen.model.engine.position(at: screen.model.now).value
  }

  /// The positions at 0.25 s, 0.5 s and 0.75 s, and whether it still moves at 1 s.
  static func path(_ screen: CarouselScreen) -> (positions: [Double], movesAtOneSecond: Bool) {
    var positions: [Double] = []
    for _ in 0..<3 {
      screen.wait(0.25)
      positions.append(position(screen))
    }
    screen.wait(0.25)
    return (positions, screen.model.stage.isMoving)
  }

  @Test(arguments: UpdateCycleOptions.all) func aBindingWriteFollowsALinearAnimation(
    options: UpdateCycleOptions
  ) {
    let screen = Self.screen(options: options)
    screen.setSelection(3, animation: .linear(duration: 1))
    let (positions, moves) = Self.path(screen)
    #expect(positions.map { ($0 * 1e9).rounded() / 1e9 } == [0.75, 1.5, 2.25], "\(options)")
    #expect(!moves, "\(options)")
    #expect(Self.position(screen) == 3, "\(options)")
    #expect(screen.focusedItem == 3, "\(options)")
  }

  /// A spring's overshoot is followed too: past the target at the peak, on it at the end.
  @Test func anOvershootIsFollowed() {
    let screen = Self.screen()
    screen.setSelection(3, animation: .overshooting(duration: 1, peak: 1.2))
    let (positions, moves) = Self.path(screen)
    #expect(positions.map { ($0 * 1e9).rounded() / 1e9 } == [1.8, 3.6, 3.3])
    #expect(!moves)
    #expect(Self.position(screen) == 3)
  }

  /// An animation that never ends (`repeatForever`) is followed for 10 s, then the carousel is
  /// on its target.
  @Test func anEndlessAnimationIsCutAtTenSeconds() {
    let screen = Self.screen()
    screen.setSelection(3, animation: .endless)
    screen.wait(0.5)
    #expect(Self.position(screen) == 1.5)
    screen.wait(9.4)
    #expect(screen.model.stage.isMoving)
    screen.wait(0.1)
    #expect(!screen.model.stage.isMoving)
    #expect(Self.position(screen) == 3)
  }

  /// Without `withAnimation` the move keeps the carousel's spring (0.5 s, no bounce: 98.6% of
  /// the way at 0.5 s, as `1 - (1 + ωt)e^(-ωt)` with `ω = 2π / 0.5`), and nothing is sampled.
  @Test func withoutAnimationTheSpringMoves() {
    let screen = Self.screen()
    screen.setSelection(3)
    #expect(screen.model.animationRequest == nil)
    screen.wait(0.5)
    #expect(Self.position(screen) > 2.95)
    #expect(Self.position(screen) < 3)
  }

  /// With Reduce Motion on the move jumps, animation or not, and nothing is sampled.
  @Test func reduceMotionJumps() {
    let screen = Self.screen(reduceMotion: true)
    screen.setSelection(3, animation: .linear(duration: 1))
    #expect(screen.model.animationRequest == nil)
    #expect(!screen.model.stage.isMoving)
    #expect(Self.position(screen) == 3)
  }

  /// A proxy's move inside `withAnimation` follows the animation of the update it causes; one
  /// with a spring of its own keeps it.
  @Test func aProxysMoveFollowsTheUpdatesAnimation() throws {
    let screen = Self.screen(inReader: true)
    let proxy = CarouselProxy(reader: try #require(screen.reader))
    proxy.scrollTo(index: 4)
    screen.update(animation: .linear(duration: 2))
    screen.wait(1)
    #expect(Self.position(screen) == 2)
    screen.wait(1)
    #expect(Self.position(screen) == 4)
    #expect(screen.selection?.value == 4)

    let revision = screen.model.animationRequest?.revision
    proxy.previous(spring: .smooth)
    screen.update(animation: .linear(duration: 2))
    #expect(screen.model.animationRequest?.revision == revision)
    screen.wait(0.5)
    #expect(Self.position(screen) < 3.05)
  }

  /// A proxy's move without `withAnimation` keeps the spring, even when a later update of the
  /// app's animates: only the update the move caused is the move's.
  @Test func aLaterAnimatedUpdateIsNotTheProxysMoves() throws {
    let screen = Self.screen(inReader: true)
    let proxy = CarouselProxy(reader: try #require(screen.reader))
    proxy.scrollTo(index: 3)
    screen.update()
    screen.renderApp()
    screen.update(animation: .linear(duration: 1))
    #expect(screen.model.animationRequest == nil)
  }

  /// A proxy's move whose settle something else replaced before the update it caused was over
  /// asks for nothing: the animation was the replaced move's.
  @Test func aReplacedMoveAsksForNothing() throws {
    let screen = Self.screen(inReader: true)
    let proxy = CarouselProxy(reader: try #require(screen.reader))
    proxy.scrollTo(index: 4)
    // Inside the update the move caused: its transaction carries an animation, and a move with
    // a spring of its own replaces the settle before the update is over.
    screen.model.noteTransaction(
      disablesAnimations: false, animation: CarouselHostValue(ScreenAnimation.linear(duration: 1)))
    proxy.scrollTo(index: 1, spring: .smooth)
    screen.update()
    #expect(screen.model.animationRequest == nil)
  }

  /// An answer to an older request, while a newer one waits for its own, changes nothing; the
  /// newer one's answer is followed.
  @Test func anOlderRequestsAnswerIsIgnored() throws {
    let screen = Self.screen(inReader: true)
    let proxy = CarouselProxy(reader: try #require(screen.reader))
    screen.setSelection(2, animation: .linear(duration: 1))
    screen.wait(1)
    let older = try #require(screen.model.animationRequest?.revision)
    // An animation the double's sampler does not run: the request waits for its answer.
    proxy.scrollTo(index: 0)
    screen.model.noteTransaction(disablesAnimations: false, animation: CarouselHostValue("app's"))
    screen.update()
    let newer = try #require(screen.model.animationRequest?.revision)
    #expect(newer == older + 1)
    let linear = CarouselAnimationRequest.fractions {
      ScreenAnimation.linear(duration: 2).fraction(at: $0)
    }
    screen.model.animationSampled(revision: older, fractions: linear)
    screen.wait(1)
    #expect(Self.position(screen) < 0.05)
    screen.setSelection(2, animation: nil)
    screen.wait(1)
    proxy.scrollTo(index: 0)
    screen.model.noteTransaction(disablesAnimations: false, animation: CarouselHostValue("app's"))
    screen.update()
    screen.model.animationSampled(revision: older + 2, fractions: linear)
    screen.wait(1)
    #expect(abs(Self.position(screen) - 1) < 1e-9)
  }

  /// Samples for an older request, a second answer, and samples that make no curve change
  /// nothing: the move keeps what it had.
  @Test func staleRepeatedAndBadSamplesChangeNothing() throws {
    let screen = Self.screen()
    screen.setSelection(3, animation: .linear(duration: 1))
    let revision = try #require(screen.model.animationRequest?.revision)
    // A second answer, as if SwiftUI ran the sampler again: the move stays linear.
    screen.model.animationSampled(revision: revision, fractions: [0, 0, 0])
    screen.model.animationSampled(revision: revision - 1, fractions: [0, 0, 0])
    screen.wait(0.5)
    #expect(Self.position(screen) == 1.5)

    screen.setSelection(0, animation: .endless)
    let next = try #require(screen.model.animationRequest?.revision)
    #expect(next == revision + 1)
    screen.wait(10)
    screen.setSelection(5, animation: .linear(duration: 1))
    // The double's sampler already answered; an answer with a NaN is refused, the next too.
    screen.model.animationSampled(revision: next + 1, fractions: [0, .nan])
    screen.wait(0.5)
    #expect(Self.position(screen) == 2.5)
  }
}

import Testing

@testable import CarouselCore

/// The bounds that keep page arithmetic inside `Int` are functions of the integer width, which
/// each constant calls with `Int.bitWidth`: the functions are tested at 32 and at 64 bits on
/// whatever machine runs the tests, so a wrong 32-bit bound (wasm32, watchOS on arm64_32) fails
/// here on a 64-bit one. `Scripts/web --test` also runs the fuzz corpus through a wasm32 build.
@Suite struct IntegerBoundsTests {
  @Test func eachConstantIsItsFunctionAtThisPlatformsWidth() {
    #expect(Pager.rebaseBound == Pager.rebaseBound(bitWidth: Int.bitWidth))
    #expect(
      LayoutEngine<PagedCarouselStyle>.reachLimit
        == LayoutEngine<PagedCarouselStyle>.reachLimit(bitWidth: Int.bitWidth))
    #expect(Numerics.intMagnitudeLimit == Numerics.intMagnitudeLimit(bitWidth: Int.bitWidth))
  }

  /// A 32-bit `Int`: a sixteenth, an eighth and half of its 2^32 values.
  @Test func thirtyTwoBitBounds() {
    #expect(Pager.rebaseBound(bitWidth: 32) == 268_435_456)  // 2^28, where 1 << 60 is 0
    #expect(LayoutEngine<RingCarouselStyle>.reachLimit(bitWidth: 32) == 536_870_912)  // 2^29
    #expect(Numerics.intMagnitudeLimit(bitWidth: 32) == 2_147_483_648)  // 2^31
  }

  /// A 64-bit `Int`: the values the engine always had; the reach stops at 2^52, where a `Double`
  /// stops holding fractions of a page.
  @Test func sixtyFourBitBounds() {
    #expect(LayoutEngine<RingCarouselStyle>.reachLimit(bitWidth: 64) == 4_503_599_627_370_496)
    #expect(Numerics.intMagnitudeLimit(bitWidth: 64) == 9_223_372_036_854_775_808)  // 2^63
  }

  #if _pointerBitWidth(_64)
    /// 2^60, which only a 64-bit `Int` holds.
    @Test func sixtyFourBitRebaseBound() {
      #expect(Pager.rebaseBound(bitWidth: 64) == 1_152_921_504_606_846_976)
    }

    @Test func saturatingIntClampsAtTheEndsOfInt() {
      #expect(Numerics.saturatingInt(9.3e18) == Int.max)
      #expect(Numerics.saturatingInt(0x1p63) == Int.max)
      #expect(Numerics.saturatingInt(0x1p63.nextDown) == 9_223_372_036_854_774_784)
      #expect(Numerics.saturatingInt(-0x1p63) == Int.min)
      #expect(Numerics.saturatingInt(-9.3e18) == Int.min)
      #expect(Numerics.saturatingInt(-1e12) == -1_000_000_000_000)
      #expect(Numerics.saturatingInt(.nan) == 0)
      #expect(Numerics.saturatingInt(-.infinity) == Int.min)
    }
  #endif
}

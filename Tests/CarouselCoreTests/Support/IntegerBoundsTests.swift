import Testing

@testable import CarouselCore

/// The bounds that keep page arithmetic inside `Int` come from `Int.bitWidth`, so a 32-bit
/// `Int` (wasm32, watchOS on arm64_32) gets bounds of its own; on 64 bits they are the values
/// the engine always had. `Scripts/web --test` runs the fuzz corpus through a wasm32 build to
/// check the 32-bit side.
@Suite struct IntegerBoundsTests {
  @Test func theBoundsFollowTheirFormulas() {
    #expect(Pager.rebaseBound == 1 << (Int.bitWidth - 4))
    #expect(Numerics.intMagnitudeLimit == -Double(Int.min))
    #expect(
      LayoutEngine<PagedCarouselStyle>.reachLimit == min(0x1p52, Double(1 << (Int.bitWidth - 3))))
  }

  #if _pointerBitWidth(_64)
    @Test func sixtyFourBitValuesAreUnchanged() {
      #expect(Pager.rebaseBound == 1_152_921_504_606_846_976)  // 2^60
      #expect(Numerics.intMagnitudeLimit == 9_223_372_036_854_775_808)  // 2^63
      #expect(LayoutEngine<RingCarouselStyle>.reachLimit == 4_503_599_627_370_496)  // 2^52
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

  /// What the formulas give a 32-bit `Int`: the same expressions with 32 for the width.
  @Test func thirtyTwoBitValues() {
    let bitWidth = 32
    #expect(1 << (bitWidth - 4) == 268_435_456)  // rebaseBound: 2^28, not 1 << 60 (0 there)
    #expect(min(0x1p52, Double(1 << (bitWidth - 3))) == 536_870_912)  // reachLimit: 2^29
    #expect(-Double(Int32.min) == 2_147_483_648)  // intMagnitudeLimit: 2^31
  }
}

import CarouselCore
import Testing

@Suite("CarouselDots")
struct CarouselDotsTests {
  @Test func presets() {
    let standard = CarouselDots.standard
    #expect(standard == CarouselDots())
    #expect(
      [standard.size, standard.currentLength, standard.currentScale, standard.spacing] == [
        8, 22, 1, 8,
      ])
    let capsules = CarouselDots.capsules
    #expect(
      [capsules.size, capsules.currentLength, capsules.currentScale, capsules.spacing] == [
        7, 22, 1, 7,
      ])
    let circles = CarouselDots.circles
    #expect(
      [circles.size, circles.currentLength, circles.currentScale, circles.spacing] == [
        8, 8, 1.25, 8,
      ])
  }

  /// Packed: `count - 1` dots `size` long, one `currentLength` long, `count - 1` gaps.
  @Test func stripLengths() {
    let counts = [-3, 0, 1, 2, 5, 7]
    #expect(counts.map(CarouselDots.standard.stripLength(dotCount:)) == [0, 0, 22, 38, 86, 118])
    #expect(counts.map(CarouselDots.capsules.stripLength(dotCount:)) == [0, 0, 22, 36, 78, 106])
    #expect(counts.map(CarouselDots.circles.stripLength(dotCount:)) == [0, 0, 8, 24, 72, 104])
    #expect(PageIndicatorMetrics.standard.stripLength(dotCount: 5) == 86)
    #expect(PageIndicatorMetrics(dots: .capsules).stripLength(dotCount: 5) == 78)
  }

  /// Along the strip a dot grows from `size` to `currentLength` by its emphasis, times its
  /// scale; across it, `size` times its scale; it is drawn from 1 to `currentScale` by emphasis.
  @Test func dotSizes() {
    let dots = CarouselDots(size: 8, currentLength: 22, currentScale: 1.5, spacing: 8)
    let rows:
      [(emphasis: Double, scale: Double, length: Double, thickness: Double, drawn: Double)] = [
        (0, 1, 8, 8, 1), (1, 1, 22, 8, 1.5), (0.5, 1, 15, 8, 1.25), (1, 0.5, 11, 4, 1.5),
        (0, 0, 0, 0, 1),
        // Out of range: clamped to 0...1, NaN to 0.
        (2, 1, 22, 8, 1.5), (-1, 1, 8, 8, 1), (.nan, 1, 8, 8, 1), (1, 3, 22, 8, 1.5),
        (1, -1, 0, 0, 1.5), (1, .nan, 0, 0, 1.5), (.infinity, .infinity, 22, 8, 1.5),
      ]
    for row in rows {
      let label = "emphasis \(row.emphasis) scale \(row.scale)"
      #expect(dots.length(emphasis: row.emphasis, scale: row.scale) == row.length, "\(label)")
      #expect(dots.thickness(scale: row.scale) == row.thickness, "\(label)")
      #expect(dots.drawnScale(emphasis: row.emphasis) == row.drawn, "\(label)")
    }
  }

  /// NaN, infinite and negative lengths count as 0, huge ones as 10^9; a current dot shorter
  /// than the others as long as them; a scale that is not finite or below 1 as 1.
  @Test func badInput() {
    let bad = CarouselDots(size: .nan, currentLength: -3, currentScale: .nan, spacing: .infinity)
    #expect([bad.size, bad.currentLength, bad.currentScale, bad.spacing] == [0, 0, 1, 0])
    #expect(bad.stripLength(dotCount: Int.max) == 0)
    let negative = CarouselDots(
      size: -1, currentLength: .infinity, currentScale: -2, spacing: -.infinity)
    #expect(
      [negative.size, negative.currentLength, negative.currentScale, negative.spacing] == [
        0, 0, 1, 0,
      ])
    let short = CarouselDots(size: 10, currentLength: 4, currentScale: 0.5, spacing: 2)
    #expect([short.size, short.currentLength, short.currentScale] == [10, 10, 1])
    let huge = CarouselDots(size: 1e300, currentLength: 1e300, currentScale: 1e300, spacing: 1e300)
    #expect(
      [huge.size, huge.currentLength, huge.currentScale, huge.spacing] == [1e9, 1e9, 1e9, 1e9])
    #expect(huge.stripLength(dotCount: Int.max).isFinite)
    #expect(PageIndicatorMetrics(dots: huge).stripThickness == 1e18)
    #expect(PageIndicatorMetrics(dots: .circles).stripThickness == 44)
    #expect(PageIndicatorMetrics(dots: .circles, minimumHitThickness: .nan).stripThickness == 10)
  }

  /// Compact when the packed strip does not fit.
  @Test func compactForm() {
    let five = PageIndicator(count: 5, isLooping: false)
    #expect(!five.prefersCompactForm(availableLength: 78, dots: .capsules))
    #expect(five.prefersCompactForm(availableLength: 77.9, dots: .capsules))
    #expect(!five.prefersCompactForm(availableLength: 72, dots: .circles))
    #expect(five.prefersCompactForm(availableLength: 71.9, dots: .circles))
    #expect(!five.prefersCompactForm(availableLength: 86))
    #expect(five.prefersCompactForm(availableLength: 85.9))
    #expect(five.prefersCompactForm(availableLength: .nan, dots: .capsules))
    #expect(five.prefersCompactForm(availableLength: -.infinity, dots: .capsules))
    #expect(!five.prefersCompactForm(availableLength: .infinity, dots: .capsules))
    #expect(
      !five.prefersCompactForm(
        availableLength: 0, dots: CarouselDots(size: .nan, currentLength: .nan, spacing: -1)))
    // Twenty items show seven dots at most: 6 × 14 + 22.
    let many = PageIndicator(count: 20, isLooping: true)
    #expect(!many.prefersCompactForm(availableLength: 106, dots: .capsules))
    #expect(many.prefersCompactForm(availableLength: 105.9, dots: .capsules))
    let empty = PageIndicator(count: 0, isLooping: false)
    #expect(!empty.prefersCompactForm(availableLength: 0, dots: .capsules))
  }
}

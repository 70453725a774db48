import CarouselCore
import Testing

@Suite("PageIndicatorMetrics")
struct PageIndicatorMetricsTests {
  @Test func theStandardStrip() {
    let metrics = PageIndicatorMetrics.standard
    #expect(metrics == PageIndicatorMetrics())
    #expect(metrics.dotLength == 8)
    #expect(metrics.currentDotLength == 22)
    #expect(metrics.spacing == 8)
    #expect(metrics.minimumHitThickness == 44)
    #expect(metrics.dots == .standard)
    #expect(metrics.stripThickness == 44)
    // Packed: one 22-point dot and `count - 1` 8-point dots, 8 points apart.
    #expect([-3, 0, 1, 2, 7, 8].map(metrics.stripLength(dotCount:)) == [0, 0, 22, 38, 118, 134])
  }

  /// Along the strip a dot grows from 8 to 22 points by its emphasis, times its scale; across
  /// it, 8 points times its scale.
  @Test func drawnSizes() {
    let metrics = PageIndicatorMetrics.standard
    let rows: [(emphasis: Double, scale: Double, length: Double, thickness: Double)] = [
      (0, 1, 8, 8), (1, 1, 22, 8), (0.5, 1, 15, 8), (0.25, 1, 11.5, 8), (1, 0.5, 11, 4),
      (0, 1.0 / 3, 8.0 / 3, 8.0 / 3), (0, 0, 0, 0),
      // Out of range: clamped to 0...1, NaN to 0.
      (2, 1, 22, 8), (-1, 1, 8, 8), (.nan, 1, 8, 8), (1, 3, 22, 8), (1, -1, 0, 0), (1, .nan, 0, 0),
      (.infinity, .infinity, 22, 8),
    ]
    for row in rows {
      #expect(
        metrics.drawnLength(emphasis: row.emphasis, scale: row.scale) == row.length,
        "emphasis \(row.emphasis) scale \(row.scale)")
      #expect(metrics.drawnThickness(scale: row.scale) == row.thickness, "scale \(row.scale)")
    }
  }

  @Test func otherAndBadLengths() {
    let wide = PageIndicatorMetrics(dotLength: 6, currentDotLength: 10, spacing: 4)
    #expect(wide.stripLength(dotCount: 3) == 30)
    #expect(wide.dots == CarouselDots(size: 6, currentLength: 10, spacing: 4))
    #expect(wide.minimumHitThickness == 44)
    let bad = PageIndicatorMetrics(
      dotLength: .nan, currentDotLength: -22, spacing: .infinity, minimumHitThickness: 2e9)
    #expect(bad.dotLength == 0)
    #expect(bad.currentDotLength == 0)
    #expect(bad.spacing == 0)
    #expect(bad.minimumHitThickness == 1e9)
    #expect(bad.stripLength(dotCount: Int.max) == 0)
    #expect(bad.drawnLength(emphasis: 1, scale: 1) == 0)
    let huge = PageIndicatorMetrics(dotLength: 1e300, currentDotLength: 1e300, spacing: 1e300)
    #expect(huge.stripLength(dotCount: Int.max).isFinite)
  }

  /// About one point of fill per redraw: the wait over the current dot's 22 points, between
  /// 1/60 s and 1 s.
  @Test func timerRefreshInterval() {
    let metrics = PageIndicatorMetrics.standard
    let rows: [(wait: Duration, interval: Double)] = [
      (.seconds(3), 3.0 / 22), (.milliseconds(500), 0.5 / 22), (.seconds(11), 0.5),
      (.seconds(22), 1), (.milliseconds(366_667), 1),
      // 22/60 s and below need more than 60 redraws a second for a point each: 1/60 s.
      (.milliseconds(300), 1.0 / 60), (.milliseconds(1), 1.0 / 60), (.zero, 1.0 / 60),
      (.seconds(-3), 1.0 / 60),
      // 22 s and above: once a second.
      (.seconds(30), 1), (.seconds(1_000_000_000), 1), (.seconds(Int64.max), 1),
    ]
    for row in rows {
      #expect(metrics.timerRefreshInterval(forWait: row.wait) == row.interval, "\(row.wait)")
    }
    #expect(PageIndicatorMetrics.minimumTimerRefreshInterval == 1.0 / 60)
    #expect(PageIndicatorMetrics.maximumTimerRefreshInterval == 1)
    // The fill follows the current dot's length; one shorter than a point counts as a point.
    let short = PageIndicatorMetrics(dotLength: 8, currentDotLength: 11)
    #expect(short.timerRefreshInterval(forWait: .seconds(3)) == 3.0 / 11)
    let tiny = PageIndicatorMetrics(dotLength: 0, currentDotLength: 0.25)
    #expect(tiny.timerRefreshInterval(forWait: .milliseconds(500)) == 0.5)
    let none = PageIndicatorMetrics(dotLength: .nan, currentDotLength: .nan)
    #expect(none.timerRefreshInterval(forWait: .milliseconds(500)) == 0.5)
  }
}

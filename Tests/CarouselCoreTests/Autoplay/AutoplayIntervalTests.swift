import CarouselCore
import Testing

@Suite struct AutoplayIntervalTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let interval: AutoplayInterval
    let duration: Duration?
    let diagnostic: CarouselDiagnostic?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "+inf", interval: AutoplayInterval(seconds: .infinity), duration: nil,
      diagnostic: .invalidInterval(seconds: .infinity)),
    Case(
      name: "-inf", interval: AutoplayInterval(seconds: -.infinity), duration: nil,
      diagnostic: .invalidInterval(seconds: -.infinity)),
    Case(
      name: "0", interval: AutoplayInterval(seconds: 0), duration: nil,
      diagnostic: .invalidInterval(seconds: 0)),
    Case(
      name: "-1", interval: AutoplayInterval(seconds: -1), duration: nil,
      diagnostic: .invalidInterval(seconds: -1)),
    Case(
      name: "0.1", interval: AutoplayInterval(seconds: 0.1), duration: .milliseconds(500),
      diagnostic: .intervalRaised(fromSeconds: 0.1, toSeconds: 0.5)),
    Case(
      name: "0.5", interval: AutoplayInterval(seconds: 0.5), duration: .milliseconds(500),
      diagnostic: nil),
    Case(name: "3", interval: AutoplayInterval(seconds: 3), duration: .seconds(3), diagnostic: nil),
    Case(
      name: "1e300", interval: AutoplayInterval(seconds: 1e300),
      duration: .seconds(1_000_000_000), diagnostic: nil),
    Case(
      name: "Duration.zero", interval: AutoplayInterval(.zero), duration: nil,
      diagnostic: .invalidInterval(seconds: 0)),
    Case(
      name: "Duration -2 s", interval: AutoplayInterval(.seconds(-2)), duration: nil,
      diagnostic: .invalidInterval(seconds: -2)),
    Case(
      name: "Duration 250 ms", interval: AutoplayInterval(.milliseconds(250)),
      duration: .milliseconds(500), diagnostic: .intervalRaised(fromSeconds: 0.25, toSeconds: 0.5)),
    Case(
      name: "Duration 1234 ms", interval: AutoplayInterval(.milliseconds(1234)),
      duration: .milliseconds(1234), diagnostic: nil),
    Case(
      name: "Duration Int64.max s", interval: AutoplayInterval(.seconds(Int64.max)),
      duration: .seconds(1_000_000_000), diagnostic: nil),
    Case(
      name: "Duration Int64.min s", interval: AutoplayInterval(.seconds(Int64.min)),
      duration: nil, diagnostic: .invalidInterval(seconds: -9.223_372_036_854_775_808e18)),
  ]

  @Test(arguments: cases) func validation(_ example: Case) {
    #expect(example.interval.duration == example.duration)
    #expect(example.interval.diagnostic == example.diagnostic)
  }

  @Test func notANumberTurnsAutoplayOff() {
    let interval = AutoplayInterval(seconds: .nan)
    #expect(interval.duration == nil)
    #expect(interval.seconds == nil)
    guard case .invalidInterval(let seconds) = interval.diagnostic else {
      Issue.record("expected invalidInterval, got \(String(describing: interval.diagnostic))")
      return
    }
    #expect(seconds.isNaN)
  }

  @Test func namedIntervals() {
    #expect(AutoplayInterval.default.duration == .seconds(3))
    #expect(AutoplayInterval.minimum.duration == .milliseconds(500))
    #expect(AutoplayInterval.maximum.duration == .seconds(1_000_000_000))
    #expect(AutoplayInterval.default.seconds == 3)
    #expect(AutoplayInterval.minimum.diagnostic == nil)
  }

  @Test(arguments: [3, 0.5, 0.1, 1e300, 0, -1, .infinity, -.infinity, .nan])
  func theSecondsFactoryIsTheSecondsInitializer(seconds: Double) {
    #expect(AutoplayInterval.seconds(seconds) == AutoplayInterval(seconds: seconds))
  }

  @Test func durationAndSecondsInitializersAgree() {
    #expect(AutoplayInterval(.milliseconds(1500)) == AutoplayInterval(seconds: 1.5))
    #expect(AutoplayInterval(.seconds(-1)) == AutoplayInterval(seconds: -1))
  }
}

/// `count` milliseconds, built without the generic `Duration.milliseconds(_:)`, which is slow in
/// debug builds.
func milliseconds(_ count: Int) -> Duration {
  Duration(
    secondsComponent: Int64(count / 1000),
    attosecondsComponent: Int64(count % 1000) * 1_000_000_000_000_000)
}

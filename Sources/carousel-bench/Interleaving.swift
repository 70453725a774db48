// Ratio targets are judged on measurements taken side by side: ours and its baseline alternate
// within each round, the ratio is taken per round, and the median of those ratios is judged. A
// busy moment of a shared machine then slows both sides of a round alike, where two medians
// taken one after the other can each land in a different minute (a loaded run once reported
// edits at 5.06x the identical re-send against 2.60x on a quieter one).

/// The samples of `sides`, one of each per round for `rounds` rounds: `samples[side][round]`.
/// The order rotates every round (A B C, B C A, C A B, ...), so no side always runs first, right
/// after another's work or right after the start of a round.
func interleavedSamples(rounds: Int, _ sides: [() -> Double]) -> [[Double]] {
  var samples = sides.map { _ in [Double]() }
  for round in 0..<rounds {
    for turn in sides.indices {
      let side = (round + turn) % sides.count
      samples[side].append(sides[side]())
    }
  }
  return samples
}

/// The median over rounds of `ours[round] / baseline[round]`: the ratio of two sides measured in
/// the same rounds.
func medianRatio(_ ours: [Double], over baseline: [Double]) -> Double {
  precondition(ours.count == baseline.count && !ours.isEmpty, "one sample of each per round")
  return median(zip(ours, baseline).map { $0 / $1 })
}

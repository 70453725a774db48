/// Measures the item lists and the frame pipeline at scale, prints them and a PASS/FAIL line
/// per target; whether every target passed.
func runScale() -> Bool {
  var checksum = 0.0
  print("SCALE: Int IDs, peek style, looping, viewport 390 x 260. List updates: medians of")
  let resends = ScaleSettings.rounds * ScaleSettings.resendsPerRound
  print(
    "\(ScaleSettings.rounds) rounds (the re-send of \(resends)); memory: the growth of resident")
  print("memory on the first load, per item.")
  print(
    padded("items", 12, right: false) + padded("first load", 13) + padded("identical re-send", 20)
      + padded("append one", 13) + padded("remove selected", 18) + padded("memory per item", 18))
  var resendAtOneMillion = Double.infinity
  for count in ScaleSettings.counts {
    let result = measureScale(count: count)
    if count == 1_000_000 { resendAtOneMillion = median(result.identicalResend) }
    print(
      padded(grouped(count), 12, right: false) + padded(duration(median(result.firstLoad)), 13)
        + padded(duration(median(result.identicalResend)), 20)
        + padded(duration(median(result.append)), 13)
        + padded(duration(median(result.removeSelected)), 18)
        + padded(fixed(result.bytesPerItem, 1) + " B", 18))
  }
  print("")
  print("FRAME PIPELINE: what the view computes per frame (isMoving, the slots in paint order,")
  let batches = "\(BenchSettings.batchesPerRound) batches of \(BenchSettings.batchSize) frames"
  print("the page dots, the accessibility value), ns per frame, median of \(batches) of a")
  print("settle. The engine holds the IDs; the building blocks are what it composes, without a")
  print("list (10^9 IDs do not fit in memory).")
  print(padded("items", 16, right: false) + padded("engine", 12) + padded("building blocks", 18))
  var worst = (nanoseconds: 0.0, label: "")
  for count in [10, 1_000_000, 10_000_000, 1_000_000_000] {
    var row = padded(grouped(count), 16, right: false)
    let engine =
      count <= 10_000_000 ? medianFrameTime(EnginePipeline(count: count), checksum: &checksum) : nil
    let blocks =
      count == 10 || count == 1_000_000_000
      ? medianFrameTime(BuildingBlockPipeline(count: count), checksum: &checksum) : nil
    for (time, name) in [(engine, "engine"), (blocks, "building blocks")] {
      row += padded(time.map(duration) ?? "-", name == "engine" ? 12 : 18)
      if let time, time > worst.nanoseconds { worst = (time, "\(name), \(grouped(count)) items") }
    }
    print(row)
  }
  print("")
  let resendFast = resendAtOneMillion < 10_000_000
  let framesFast = worst.nanoseconds < 1_000
  print(
    (resendFast ? "PASS  " : "FAIL  ") + "identical re-send of 1,000,000 IDs under 10 ms ("
      + duration(resendAtOneMillion) + ")")
  print(
    (framesFast ? "PASS  " : "FAIL  ") + "frame pipeline under 1 us at every count (worst: "
      + duration(worst.nanoseconds) + ", \(worst.label))")
  print("scale checksum \(checksum)")
  return resendFast && framesFast
}

import CarouselCore
import CarouselViewModel

/// The counts and rounds of the SwiftUI path's benchmark.
enum SwiftUIPathSettings {
  /// Arrays of IDs, and ranges of them (a range keeps them as its bounds, up to 10^9).
  static let arrayCounts = [10, 1_000, 1_000_000]
  static let rangeCounts = [10, 1_000, 1_000_000, 1_000_000_000]
  /// Rounds of one sample per side (odd: a median is one of the samples).
  static let rounds = 9
  /// Frames sampled per round, sixtieths of a second apart, while the carousel settles.
  static let frames = 30
  /// The targets: every cost within twice its baseline, and at most 32 bytes of memory per
  /// item for an array of IDs.
  static let ratioTarget = 2.0
  static let bytesPerItemTarget = 32.0
}

/// An element that carries its ID, as an app's model does.
struct Tagged<ID: Hashable & Sendable>: Identifiable {
  let id: ID
  let payload: Int
}

/// A 16-byte ID, as a `UUID` is.
struct WideID: Hashable, Sendable {
  let high: UInt64
  let low: UInt64
}

/// The SwiftUI path's costs at scale, each beside its baseline in the same rounds; prints them
/// and a PASS/FAIL line per target; whether every target passed.
@MainActor func runSwiftUIPath() -> Bool {
  print("THE SWIFTUI PATH: a carousel's model driven with the calls CarouselUI's views make")
  print("(the stage's body and its change handler per render of the view around the carousel,")
  print("the slides' frame and slots per frame), on a manual clock, the peek style, looping.")
  print("Each cost beside its baseline in the same rounds, the ratio the median of the per-round")
  print("ratios (\(SwiftUIPathSettings.rounds) rounds): a first appearance beside building a")
  print("[ID: Int] of the same IDs (arrays) or the same at 10 items (ranges); a render that")
  print("changes nothing, a jump by the binding, a change of a range's bounds and a frame beside")
  print("the same at 10 items; an edit beside a render of an equal list in a new buffer (a")
  print("re-send). Memory: the growth of resident memory over the first appearance, per item.")
  print("")
  var verdicts: [(String, Bool)] = []
  var checksum = 0.0
  let ints = (0...SwiftUIPathSettings.arrayCounts.max()!).map { $0 }
  verdicts += measureArrays("Int IDs", make: { Array(ints[..<$0]) }, checksum: &checksum)
  verdicts += measureArrays(
    "16-byte IDs", make: { (0..<$0).map { WideID(high: UInt64($0), low: ~UInt64($0)) } },
    checksum: &checksum)
  verdicts += measureArrays(
    "String IDs", make: { (0..<$0).map { "item-\($0)" } }, checksum: &checksum)
  verdicts += measureRanges(checksum: &checksum)
  verdicts += measureCollection(checksum: &checksum)
  print("")
  for (line, passed) in verdicts { print(verdict(passed) + line) }
  print("swiftui path checksum \(checksum)")
  return verdicts.allSatisfy(\.1)
}

/// The costs of arrays of IDs made by `make(count)`, identified by themselves.
@MainActor private func measureArrays<ID: Hashable & Sendable>(
  _ name: String, make: (Int) -> [ID], checksum: inout Double
) -> [(String, Bool)] {
  print(
    padded(name, 14, right: false) + padded("appear", 10) + padded("/dict", 8)
      + padded("still", 9) + padded("/at 10", 8) + padded("edit", 10) + padded("/re-send", 10)
      + padded("jump", 9) + padded("/at 10", 8) + padded("frame", 9) + padded("/at 10", 8)
      + padded("memory/item", 13))
  var verdicts: [(String, Bool)] = []
  let small = make(10)
  for count in SwiftUIPathSettings.arrayCounts {
    let ids = make(count)
    // The larger of the two ways apps give IDs: the data its own IDs (shared with the host),
    // or elements that carry them (the host keeps an array of them).
    let bytes =
      max(
        appearanceBytes(ids, id: \.self),
        appearanceBytes(ids.map { Tagged(id: $0, payload: 0) }, id: \.id)) / Double(count)
    var appear: [Double] = []
    var dictionary: [Double] = []
    var still: [Double] = []
    var stillSmall: [Double] = []
    var edit: [Double] = []
    var resend: [Double] = []
    var jump: [Double] = []
    var jumpSmall: [Double] = []
    var frame: [Double] = []
    var frameSmall: [Double] = []
    let edited = ids[..<(count / 2)] + [make(count + 1)[count]] + ids[(count / 2)...]
    for _ in 0..<SwiftUIPathSettings.rounds {
      var carousel: SwiftUIPathCarousel<[ID], ID>?
      appear.append(
        nanoseconds {
          carousel = SwiftUIPathCarousel(id: \.self, clock: ManualClock())
          checksum += Double(carousel!.render(ids))
        })
      dictionary.append(
        nanoseconds { checksum += Double(Dictionary(zip(ids, ids.indices)) { a, _ in a }.count) }
      )
      guard let carousel else { continue }
      let reference = SwiftUIPathCarousel<[ID], ID>(id: \.self, clock: ManualClock())
      reference.render(small)
      still.append(nanoseconds { checksum += Double(carousel.render(ids)) })
      stillSmall.append(nanoseconds { checksum += Double(reference.render(small)) })
      // The jump and its frames before the re-send and the edit: a pass over 10^6 IDs leaves
      // the caches cold, and the render after it pays for that, not for the jump (measured: a
      // jump right after them takes 2-4x as long at 10^6 items, and as long as at 10 otherwise).
      carousel.select(ids[count - 1])
      reference.select(small[9])
      jump.append(nanoseconds { checksum += Double(carousel.render(ids)) })
      jumpSmall.append(nanoseconds { checksum += Double(reference.render(small)) })
      frame.append(frames(of: carousel, checksum: &checksum))
      frameSmall.append(frames(of: reference, checksum: &checksum))
      let copy = ids.map { $0 }
      resend.append(nanoseconds { checksum += Double(carousel.render(copy)) })
      edit.append(nanoseconds { checksum += Double(carousel.render(Array(edited))) })
    }
    let ratios = (
      appear: medianRatio(appear, over: dictionary), still: medianRatio(still, over: stillSmall),
      edit: medianRatio(edit, over: resend), jump: medianRatio(jump, over: jumpSmall),
      frame: medianRatio(frame, over: frameSmall)
    )
    print(
      padded(grouped(count), 14, right: false) + padded(duration(median(appear)), 10)
        + padded(fixed(ratios.appear, 2), 8) + padded(duration(median(still)), 9)
        + padded(fixed(ratios.still, 2), 8) + padded(duration(median(edit)), 10)
        + padded(fixed(ratios.edit, 2), 10) + padded(duration(median(jump)), 9)
        + padded(fixed(ratios.jump, 2), 8) + padded(duration(median(frame)), 9)
        + padded(fixed(ratios.frame, 2), 8) + padded(perItem(bytes, count: count), 13))
    guard count == SwiftUIPathSettings.arrayCounts.max() else { continue }
    let at = "\(name) at \(grouped(count))"
    let target = SwiftUIPathSettings.ratioTarget
    verdicts += [
      ("\(at): first appearance \(fixed(ratios.appear, 2))x a dictionary", ratios.appear <= target),
      ("\(at): a still render \(fixed(ratios.still, 2))x the same at 10", ratios.still <= target),
      ("\(at): an edit \(fixed(ratios.edit, 2))x a re-send", ratios.edit <= target),
      ("\(at): a jump by the binding \(fixed(ratios.jump, 2))x at 10", ratios.jump <= target),
      ("\(at): a frame \(fixed(ratios.frame, 2))x at 10", ratios.frame <= target),
      (
        "\(at): \(fixed(bytes, 1)) bytes per item (target \(Int(SwiftUIPathSettings.bytesPerItemTarget)))",
        bytes <= SwiftUIPathSettings.bytesPerItemTarget
      ),
    ]
  }
  print("")
  return verdicts
}

/// The costs of ranges of `Int` IDs (`Carousel(0..<n, id: \.self)`).
@MainActor private func measureRanges(checksum: inout Double) -> [(String, Bool)] {
  print(
    padded("Int ranges", 14, right: false) + padded("appear", 10) + padded("/at 10", 8)
      + padded("still", 9) + padded("/at 10", 8) + padded("bounds", 10) + padded("/at 10", 10)
      + padded("jump", 9) + padded("/at 10", 8) + padded("frame", 9) + padded("/at 10", 8)
      + padded("memory/item", 13))
  var verdicts: [(String, Bool)] = []
  for count in SwiftUIPathSettings.rangeCounts {
    let range = 0..<count
    let bytes = appearanceBytes(range, id: \.self) / Double(count)
    var samples = [[Double]](repeating: [], count: 10)
    for _ in 0..<SwiftUIPathSettings.rounds {
      var results: [Double] = []
      for items in [range, 0..<10] {
        var carousel: SwiftUIPathCarousel<Range<Int>, Int>?
        results.append(
          nanoseconds {
            carousel = SwiftUIPathCarousel(id: \.self, clock: ManualClock())
            checksum += Double(carousel!.render(items))
          })
        guard let carousel else { continue }
        results.append(nanoseconds { checksum += Double(carousel.render(items)) })
        let wider = (items.lowerBound - 5)..<(items.upperBound + 5)
        results.append(nanoseconds { checksum += Double(carousel.render(wider)) })
        carousel.select(items.upperBound - 1)
        results.append(nanoseconds { checksum += Double(carousel.render(wider)) })
        results.append(frames(of: carousel, checksum: &checksum))
      }
      for (index, value) in results.enumerated() { samples[index].append(value) }
    }
    let ratios = (0..<5).map { medianRatio(samples[$0], over: samples[$0 + 5]) }
    print(
      padded(grouped(count), 14, right: false) + padded(duration(median(samples[0])), 10)
        + padded(fixed(ratios[0], 2), 8) + padded(duration(median(samples[1])), 9)
        + padded(fixed(ratios[1], 2), 8) + padded(duration(median(samples[2])), 10)
        + padded(fixed(ratios[2], 2), 10) + padded(duration(median(samples[3])), 9)
        + padded(fixed(ratios[3], 2), 8) + padded(duration(median(samples[4])), 9)
        + padded(fixed(ratios[4], 2), 8) + padded(perItem(bytes, count: count), 13))
    guard count == SwiftUIPathSettings.rangeCounts.max() else { continue }
    let at = "a range at \(grouped(count))"
    let names = ["first appearance", "a still render", "a change of bounds", "a jump", "a frame"]
    for (name, ratio) in zip(names, ratios) {
      verdicts.append(
        (
          "\(at): \(name) \(fixed(ratio, 2))x the same at 10",
          ratio <= SwiftUIPathSettings.ratioTarget
        ))
    }
  }
  return verdicts
}

/// A collection that is not an array, as `FetchedResults` or an app's own is: it counts the
/// elements read.
struct CountedIDs: RandomAccessCollection {
  final class Counter {
    var reads = 0
  }
  let ids: [Int]
  let counter: Counter
  var startIndex: Int { 0 }
  var endIndex: Int { ids.count }
  subscript(position: Int) -> Int {
    counter.reads += 1
    return ids[position]
  }
}

/// A collection that is not an array, at 10^6 items: how many passes over its IDs a render of
/// the view around the carousel makes (at most one: a reference-backed collection may have
/// changed in place), how many IDs a frame reads (only the drawn slots' elements), and a still
/// render's time beside one pass over the IDs that compares them (`elementsEqual`).
@MainActor private func measureCollection(checksum: inout Double) -> [(String, Bool)] {
  let count = SwiftUIPathSettings.arrayCounts.max()!
  let data = CountedIDs(ids: Array(0..<count), counter: CountedIDs.Counter())
  let carousel = SwiftUIPathCarousel<CountedIDs, Int>(id: \.self, clock: ManualClock())
  carousel.render(data)
  var render: [Double] = []
  var pass: [Double] = []
  var reads: [Int] = []
  for _ in 0..<SwiftUIPathSettings.rounds {
    let before = data.counter.reads
    render.append(nanoseconds { checksum += Double(carousel.render(data)) })
    reads.append(data.counter.reads - before)
    pass.append(nanoseconds { checksum += data.ids.elementsEqual(data) ? 1 : 0 })
  }
  let passes = Double(reads.max()!) / Double(count)
  let before = data.counter.reads
  checksum += Double(frames(of: carousel, checksum: &checksum))
  let perFrame = Double(data.counter.reads - before) / Double(SwiftUIPathSettings.frames)
  let ratio = medianRatio(render, over: pass)
  print(
    "A custom collection of \(grouped(count)) Int IDs: a render \(duration(median(render))), "
      + "\(fixed(ratio, 2))x one pass over the IDs (\(duration(median(pass)))); "
      + "\(fixed(passes, 2)) passes per render, \(fixed(perFrame, 1)) IDs read per frame")
  print("")
  let at = "a custom collection at \(grouped(count))"
  return [
    ("\(at): \(fixed(passes, 2)) passes over its IDs per render (target 1)", passes <= 1),
    // The frame reads the drawn slots' elements, a handful, never the list.
    ("\(at): \(fixed(perFrame, 1)) IDs read per frame (the drawn slots')", perFrame <= 16),
  ]
}

/// The growth of resident memory over the first appearance of a carousel over `data`.
@MainActor private func appearanceBytes<Data: RandomAccessCollection, ID: Hashable & Sendable>(
  _ data: Data, id: KeyPath<Data.Element, ID>
) -> Double {
  // Memory freed by earlier measurements would be reused without growing the resident set:
  // handed back to the system first, the growth is what the carousel holds.
  releaseFreedMemory()
  let before = residentBytes()
  let carousel = SwiftUIPathCarousel<Data, ID>(id: id, clock: ManualClock())
  carousel.render(data)
  let after = residentBytes()
  withExtendedLifetime(carousel) {}
  return Double(after - before)
}

/// The nanoseconds of `SwiftUIPathSettings.frames` frames of `carousel` as it settles toward
/// the next item, per frame.
@MainActor private func frames<Data: RandomAccessCollection, ID: Hashable & Sendable>(
  of carousel: SwiftUIPathCarousel<Data, ID>, checksum: inout Double
) -> Double {
  carousel.model.step(.next, animated: true, spring: nil)
  let start = carousel.model.now
  var sum = 0.0
  let time = nanoseconds {
    for frame in 0..<SwiftUIPathSettings.frames {
      sum += carousel.frame(at: start.advanced(by: .milliseconds(frame * 1_000 / 60)))
    }
  }
  checksum += sum
  return time / Double(SwiftUIPathSettings.frames)
}

/// Memory per item, shown from 10^5 items up: below, the pages the first appearance touches
/// dwarf what the items take.
private func perItem(_ bytes: Double, count: Int) -> String {
  count < 100_000 ? "-" : fixed(bytes, 1) + " B"
}

import CarouselCore

/// The engine with integer IDs on a manual clock, as the scale benchmark drives it.
typealias BenchEngine = CarouselEngine<Int, ManualClock>

enum ScaleSettings {
  /// The list lengths a first load is measured at.
  static let loadCounts = [100_000, 1_000_000, 10_000_000]
  /// The list length edits are measured at, and the numbers of IDs each edit adds or removes.
  static let editCount = 1_000_000
  static let editSizes = [1, 1_000]
  static let loadRounds = 3
  static let editRounds = 9
  /// Tries of each side of an edit round, in turn: the round keeps each side's fastest, since a
  /// busy moment of the machine only ever adds time (a run beside a test run once gave an edit
  /// 4.13 times the re-send with one try per round, against 2.2 on a quieter minute).
  static let editTries = 3
  /// Twice the last-level cache of the development machine (32 MiB).
  static let flushBytes = 64 << 20
  /// The configured style, as its concrete type: what the layout alone is measured with.
  static let style = PeekCarouselStyle()
  static let configuration = CarouselConfiguration(
    style: style, isLooping: true, autoplay: .default, viewportWidth: 390, viewportHeight: 260)
}

/// The nanoseconds `work` takes.
func nanoseconds(_ work: () -> Void) -> Double {
  let (seconds, attoseconds) = ContinuousClock().measure(work).components
  return Double(seconds) * 1e9 + Double(attoseconds) * 1e-9
}

/// An engine that has appeared, with no items.
func emptyEngine() -> BenchEngine {
  var engine = BenchEngine(items: [], configuration: ScaleSettings.configuration, at: .origin)
  engine.appeared(at: .origin)
  return engine
}

/// The baseline of a first load: a dictionary from each ID to its first offset, built the way
/// an app de-duplicates a list with the standard library (one hashing pass, room reserved for
/// every ID, later duplicates dropped).
func dictionaryOfFirstOffsets(_ ids: [Int]) -> [Int: Int] {
  Dictionary(zip(ids, ids.indices), uniquingKeysWith: { first, _ in first })
}

/// What loading a list of `count` IDs costs: medians in nanoseconds, ours over the dictionary
/// (the median of the per-round ratios), and the resident memory the list and the engine's
/// index take per item.
struct LoadResult {
  let count: Int
  let ours: Double
  let dictionary: Double
  let oursOverDictionary: Double
  let identicalResend: Double
  let bytesPerItem: Double
}

/// Loads `count` IDs into an empty engine and builds the dictionary baseline from the same
/// array, one of each per round (in turn first); right after each load, re-sends the IDs as
/// another array (so nothing can short-cut on the buffer). Neither flushes the caches: both read
/// the same array, which the rounds keep as warm for one as for the other.
func measureLoad(count: Int, checksum: inout Int) -> LoadResult {
  // Memory first, before the process has freed blocks of this size it could reuse. The list is
  // made inside the window and counted: the engine keeps the array it is given.
  let memoryBefore = residentBytes()
  var measured = emptyEngine()
  measured.itemsChanged(Array(0..<count), at: .origin)
  let bytesPerItem = Double(residentBytes() - memoryBefore) / Double(count)
  checksum &+= measured.itemIDs.count
  let ids = Array(0..<count)
  let resent = copyInItsOwnBuffer(ids)
  var resends: [Double] = []
  var kept = 0  // what the sides below keep, folded in so that nothing is optimized away
  let samples = interleavedSamples(
    rounds: ScaleSettings.loadRounds,
    [
      {
        var engine = emptyEngine()
        let load = nanoseconds { engine.itemsChanged(ids, at: .origin) }
        resends.append(nanoseconds { engine.itemsChanged(resent, at: .origin) })
        kept &+= engine.selectedIndex ?? 0
        return load
      },
      {
        var built: [Int: Int] = [:]
        let time = nanoseconds { built = dictionaryOfFirstOffsets(ids) }
        kept &+= built.count
        return time
      },
    ])
  checksum &+= kept
  return LoadResult(
    count: count, ours: median(samples[0]), dictionary: median(samples[1]),
    oursOverDictionary: medianRatio(samples[0], over: samples[1]),
    identicalResend: median(resends), bytesPerItem: bytesPerItem)
}

/// `ids` in a buffer of its own, as a list a view builds anew is: `Array(ids)` of an array
/// shares the array's buffer, and a re-send made that way compared one buffer with itself,
/// reading half the memory an edit's comparison of two lists reads.
func copyInItsOwnBuffer(_ ids: [Int]) -> [Int] {
  let copy = ids.map { $0 }
  precondition(!sharesBuffer(copy, ids), "the copy must be another array")
  return copy
}

/// Whether two arrays share their storage.
func sharesBuffer(_ lhs: [Int], _ rhs: [Int]) -> Bool {
  lhs.withUnsafeBufferPointer { lhs in
    rhs.withUnsafeBufferPointer { rhs in lhs.baseAddress == rhs.baseAddress }
  }
}

/// Writes every cache line of `buffer`, which evicts what the caches held.
func flushCaches(_ buffer: inout [UInt8]) {
  buffer.withUnsafeMutableBufferPointer { bytes in
    for offset in stride(from: 0, to: bytes.count, by: 64) { bytes[offset] &+= 1 }
  }
}

/// An edit a feed or a photo browser makes to its list: `size` new IDs at the end, at the
/// start or in the middle, or `size` IDs removed from the middle, starting at the selected one.
enum ListEdit: CaseIterable {
  case append, prepend, insertInMiddle, removeInMiddle

  var name: String {
    switch self {
    case .append: return "append"
    case .prepend: return "prepend"
    case .insertInMiddle: return "insert in the middle"
    case .removeInMiddle: return "remove selected and after"
    }
  }

  /// `ids`, edited; new IDs are `ids.count` and up, so they are not in the list.
  func applied(to ids: [Int], size: Int) -> [Int] {
    let fresh = ids.count..<(ids.count + size)
    let middle = ids.count / 2
    switch self {
    case .append: return ids + fresh
    case .prepend: return Array(fresh) + ids
    case .insertInMiddle: return Array(ids[..<middle]) + fresh + ids[middle...]
    case .removeInMiddle: return Array(ids[..<middle]) + ids[(middle + size)...]
    }
  }

  /// The ID selected after the edit, with the middle item of `0..<count` selected before: that
  /// item, unless it was removed; then its nearest survivor, one after before one before, so the
  /// one after when only it was removed, else the one before.
  func selectedAfter(count: Int, size: Int) -> Int {
    let middle = count / 2
    guard self == .removeInMiddle else { return middle }
    return size == 1 ? middle + 1 : middle - 1
  }
}

/// What one edit costs at ``ScaleSettings/editCount`` IDs: medians in nanoseconds, and ours over
/// the identical re-send and over building the dictionary baseline from the edited list (as
/// rebuilding an index would), each the median of the per-round ratios.
struct EditResult {
  let edit: ListEdit
  let size: Int
  let ours: Double
  let dictionary: Double
  let oursOverResend: Double
  let oursOverDictionary: Double
}

/// Every edit of every size at ``ScaleSettings/editCount`` IDs, each from the same list with its
/// middle item selected, and the identical re-send in the same rounds, just before each edit
/// (after it, the list would differ), each the fastest of ``ScaleSettings/editTries`` tries in
/// turn. The caches are flushed before each try, so both read their lists from memory alike;
/// the median of all re-sends, and whether the selection followed every edit as documented.
func measureEdits(checksum: inout Int) -> (resend: Double, edits: [EditResult], followed: Bool) {
  let count = ScaleSettings.editCount
  let base = Array(0..<count)
  let resentBase = copyInItsOwnBuffer(base)
  var engine = emptyEngine()
  var resends: [Double] = []
  var results: [EditResult] = []
  var flush = [UInt8](repeating: 0, count: ScaleSettings.flushBytes)
  var followed = true
  for edit in ListEdit.allCases {
    for size in ScaleSettings.editSizes {
      let edited = edit.applied(to: base, size: size)
      var ours: [Double] = []
      var resent: [Double] = []
      var dictionary: [Double] = []
      for _ in 0..<ScaleSettings.editRounds {
        var fastestResend = Double.infinity
        var fastestEdit = Double.infinity
        for _ in 0..<ScaleSettings.editTries {
          engine.itemsChanged(base, at: .origin)
          engine.select(index: count / 2, animated: false, at: .origin)
          flushCaches(&flush)
          let resend = nanoseconds { engine.itemsChanged(resentBase, at: .origin) }
          fastestResend = min(fastestResend, resend)
          flushCaches(&flush)
          fastestEdit = min(fastestEdit, nanoseconds { engine.itemsChanged(edited, at: .origin) })
          followed = followed && engine.selectedID == edit.selectedAfter(count: count, size: size)
        }
        resent.append(fastestResend)
        ours.append(fastestEdit)
        var built: [Int: Int] = [:]
        dictionary.append(nanoseconds { built = dictionaryOfFirstOffsets(edited) })
        checksum &+= built.count
      }
      resends += resent
      results.append(
        EditResult(
          edit: edit, size: size, ours: median(ours), dictionary: median(dictionary),
          oursOverResend: medianRatio(ours, over: resent),
          oursOverDictionary: medianRatio(ours, over: dictionary)))
    }
  }
  return (median(resends), results, followed)
}

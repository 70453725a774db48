import CarouselCore

typealias E = CarouselEngine<Int, ManualClock>
let args = CommandLine.arguments
let mode = args[1]
let reps = Int(args[2])!
let count = 1_000_000
let size = args.count > 3 ? Int(args[3])! : 1000
let base = Array(0..<count)
let resentBase = Array(base)
let middle = count / 2
let fresh = count..<(count + size)
let edited: [Int]
switch mode {
case "append": edited = base + fresh
case "prepend": edited = Array(fresh) + base
case "insert": edited = Array(base[..<middle]) + fresh + base[middle...]
case "remove": edited = Array(base[..<middle]) + base[(middle + size)...]
default: edited = resentBase
}
let config = CarouselConfiguration(
  style: PeekCarouselStyle(), isLooping: true, autoplay: .default, viewportWidth: 390,
  viewportHeight: 260)
var engine = E(items: [], configuration: config, at: .origin)
engine.appeared(at: .origin)
var flush = [UInt8](repeating: 0, count: 64 << 20)
func flushCaches() {
  flush.withUnsafeMutableBufferPointer { bytes in
    for offset in stride(from: 0, to: bytes.count, by: 64) { bytes[offset] &+= 1 }
  }
}
func ns(_ work: () -> Void) -> Double {
  let (s, a) = ContinuousClock().measure(work).components
  return Double(s) * 1e9 + Double(a) * 1e-9
}
let doFlush = !args.contains("noflush")
var times: [Double] = []
var rtimes: [Double] = []
engine.itemsChanged(base, at: .origin)
for _ in 0..<reps {
  engine.itemsChanged(base, at: .origin)
  engine.select(index: middle, animated: false, at: .origin)
  if doFlush { flushCaches() }
  rtimes.append(ns { engine.itemsChanged(resentBase, at: .origin) })
  if doFlush { flushCaches() }
  times.append(ns { engine.itemsChanged(edited, at: .origin) })
}
times.sort()
rtimes.sort()
print(
  mode, "edit min", times[0] / 1e6, "med", times[times.count / 2] / 1e6, "resend min",
  rtimes[0] / 1e6, "med", rtimes[rtimes.count / 2] / 1e6, engine.selectedID ?? -1)

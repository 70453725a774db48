import CarouselWeb

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Replays a script (Tests/Web/script.mjs) through the native build of the playground's C
// functions, exactly as Tests/Web/replay.mjs does through the WebAssembly module: each line's
// function is looked up by its C name (the executable exports its symbols), called with the
// line's numbers, and followed by the engine's state at the line's time. Built and run by
// Tests/Web/run.

/// The C functions of the playground, by their number of arguments.
private typealias Function1 = @convention(c) (Double) -> Double
private typealias Function2 = @convention(c) (Double, Double) -> Double
private typealias Function3 = @convention(c) (Double, Double, Double) -> Double
private typealias Function4 = @convention(c) (Double, Double, Double, Double) -> Double

private func call(_ name: String, _ arguments: [Double]) -> Double {
  guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else {
    fatalError("no C function \(name)")
  }
  switch arguments.count {
  case 1: return unsafeBitCast(symbol, to: Function1.self)(arguments[0])
  case 2: return unsafeBitCast(symbol, to: Function2.self)(arguments[0], arguments[1])
  case 3:
    return unsafeBitCast(symbol, to: Function3.self)(arguments[0], arguments[1], arguments[2])
  case 4:
    return unsafeBitCast(symbol, to: Function4.self)(
      arguments[0], arguments[1], arguments[2], arguments[3])
  default: fatalError("\(name) with \(arguments.count) arguments")
  }
}

/// `value` as JavaScript writes a number, so that both replays print alike (compare.py parses
/// both anyway): `NaN`, `Infinity`, whole numbers without `.0`.
private func javaScriptText(_ value: Double) -> String {
  if value.isNaN { return "NaN" }
  if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
  if value == value.rounded(), value.magnitude < 1e21 {
    return value == 0 ? "0" : String(Int64(exactly: value).map(String.init) ?? "\(value)")
  }
  return "\(value)"
}

@main
enum NativeReplay {
  static func main() {
    guard CommandLine.arguments.count == 2, let file = fopen(CommandLine.arguments[1], "r") else {
      fatalError("usage: native-replay SCRIPT")
    }
    defer { fclose(file) }
    var line: UnsafeMutablePointer<CChar>?
    var capacity = 0
    while getline(&line, &capacity, file) > 0 {
      let text = String(cString: line!).split(separator: "\n").first.map(String.init) ?? ""
      let words = text.split(separator: " ").map(String.init)
      guard let name = words.first else { continue }
      if name.hasPrefix("#") {
        print(text)
        continue
      }
      let arguments = words.dropFirst().map { Double($0) ?? .nan }
      let result = call(name, arguments)
      let count = Int(carouselSnapshot(arguments.last ?? 0))
      let numbers = UnsafePointer<Double>(bitPattern: UInt(carouselNumbers()))!
      var output = javaScriptText(result)
      for index in 0..<count {
        output += " "
        output += javaScriptText(numbers[index])
      }
      print(output)
    }
    free(line)
  }
}

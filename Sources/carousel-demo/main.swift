import CarouselDemoKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

do {
  switch try DemoCommandLine(
    arguments: Array(CommandLine.arguments.dropFirst()), isTerminal: TerminalDemo.isAvailable)
  {
  case .live(let slideCount, let isLooping):
    TerminalDemo.run(slideCount: slideCount, isLooping: isLooping)
  case .script(let script, let slideCount, let isLooping):
    for line in script.run(slideCount: slideCount, isLooping: isLooping) { print(line) }
  case .help:
    print(DemoCommandLine.usage)
  }
} catch {
  print("carousel-demo: \(error)\n\n\(DemoCommandLine.usage)")
  exit(2)
}

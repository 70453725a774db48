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
  case .render(let options):
    print(SVGRenderer.render(options), terminator: "")
  case .renderHelp:
    print(RenderOptions.usage)
  }
} catch let error as RenderOptionsError {
  // On standard error, so that `render ... > picture.svg` never writes an error into the file.
  let message = "carousel-demo render: \(error)\n\n\(RenderOptions.usage)\n"
  _ = message.withCString { text in write(STDERR_FILENO, text, strlen(text)) }
  exit(2)
} catch {
  print("carousel-demo: \(error)\n\n\(DemoCommandLine.usage)")
  exit(2)
}

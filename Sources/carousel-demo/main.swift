import CarouselDemoKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `message` to standard error, so that `render ... > picture.svg` never writes an error
/// into the file.
func printError(_ message: String) {
  _ = message.withCString { text in write(STDERR_FILENO, text, strlen(text)) }
}

/// Writes `text` to the file at `path`, replacing it; `false` when it cannot be written.
func writeFile(_ path: String, _ text: String) -> Bool {
  guard let file = fopen(path, "w") else { return false }
  let written = fputs(text, file) >= 0
  return fclose(file) == 0 && written
}

/// Creates the directory at `path` and any missing parent, like `mkdir -p`; failures show when
/// the files are written.
func makeDirectories(_ path: String) {
  for index in path.indices where path[index] == "/" && index != path.startIndex {
    _ = mkdir(String(path[..<index]), 0o755)
  }
  _ = mkdir(path, 0o755)
}

/// Writes the frames of `options` and their `frames.txt` list into `directory`, creating it
/// (and its parents) if it is missing.
func writeAnimation(_ options: AnimationOptions, to directory: String) {
  makeDirectories(directory)
  let frames = CarouselAnimation.frames(options)
  let files =
    frames.indices.map { (AnimationFrame.fileName($0), frames[$0].svg) }
    + [("frames.txt", CarouselAnimation.manifest(frames))]
  for (name, text) in files where !writeFile(directory + "/" + name, text) {
    printError("carousel-demo animate: cannot write \(directory)/\(name)\n")
    exit(1)
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
  switch try DemoCommandLine(arguments: arguments, isTerminal: TerminalDemo.isAvailable) {
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
  case .animate(let options, let output):
    writeAnimation(options, to: output)
  case .animateHelp:
    print(AnimationOptions.usage)
  }
} catch let error as RenderOptionsError {
  let isAnimate = arguments.first == "animate"
  let usage = isAnimate ? AnimationOptions.usage : RenderOptions.usage
  printError("carousel-demo \(isAnimate ? "animate" : "render"): \(error)\n\n\(usage)\n")
  exit(2)
} catch {
  print("carousel-demo: \(error)\n\n\(DemoCommandLine.usage)")
  exit(2)
}

import CarouselCore

/// A printf specifier in a format string: the argument's position when it is written
/// positionally (`2` in `%2$lld`), and its type, the length modifier and conversion (`lld`,
/// `@`).
struct FormatSpecifier: Hashable {
  let position: Int?
  let type: String
}

/// A format string cut into text and specifiers.
struct FormatPieces {
  /// A run of text (`%%` already read as `%`) or a specifier.
  enum Piece: Hashable {
    case text(String)
    case specifier(FormatSpecifier)
  }

  let pieces: [Piece]

  /// The pieces of `format`; nil when a `%` starts nothing a format can hold.
  init?(_ format: String) {
    var pieces: [Piece] = []
    var text = ""
    var rest = Substring(format)
    while let first = rest.first {
      rest = rest.dropFirst()
      guard first == "%" else {
        text.append(first)
        continue
      }
      if rest.first == "%" {
        text.append("%")
        rest = rest.dropFirst()
        continue
      }
      guard let specifier = Self.specifier(reading: &rest) else { return nil }
      if !text.isEmpty { pieces.append(.text(text)) }
      text = ""
      pieces.append(.specifier(specifier))
    }
    if !text.isEmpty { pieces.append(.text(text)) }
    self.pieces = pieces
  }

  /// The specifiers, in the order they are written.
  var specifiers: [FormatSpecifier] {
    pieces.compactMap { piece in
      if case .specifier(let specifier) = piece { return specifier }
      return nil
    }
  }

  /// What is wrong with these specifiers as a format for `arguments`: empty when each argument
  /// is read exactly once, by a specifier of its type, all specifiers written positionally
  /// (`%2$lld`, any order) or none (`%lld`, in the arguments' order).
  func problems(for arguments: [CarouselStringArgument]) -> [String] {
    let specifiers = self.specifiers
    let expected = arguments.map(\.specifierType)
    let positions = specifiers.compactMap(\.position)
    if positions.isEmpty {
      let types = specifiers.map(\.type)
      return types == expected ? [] : ["reads \(types), the arguments are \(expected)"]
    }
    guard positions.count == specifiers.count else {
      return ["mixes positional and plain specifiers"]
    }
    guard positions.sorted() == Array(1..<(arguments.count + 1)) else {
      return ["reads positions \(positions), the arguments are 1...\(arguments.count)"]
    }
    return zip(positions, specifiers).compactMap { position, specifier in
      let type = expected[position - 1]
      return specifier.type == type
        ? nil : "reads argument \(position) as %\(specifier.type), it is %\(type)"
    }
  }

  /// The format filled in with `arguments`, as `String(format:)` would in English: integers in
  /// plain decimal digits. Only for specifiers that have no ``problems(for:)``.
  func filled(with arguments: [CarouselStringArgument]) -> String {
    var next = 0
    return pieces.map { piece in
      switch piece {
      case .text(let text): return text
      case .specifier(let specifier):
        let index = specifier.position.map { $0 - 1 } ?? next
        next += 1
        return arguments[index].filledIn
      }
    }.joined()
  }

  /// The specifier after a `%` at the start of `rest`, consumed: `[position$][flags, width,
  /// precision][length]conversion`; nil when there is none.
  private static func specifier(reading rest: inout Substring) -> FormatSpecifier? {
    var position: Int?
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
      position = Int(digits)
      rest = rest.dropFirst(digits.count + 1)
    }
    rest = rest.drop { "-+ #0123456789.'".contains($0) }
    for length in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j", ""] where rest.hasPrefix(length) {
      let afterLength = rest.dropFirst(length.count)
      guard let conversion = afterLength.first, "@dDiuUxXoOfFeEgGaAcCsSp".contains(conversion)
      else { continue }
      rest = afterLength.dropFirst()
      return FormatSpecifier(position: position, type: length + String(conversion))
    }
    return nil
  }
}

extension CarouselStringArgument {
  /// The specifier type that reads the argument: `lld` for an integer, `@` for text.
  var specifierType: String {
    switch self {
    case .integer: return "lld"
    case .text: return "@"
    }
  }

  /// The argument as a filled-in format shows it in English.
  var filledIn: String {
    switch self {
    case .integer(let value): return "\(value)"
    case .text(let value): return value
    }
  }
}

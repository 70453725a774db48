/// The entries of a `.strings` file, read as the old property-list format Xcode compiles:
/// `/* … */` and `//` comments, `"key" = "value";` entries, and the escapes `\"`, `\\`, `\n`,
/// `\t`, `\r` and `\Uxxxx` in quoted strings. Anything else is an error, so a file Xcode would
/// reject (or read differently) fails here too.
struct StringsTable {
  /// A `.strings` file that cannot be read, and where.
  struct ParseError: Error, CustomStringConvertible {
    let message: String
    let line: Int
    var description: String { "line \(line): \(message)" }
  }

  /// The entries in the file's order, duplicates included.
  let entries: [(key: String, value: String)]

  /// Reads the entries of `text`.
  init(parsing text: String) throws(ParseError) {
    var scanner = Scanner(characters: Array(text.unicodeScalars))
    var entries: [(key: String, value: String)] = []
    while try scanner.skipTrivia() {
      let key = try scanner.quoted()
      _ = try scanner.skipTrivia()
      try scanner.expect("=")
      _ = try scanner.skipTrivia()
      let value = try scanner.quoted()
      _ = try scanner.skipTrivia()
      try scanner.expect(";")
      entries.append((key, value))
    }
    self.entries = entries
  }

  /// A position in the file's characters.
  private struct Scanner {
    let characters: [Unicode.Scalar]
    var index = 0

    /// Skips white space and comments; false at the end of the file.
    mutating func skipTrivia() throws(ParseError) -> Bool {
      while index < characters.count {
        if characters[index].properties.isWhitespace {
          index += 1
        } else if has("/*") {
          guard let end = find("*/", from: index + 2) else { throw error("unterminated comment") }
          index = end + 2
        } else if has("//") {
          index = find("\n", from: index) ?? characters.count
        } else {
          return true
        }
      }
      return false
    }

    /// Reads `"…"` with its escapes.
    mutating func quoted() throws(ParseError) -> String {
      try expect("\"")
      var result = String.UnicodeScalarView()
      while index < characters.count {
        let character = characters[index]
        index += 1
        if character == "\"" { return String(result) }
        if character != "\\" {
          result.append(character)
          continue
        }
        guard index < characters.count else { break }
        let escaped = characters[index]
        index += 1
        switch escaped {
        case "\"", "\\": result.append(escaped)
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "r": result.append("\r")
        case "U":
          let hex = String(
            String.UnicodeScalarView(characters[index..<min(index + 4, characters.count)]))
          guard hex.count == 4, let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code)
          else { throw error("bad \\U escape") }
          result.append(scalar)
          index += 4
        default: throw error("unknown escape \\\(escaped)")
        }
      }
      throw error("unterminated string")
    }

    /// Consumes `character`, which must come next.
    mutating func expect(_ character: Unicode.Scalar) throws(ParseError) {
      guard index < characters.count, characters[index] == character else {
        throw error("expected \(character)")
      }
      index += 1
    }

    /// Whether `text` comes next.
    private func has(_ text: String) -> Bool {
      characters[index...].starts(with: text.unicodeScalars)
    }

    /// Where `text` next starts at or after `start`.
    private func find(_ text: String, from start: Int) -> Int? {
      let pattern = Array(text.unicodeScalars)
      guard characters.count >= pattern.count else { return nil }
      return (start..<(characters.count - pattern.count + 1)).first { at in
        characters[at..<(at + pattern.count)].elementsEqual(pattern)
      }
    }

    /// An error at the current line.
    private func error(_ message: String) -> ParseError {
      ParseError(message: message, line: characters[..<index].filter { $0 == "\n" }.count + 1)
    }
  }
}

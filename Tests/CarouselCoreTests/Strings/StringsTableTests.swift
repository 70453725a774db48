import Testing

/// The reader of `.strings` files the localization tests rely on.
@Suite struct StringsTableTests {
  @Test func commentsEntriesAndEscapes() throws {
    let text = """
      /* a header
         over two lines */
      // a line comment
      "Page" = "Seite";
      "%@, %lld of %lld"="%1$@، %2$lld من %3$lld" ;
      "quote \\" and \\\\" = "tab\\tnew\\nline \\U00e9";
      """
    let entries = try StringsTable(parsing: text).entries
    #expect(entries.map(\.key) == ["Page", "%@, %lld of %lld", "quote \" and \\"])
    #expect(entries.map(\.value) == ["Seite", "%1$@، %2$lld من %3$lld", "tab\tnew\nline é"])
  }

  @Test(arguments: [
    "\"Page\" = \"Seite\"", "\"Page\" \"Seite\";", "Page = \"Seite\";", "\"Page\" = \"Seite;",
    "/* open", "\"a\" = \"\\q\";", "\"a\" = \"\\U12\";",
  ])
  func malformedFilesAreErrors(_ text: String) {
    #expect(throws: StringsTable.ParseError.self) { try StringsTable(parsing: text) }
  }

  @Test func theErrorSaysTheLine() {
    #expect {
      try StringsTable(parsing: "\"a\" = \"b\";\n\"c\" = \"d\"\n")
    } throws: { error in
      (error as? StringsTable.ParseError)?.line == 3
    }
  }
}

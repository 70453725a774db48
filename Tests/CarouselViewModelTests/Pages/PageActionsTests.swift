import CarouselCore
import CarouselViewModel
import Testing

/// The actions of a carousel of fixed pages (`Carousel { … }`), as the app writes them (pages are
/// `Int` positions, IDs are tags or positions), reach the pages (finding D4: activations, names
/// and callbacks written after `.frame`, in the environment, did nothing; and B1: a tagged page's
/// selection change was heard as `nil, nil`).
@MainActor @Suite struct PageActionsTests {
  enum Step: Hashable, Sendable { case welcome, form, done }

  static let tagged = [
    CarouselPage(id: AnyItemID(Step.welcome), index: 0, isTagged: true),
    CarouselPage(id: AnyItemID(Step.form), index: 1, isTagged: true),
    CarouselPage(id: AnyItemID("subview 7"), index: 2, isTagged: false),
  ]

  @Test func taggedPagesCallBackWithTheirTags() {
    var changes: [[Step?]] = []
    var visible: [[Step]] = []
    var activated: [Int] = []
    var actions = CarouselItemActions<Int, Step>()
    actions.selectionChanges = [{ old, new, _ in changes.append([old, new]) }]
    actions.visibleItemsChanges = [{ visible.append($0) }]
    actions.activations = [{ activated.append($0) }]
    actions.itemName = { "Page \($0 + 1)" }
    let pages = actions.overPages(byTag: true)(Self.tagged, CarouselCallbacks())
    pages.report(
      .selectionChanged(from: AnyItemID(Step.welcome), to: AnyItemID(Step.form), cause: .swipe),
      untyped: CarouselCallbacks())
    pages.report(
      .selectionChanged(from: AnyItemID(Step.form), to: AnyItemID("subview 7"), cause: .swipe),
      untyped: CarouselCallbacks())
    pages.report(
      .visibleItemsChanged([AnyItemID(Step.form), AnyItemID("subview 7")]),
      untyped: CarouselCallbacks())
    for action in pages.activations { action(Self.tagged[1]) }
    #expect(changes == [[.welcome, .form], [.form, nil]])
    #expect(visible == [[.form]])
    #expect(activated == [1])
    #expect(pages.itemName?(Self.tagged[2]) == "Page 3")
  }

  /// Written after `.frame` (in the environment, with the types spelled), they reach the pages.
  @Test func theEnvironmentsActionsReachThePages() {
    var selected: [Step?] = []
    var activated: [Int] = []
    var callbacks = CarouselCallbacks()
    let selection: (Step?, Step?, CarouselSelectionCause) -> Void = { _, new, _ in
      selected.append(new)
    }
    let activation: (Int) -> Void = { activated.append($0) }
    callbacks.selectionChanges = [CarouselTypedAction(Step.self, selection)]
    callbacks.activations = [CarouselTypedAction(Int.self, activation)]
    callbacks.namer = CarouselItemNamer { (page: Int) in "Step \(page)" }
    let pages = CarouselItemActions<Int, Step>().overPages(byTag: true)(Self.tagged, callbacks)
    pages.report(
      .selectionChanged(from: nil, to: AnyItemID(Step.done), cause: .program),
      untyped: CarouselCallbacks())
    for action in pages.activations { action(Self.tagged[0]) }
    #expect(pages.itemName?(Self.tagged[1]) == "Step 1")
    #expect(selected == [.done])
    #expect(activated == [0])
  }

  /// Untagged pages (`Carousel { … }`, `Carousel(selectedIndex:) { … }`, whose ID type is
  /// `Int`): their IDs, as the app sees them, are their positions.
  @Test func untaggedPagesCallBackWithTheirPositions() {
    let pages = [
      CarouselPage(id: AnyItemID("a"), index: 0, isTagged: false),
      CarouselPage(id: AnyItemID("b"), index: 1, isTagged: false),
    ]
    var heard: [[Int?]] = []
    var actions = CarouselItemActions<Int, Int>()
    actions.selectionChanges = [{ old, new, _ in heard.append([old, new]) }]
    actions.visibleItemsChanges = [{ heard.append($0) }]
    let over = actions.overPages(byTag: false)(pages, CarouselCallbacks())
    over.report(
      .selectionChanged(from: AnyItemID("a"), to: AnyItemID("b"), cause: .swipe),
      untyped: CarouselCallbacks())
    over.report(
      .visibleItemsChanged([AnyItemID("b"), AnyItemID("gone")]), untyped: CarouselCallbacks())
    #expect(heard == [[0, 1], [1]])
  }

  /// A proxy moves untagged pages by position, tagged ones by tag, and refuses other types.
  @Test func aProxyMoveByIDGoesWhereThePagesSay() {
    #expect(CarouselProxyMove<AnyItemID>(to: 2, expected: nil) == .index(2))
    #expect(
      CarouselProxyMove<AnyItemID>(to: "two", expected: nil)
        == .refused(.pagesWithoutIDs(given: "String")))
    #expect(
      CarouselProxyMove<AnyItemID>(to: Step.form, expected: Step.self) == .id(AnyItemID(Step.form)))
    #expect(
      CarouselProxyMove<AnyItemID>(to: 1, expected: Step.self)
        == .refused(.selectionOfAnotherType(given: "Int", expected: "Step")))
  }

  /// A tag selection whose tags no page has is reported, once the pages say so.
  @Test func aTagSelectionWithoutTaggedPagesIsReported() {
    var step = Step.welcome
    let selection = CarouselPageSelection.tag(
      tagOf: { _ in nil }, binding: .tag(get: { step }, set: { step = $0 }), tagType: Step.self)
    let untagged = [CarouselPage(id: AnyItemID(1), index: 0, isTagged: false)]
    #expect(selection.diagnostic(of: untagged) == .noPageTagged(tagType: "Step"))
    #expect(selection.diagnostic(of: Self.tagged) == nil)
    #expect(CarouselPageSelection.none.diagnostic(of: untagged) == nil)
    #expect(
      selection.page(of: "subview", subviewID: AnyItemID(9), index: 3)
        == CarouselPage(id: AnyItemID(9), index: 3, isTagged: false))
  }
}

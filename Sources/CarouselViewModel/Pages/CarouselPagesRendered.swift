import CarouselCore

/// What `CarouselPages`' body hands its stage for one render of the pages: the carousel's
/// source over the pages with a new render token, and the warning the pages' tags call for.
package struct CarouselPagesRendered {
  /// The pages as the stage renders them.
  package let rendered: CarouselRendered<[CarouselPage], AnyItemID>
  /// The runtime warning for a tag selection none of whose pages has a tag of its type.
  package let diagnostic: CarouselDiagnostic?
}

extension CarouselPageSelection {
  /// The pages `subviews` (each with the identity SwiftUI gives it), rendered now with the
  /// carousel's `actions` over pages and the environment's `callbacks`: each page identified by
  /// its tag of the selection's type when it has one, otherwise by its subview's identity.
  package func rendered(
    subviews: [(subview: Any, id: AnyItemID)],
    actions: ([CarouselPage], CarouselCallbacks) -> CarouselItemActions<CarouselPage, AnyItemID>,
    callbacks: CarouselCallbacks
  ) -> CarouselPagesRendered {
    let pages = subviews.indices.map { index in
      page(of: subviews[index].subview, subviewID: subviews[index].id, index: index)
    }
    let source = CarouselSource(
      data: pages, id: \.id, selection: binding, actions: actions(pages, callbacks))
    return CarouselPagesRendered(rendered: source.rendered(), diagnostic: diagnostic(of: pages))
  }
}

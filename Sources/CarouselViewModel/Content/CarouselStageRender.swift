/// What one render of a carousel gives its stage: the input its change handler compares, and
/// the generation its slides' content is built for.
package struct CarouselStageRender<Data: RandomAccessCollection, ID: Hashable & Sendable> {
  /// The input of the stage's one change handler.
  package let input: CarouselStageInput<Data, ID>
  /// The generation the slides' content is built for (see `CarouselContentGeneration`).
  package let generation: Int
}

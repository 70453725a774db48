/// A token for one render of a carousel by the view around it: made in the carousel's body,
/// which runs when the app renders the carousel (and not for the carousel's own publishes or
/// frames). Two tokens are the same render only when they are the same object.
package final class CarouselRender: Sendable {
  /// A new render.
  package init() {}
}

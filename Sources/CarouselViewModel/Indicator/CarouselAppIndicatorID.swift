/// The identity of one indicator view of the app's (a `CarouselIndicator`): made once per view
/// (its state), so the model counts each view once, as what it last said it is
/// (``CarouselModel/appIndicatorShown(_:as:)``).
@MainActor package final class CarouselAppIndicatorID {
  /// A new identity.
  package init() {}

  /// The identity, as the model keys it.
  package var id: ObjectIdentifier { ObjectIdentifier(self) }
}

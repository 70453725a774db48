extension CarouselDiagnostic {
  /// Which case this is, ignoring the associated values: a pending list keeps one of each kind,
  /// so repeated bad input (even NaN, which never equals itself) cannot grow it.
  var kind: Int {
    switch self {
    case .duplicateIDs: return 0
    case .selectionNotFound: return 1
    case .invalidInterval: return 2
    case .intervalRaised: return 3
    case .invalidSize: return 4
    case .invalidItemDuration: return 5
    case .insetsExceedViewport: return 6
    }
  }
}

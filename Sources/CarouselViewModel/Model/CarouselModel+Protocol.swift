import CarouselCore

extension CarouselModel: CarouselModelProtocol {
  package var isMoving: Bool { stage.isMoving }

  package var position: Double { engine.indicatorProgress(at: now) }

  package func step(_ step: CarouselStep, animated: Bool, spring: SettleSpring?) {
    moveFromCode(usesConfiguredSpring: animated && spring == nil) {
      $0.step(step, animated: animated, spring: spring, at: $1)
    }
  }

  package func select(index: Int, animated: Bool, spring: SettleSpring?) {
    moveFromCode(usesConfiguredSpring: animated && spring == nil) {
      $0.select(index: index, animated: animated, spring: spring, at: $1)
    }
  }

  package func scroll<Target: Hashable & Sendable>(
    to id: Target, animated: Bool, spring: SettleSpring?
  ) {
    switch CarouselProxyMove<ID>(to: id, expected: idType) {
    case .id(let id):
      moveFromCode(usesConfiguredSpring: animated && spring == nil) {
        $0.select(id, animated: animated, spring: spring, at: $1)
      }
    case .index(let index): select(index: index, animated: animated, spring: spring)
    case .refused(let diagnostic): report([diagnostic])
    }
  }

  package func play() { send { $0.play(at: $1) } }

  package func pause() { send { $0.pause(at: $1) } }

  package func beginHold() { send { $0.holdBegan(at: $1) } }

  package func endHold() { send { $0.holdEnded(at: $1) } }
}

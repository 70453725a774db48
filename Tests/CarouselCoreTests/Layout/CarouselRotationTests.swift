import CarouselCore
import Testing

@Suite struct CarouselRotationTests {
  @Test func mirroringFlipsTurnsAboutYAndZButNotTiltsAboutX() {
    let turn = CarouselRotation(angle: 0.5, axis: .y).horizontallyMirrored
    #expect(turn.angle == -0.5 && turn.axis == .y)
    let spin = CarouselRotation(angle: 0.5, axis: .z).horizontallyMirrored
    #expect(spin.angle == -0.5 && spin.axis == .z)
    let tilt = CarouselRotation(angle: 0.5, axis: .x).horizontallyMirrored
    #expect(tilt.angle == -0.5 && tilt.axis == CarouselRotationAxis(x: -1, y: 0, z: 0))
    #expect(CarouselRotation.identity.horizontallyMirrored.angle == 0)
  }
}

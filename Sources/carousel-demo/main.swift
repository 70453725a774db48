import CarouselDemoKit

print(DemoKit.version)

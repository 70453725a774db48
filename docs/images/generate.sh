#!/bin/sh
# Regenerates the README's pictures with the demo itself. Run from the package root.
# Tests/CarouselDemoTests/RenderImageTests.swift reads this file and checks that each picture is
# still byte for byte what its command prints. The animated pictures (docs/images/animated) are
# Scripts/images's.
set -e
swift run carousel-demo render --style paged --count 5 --position 1.3 > docs/images/paged.svg
swift run carousel-demo render --style peek --count 5 --position 1.35 > docs/images/peek.svg
swift run carousel-demo render --style coverFlow --count 7 --position 3.3 > docs/images/cover-flow.svg
swift run carousel-demo render --style stack --count 5 --position 0.4 > docs/images/stack.svg
swift run carousel-demo render --style ring --count 6 --position 2.5 --axis vertical > docs/images/ring-vertical.svg
swift run carousel-demo render --style ring --count 2 --position 0.35 > docs/images/ring-two-items.svg
swift run carousel-demo render --style rotation --count 5 --position 2.25 --rtl > docs/images/rotation-rtl.svg
swift run carousel-demo render --style peek --count 5 --position 1 --frames 5 > docs/images/peek-filmstrip.svg
swift run carousel-demo render --style ring --count 6 --position 0 --frames 5 > docs/images/ring-filmstrip.svg
# One picture of every style for the DocC catalogs (both show them), at the same position;
# Tests/CarouselDemoTests/CatalogPictureTests.swift checks them the same way.
for style in paged peek scale fade rotation coverFlow stack ring; do
  swift run carousel-demo render --style "$style" --count 6 --position 2.3 \
    > "Sources/CarouselCore/CarouselCore.docc/Resources/style-$style.svg"
  cp "Sources/CarouselCore/CarouselCore.docc/Resources/style-$style.svg" \
    "Sources/CarouselUI/CarouselUI.docc/Resources/style-$style.svg"
done

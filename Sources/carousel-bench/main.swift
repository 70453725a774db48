import CarouselCore

print("carousel-bench: layout benchmark (see README, Performance)")

// #20: filled in by its feature.
export {}

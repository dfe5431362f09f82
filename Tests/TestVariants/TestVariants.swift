import AppContract

/// The planted-fault variants of the harness's own tests, each named after its fault. They run
/// only in the test build of the tool (`arch-harness-testbed`) and only when named.
public enum TestVariants {
  public static let all: [any AppVariant.Type] = [PlantedDivergenceVariant.self]
}

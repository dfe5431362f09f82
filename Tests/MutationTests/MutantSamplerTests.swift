import Mutation
import Testing

/// The sample a quick run judges: fixed by its seed, so runs of the same commit compare.
@Suite struct MutantSamplerTests {
  private static let catalogue = (1...50).map {
    Mutant(
      id: $0, module: "M", file: "F.swift", line: $0, mutationOperator: .removeCall, original: "f()",
      mutated: "")
  }

  @Test("a sample has the size asked for, in id order, drawn from the catalogue")
  func sampleShape() {
    let sample = MutantSampler.sample(Self.catalogue, count: 20)
    #expect(sample.count == 20)
    #expect(sample.map(\.id) == sample.map(\.id).sorted())
    #expect(Set(sample.map(\.id)).count == 20)
    #expect(Set(sample).isSubset(of: Set(Self.catalogue)))
  }

  @Test("the same catalogue gives the same sample every time")
  func sampleIsFixed() {
    #expect(MutantSampler.sample(Self.catalogue, count: 7) == MutantSampler.sample(Self.catalogue, count: 7))
  }

  @Test("a sample larger than the catalogue is the whole catalogue")
  func sampleOfFew() {
    #expect(
      MutantSampler.sample(Array(Self.catalogue.prefix(3)), count: 20) == Array(Self.catalogue.prefix(3)))
  }
}

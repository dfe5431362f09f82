import AppContract

/// The planted-fault variants of the harness's own tests. They run only in the test build of the
/// tool (`arch-harness-testbed`) and only when named with `--variant`.
public enum TestVariants {
  public static let all: [any AppVariant.Type] = [
    PlantedDivergenceVariant.self,
    RetainCycleVariant.self,
    ForgetsToCancelVariant.self,
    CrashOnMainVariant.self,
    CrashInDetachedTaskVariant.self,
    CrashWithChildProcessVariant.self,
    StackOverflowVariant.self,
    SynchronousLoopVariant.self,
    EffectLoopVariant.self,
    SleepsForeverVariant.self,
    LeakedScreenVariant.self,
    GCDLeftoverVariant.self,
    MainQueueLoopVariant.self,
    MainQueueAfterVariant.self,
    RealTimeSleepVariant.self,
    MainQueueUpdateVariant.self,
    ForgesOutputVariant.self,
    DropsContinuationVariant.self,
    SaveBlocksLinksVariant.self,
    SwiftUIPlantedFaultVariant.self,
    TaskIgnoresCancellationVariant.self,
    StateLostOnRerenderVariant.self,
    ModelChangedOffMainActorVariant.self,
  ]

  /// The names of the planted-fault variants, one per fault.
  public static let faultNames: [String] =
    PlantedFault.allCases.map(\.rawValue) + SwiftUIPlantedFault.allCases.map(\.rawValue)
}

import IsletBenchSupport
import Testing

/// The benchmark's workload is a real one: every update it times is applied. It is tested here,
/// beside the engine, because the schemas that cover every `SchemaType` live here.
@Suite struct EngineBenchmarkTests {
    @Test func everyUpdateOfTheWorkloadIsApplied() throws {
        for declaration in try DecoderTestSchemas.all() {
            let workload = EngineBenchmark.workload(for: declaration, updates: 50)
            #expect(EngineBenchmark.run(workload) == 50, "\(declaration.name)")
        }
    }
}

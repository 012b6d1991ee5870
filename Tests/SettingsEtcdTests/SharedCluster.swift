import Testing

/// A trait that starts one three-member cluster for a whole suite (and
/// writes the suite's schema into its folder), stops it when the suite has
/// run, and hands it to the tests as ``current``: starting a cluster for
/// each test took most of the suite's time.
struct SharedCluster: SuiteTrait, TestScoping {
    @TaskLocal static var current: EtcdCluster?

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        guard EtcdCluster.available else { return try await function() }
        let cluster = try EtcdCluster()
        defer { cluster.stop() }
        _ = try EtcdValuesTests.schema(in: cluster.folder)
        try await Self.$current.withValue(cluster) { try await function() }
    }
}

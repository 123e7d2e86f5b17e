import Testing
@testable import Adapters

/// Whether an import may use a second thread: only when the process may run on a second core.
@Suite struct UsableCoresTests {
    @Test(arguments: [
        ("Name:\tcardport\nCpus_allowed:\t3\nCpus_allowed_list:\t0-1\n", 2),
        ("Cpus_allowed:\t1\n", 1),
        ("Cpus_allowed:\t00000000,00000004\n", 1),
        ("Cpus_allowed:\tffffffff,ffffffff\n", 64),
        ("Cpus_allowed:\tF0\n", 4),
    ])
    func theAffinityMaskCountsTheCoresItAllows(_ status: String, _ cores: Int) {
        #expect(UsableCores.allowed(inStatus: status) == cores)
    }

    @Test(arguments: ["Name:\tcardport\n", "Cpus_allowed:\t0\n", "Cpus_allowed:\tzz\n", ""])
    func aStatusWithoutAUsableMaskGivesNoAnswer(_ status: String) {
        #expect(UsableCores.allowed(inStatus: status) == nil)
    }
}

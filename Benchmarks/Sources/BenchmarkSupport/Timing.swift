// What the in-process benchmark executables share: clocks, best-of-N timing, report lines, the options of the
// modes Benchmarks/run drives, and import options that read inputs of any size.
import Adapters
import Foundation

/// Import options without the default 512 MiB input limit, which the 16x inputs pass; the rest as users get them.
public let benchmarkImportOptions = ImportOptions(maximumInputBytes: 1 << 40)

/// Seconds on a monotonic clock.
public func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

/// CPU seconds (user + system) of this process, and of its waited-for children.
public func cpu() -> (own: Double, children: Double) {
    func seconds(_ who: Int32) -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(who), &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
    return (seconds(RUSAGE_SELF.rawValue), seconds(RUSAGE_CHILDREN.rawValue))
}

/// The best wall time and the best CPU time of the repetitions (CPU time is steadier on a busy machine);
/// `children` counts the CPU time of processes `body` ran and waited for instead of this process's own.
public func best(_ repetitions: Int, children: Bool = false, _ body: () throws -> Void) rethrows
    -> (wall: Double, cpu: Double)
{
    var walls: [Double] = []
    var cpus: [Double] = []
    for _ in 0..<repetitions {
        let start = now()
        let startCPU = cpu()
        try body()
        let endCPU = cpu()
        walls.append(now() - start)
        cpus.append(children ? endCPU.children - startCPU.children : endCPU.own - startCPU.own)
    }
    return (walls.min() ?? 0, cpus.min() ?? 0)
}

/// Prints one result line: times and throughput in MB (10^6 bytes) per second of `megabytes` input.
public func report(_ name: String, _ time: (wall: Double, cpu: Double), _ megabytes: Double, _ extra: String = "") {
    print(String(format: "%@ wall %7.3f s %7.1f MB/s   cpu %7.3f s %7.1f MB/s  %@",
                 name.padding(toLength: 26, withPad: " ", startingAt: 0), time.wall, megabytes / time.wall,
                 time.cpu, megabytes / time.cpu, extra))
}

/// The value after `name` on the command line (`--file F`), or nil.
public func option(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    return arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}

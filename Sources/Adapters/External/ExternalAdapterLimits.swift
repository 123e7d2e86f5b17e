/// The limits each run of an external adapter's program is held to.
///
/// A run that passes one is stopped (`SIGKILL`) and reported as an ``AdapterError`` with code `adapterFailed`
/// naming the adapter: Cardport never waits on a plugin that hangs, and never reads more than the output limit.
public struct ExternalAdapterLimits: Sendable, Hashable {
    /// The longest a run may take, in seconds. 30 by default.
    public var seconds: Double = 30
    /// The most address space the program may map, in bytes (`RLIMIT_AS`, set with `ulimit -v` by the `/bin/sh`
    /// launcher that starts it). 2 GiB by default.
    public var memoryBytes: Int = 2 << 30
    /// The most bytes the program may write on standard output. 256 MiB by default.
    public var outputBytes: Int = 256 << 20
    /// The most bytes of standard error kept for the error message; the rest is read and dropped. 64 KiB.
    public var errorBytes: Int = 64 << 10

    /// Creates the default limits.
    public init() {}

    /// Creates limits.
    /// - Parameters:
    ///   - seconds: The longest a run may take.
    ///   - memoryBytes: The most address space the program may map.
    ///   - outputBytes: The most bytes the program may write on standard output.
    public init(seconds: Double, memoryBytes: Int = 2 << 30, outputBytes: Int = 256 << 20) {
        self.seconds = seconds
        self.memoryBytes = memoryBytes
        self.outputBytes = outputBytes
    }
}

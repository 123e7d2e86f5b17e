import Adapters
import ArgumentParser

/// `--max-input-size`, shared by the commands that read a payload (`import`, `convert`, `inspect`) or the files
/// of dropped items (`drop`): the largest they read, 512 MiB unless it is given (``ImportOptions/maximumInputBytes``).
struct InputSizeOption: ParsableArguments {
    @Option(
        name: .customLong("max-input-size"),
        help: ArgumentHelp(
            "The largest payload read, larger ones refused (exit 65): bytes, or a whole number with K, M, G or T "
                + "(KiB, MiB, GiB, TiB). \(ImportOptions().maximumInputBytes >> 20)M when not given.",
            valueName: "size"))
    var maximumSize: ByteCount?

    /// Sets the import options' limit when the option was given.
    func apply(to options: inout ImportOptions) {
        if let maximumSize { options.maximumInputBytes = maximumSize.bytes }
    }

    /// Reads the payload `argument` names (`-` for standard input), at most `maximumBytes` of it; a payload over
    /// the limit is refused (exit 65) with a hint that this option raises it.
    static func readPayload(_ argument: String, maximumBytes: Int) throws -> Payload {
        // Reading a payload fails with bad data only when it is over the limit.
        try hintingAtTheLimit { try Payload.read(argument, maximumBytes: maximumBytes) }
    }

    /// Runs `body`, which refuses an input over the limit with `dataError` (65) and for no other reason, and adds
    /// to that refusal the hint that this option raises the limit.
    static func hintingAtTheLimit<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch var failure as CommandFailure where failure.exitCode == .dataError {
            failure.hint = "--max-input-size raises the limit (bytes, or a number with K, M, G or T: 2G)"
            throw failure
        }
    }
}

/// A size given on the command line: `1048576`, `512K`, `600M`, `2G` (1024-based; `KiB`, `KB` and lowercase are
/// taken too). More than 0, and no more than a 64-bit count holds.
struct ByteCount: ExpressibleByArgument {
    let bytes: Int

    init?(argument: String) {
        let units: [(suffix: String, shift: Int)] = [
            ("TIB", 40), ("GIB", 30), ("MIB", 20), ("KIB", 10), ("TB", 40), ("GB", 30), ("MB", 20), ("KB", 10),
            ("T", 40), ("G", 30), ("M", 20), ("K", 10), ("B", 0),
        ]
        let text = argument.uppercased()
        let unit = units.first { text.hasSuffix($0.suffix) }
        let digits = text.dropLast(unit?.suffix.count ?? 0)
        guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }), let value = Int(digits), value > 0
        else { return nil }
        let (bytes, overflow) = value.multipliedReportingOverflow(by: 1 << (unit?.shift ?? 0))
        guard !overflow else { return nil }
        self.bytes = bytes
    }
}

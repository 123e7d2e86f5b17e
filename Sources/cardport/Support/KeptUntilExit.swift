import Locking

/// What a one-shot command made and is done with, handed over at its end instead of being freed: the process
/// exits right after, and the system takes its memory back in one step.
///
/// Freeing an imported board means releasing every title, note, comment and id of it one by one: on a Trello
/// export of 20,000 cards that was about 7 % of `cardport import`'s instructions, spent after the board file
/// was written and before the shell got its prompt back. A command that keeps running (`serve`, the desktop
/// windows) must not use this: what it keeps is never freed.
enum KeptUntilExit {
    /// The values kept, reachable until the process exits (so leak checkers do not report them).
    private static let values = Locked<[any Sendable]>([])

    /// Keeps `value` alive until the process exits.
    static func keep(_ value: some Sendable) {
        values.withLock { $0.append(value) }
    }
}

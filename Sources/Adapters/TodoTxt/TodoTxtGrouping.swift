/// How a todo.txt import makes lists of its task lines: todo.txt has no lists of its own, only projects,
/// contexts and priorities on each line.
///
/// The default is ``project``: a file kept by project reads as a board of projects.
public enum TodoTxtGrouping: String, Sendable, Hashable, CaseIterable {
    /// One list per project (`+name`, the line's first), in the order they first appear; lines without a
    /// project go in a last list, `No project`.
    case project
    /// One list per context (`@name`, the line's first), in the order they first appear; lines without one go
    /// in a last list, `No context`.
    case context
    /// One list per priority, `(A)` first; lines without one go in a last list, `No priority`.
    case priority
}

import Foundation

/// A stand-in row shown where a dropped item will go while its data loads.
///
/// Mirrors UIKit's `UITableViewDropPlaceholder`.
public struct DropPlaceholder: Hashable, Sendable {
    /// Where the placeholder is inserted.
    public var insertionIndexPath: IndexPath
    /// The text the placeholder shows.
    public var title: String

    /// Creates a placeholder.
    public init(insertionIndexPath: IndexPath, title: String = "Loading…") {
        self.insertionIndexPath = insertionIndexPath
        self.title = title
    }
}

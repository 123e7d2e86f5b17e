import Foundation

extension IndexPath {
    /// An index path of a row in a section, as UIKit's `IndexPath(item:section:)` (which Foundation on Linux
    /// lacks): on a board, section = list index and item = card index.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section (list index): the first index.
    public var section: Int { self[0] }

    /// The item (card index): the second index.
    public var item: Int { self[1] }
}

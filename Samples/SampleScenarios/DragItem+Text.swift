import BoardDrops
import DragDrop
import DragDropTesting
import ItemProviders

extension DragItem {
    /// An item from another app offering `text` as plain text, as a notes app would.
    static func text(_ text: String) -> DragItem {
        DragItem(itemProvider: ItemProvider(object: text))
    }
}

import Markup

/// Reads one list (`ul`, `ol`, `menu`) of a page, event by event, into its items: a card's lines and the
/// checklist items of the lists nested in it.
///
/// Every element directly inside the list is an item (a `li`, or whatever sloppy markup put there), read as
/// running text by an ``HTMLFlowReader``; a list directly inside the list gives more items at the same level.
/// A list nested anywhere inside an item gives checklist items of that item's card, depth first: each nested
/// item comes before the items of its own nested lists, and its text leaves them out. A checklist item is done
/// when its text holds a checked checkbox; one without text is dropped, its nested items kept. The links in
/// nested items' text go to the item's card (a checklist item holds text only). A hidden item
/// (see ``HTMLFlowReader/isHidden(_:)``) is left out with all it holds, and counted.
///
/// The reader starts inside the list's start tag; ``end()`` says when the list's own end tag came.
struct HTMLListReader {
    /// A card's worth of a list: the lines of the item's own text, and its checklist items in order.
    struct Item {
        var lines: [HTMLLine]
        var checklist: [(text: String, done: Bool)]
        /// The links in the checklist items' text, which a checklist item cannot hold: the card takes them.
        var checklistLinks: [HTMLLine.Link] = []
    }

    /// An element open in the list.
    private enum Frame {
        /// A list: its element children are items.
        case list
        /// An item that is a card.
        case card
        /// An item of a nested list, which fills this checklist entry when it ends.
        case entry(Int)
    }

    /// The items read, in document order.
    private(set) var items: [Item] = []
    private var frames: [Frame] = [.list]
    /// A reader per open item, innermost last; kept when items end so their buffers are reused.
    private var flows: [HTMLFlowReader] = []
    private var openItems = 0
    /// The checklist entries of the card being read; a nested item's text is filled in when it ends.
    private var entries: [(text: String, done: Bool)?] = []
    /// The links of the card's checklist entries read so far.
    private var entryLinks: [HTMLLine.Link] = []

    /// Reads a start tag inside the list.
    mutating func start(_ kind: HTMLElementKind, attributes: [MarkupAttribute]) {
        guard case .list = frames[frames.count - 1] else {
            let flow = openItems - 1
            if case .list = kind, flows[flow].depth > 0, !flows[flow].isSkipping {
                frames.append(.list)
            } else {
                flows[flow].start(kind, attributes: attributes)
            }
            return
        }
        if case .list = kind {
            frames.append(.list)
            return
        }
        if openItems == 0 {
            frames.append(.card)
        } else {
            frames.append(.entry(entries.count))
            entries.append(nil)
        }
        if openItems == flows.count { flows.append(HTMLFlowReader()) }
        openItems += 1
        flows[openItems - 1].start(kind, attributes: attributes)
    }

    /// Reads an end tag inside the list; true when it is the list's own.
    mutating func end() -> Bool {
        let frame = frames[frames.count - 1]
        if case .list = frame {
            frames.removeLast()
            return frames.isEmpty
        }
        let flow = openItems - 1
        flows[flow].end()
        guard flows[flow].depth == 0 else { return false }
        frames.removeLast()
        openItems -= 1
        let lines = flows[flow].takeLines()
        if case .entry(let entry) = frame {
            entries[entry] = (HTMLLine.joinedText(lines), lines.contains { $0.checked == true })
            entryLinks += lines.flatMap(\.links)
        } else {
            items.append(Item(
                lines: lines, checklist: entries.compactMap { $0 }.filter { !$0.text.isEmpty }, checklistLinks: entryLinks))
            entries.removeAll(keepingCapacity: true)
            entryLinks.removeAll(keepingCapacity: true)
        }
        return false
    }

    /// How many hidden elements the list's items left out.
    var hiddenCount: Int { flows.reduce(0) { $0 + $1.hiddenCount } }

    /// Reads a run of UTF-8 text inside the list (text directly inside a list, between items, is dropped).
    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>) {
        if case .list = frames[frames.count - 1] { return }
        flows[openItems - 1].text(bytes)
    }
}

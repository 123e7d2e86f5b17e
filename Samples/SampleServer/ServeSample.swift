import Adapters
import ArgumentParser
import BoardDrops
import DragDrop
import BoardServer
import Boards
import Foundation
import SampleScenarios

/// The sample apps `cardport serve --sample` shows: each with its own board, layout and rules, the same rules
/// the headless samples in `Samples/` run.
enum ServeSample: String, CaseIterable, ExpressibleByArgument {
    /// The Trello-like board (tutorials 000/001): lists side by side; add a list, add an item.
    case trello
    /// The timestamp table (tutorial 002): one table, and an image well beside it.
    case table
    /// "Get me seven" (tutorial 003): one table in sections.
    case sections
    /// Two collections (tutorial 004): the destination above, the source below.
    case collections

    /// The board the sample starts with.
    var initialBoard: Board {
        switch self {
        case .trello: TrelloLikeBoardScenario.initialBoard
        case .table: TimestampReorderScenario.initialBoard
        case .sections: SectionedTeamsScenario.initialBoard
        case .collections: CardCollectionsScenario.initialBoard
        }
    }

    /// The sample's rules and the name of its view.
    var rules: (rules: SeedAppTarget.Rules, view: String) {
        switch self {
        case .trello: (TrelloLikeBoardScenario.rules, "board")
        case .table: (TimestampReorderScenario.rules, "timestamps")
        case .sections: (SectionedTeamsScenario.rules, "teams")
        case .collections: (CardCollectionsScenario.rules, "collections")
        }
    }

    /// How the page lays the sample out.
    func layout() -> ServedLayout {
        switch self {
        case .trello: return ServedLayout(style: .columns, addsListsAndItems: true)
        case .table:
            let well = ImageWell()
            let view = ServedView(
                id: "image-well", title: "Drop an image here", delegate: DropInteraction(delegate: well, view: well.view),
                image: { well.image }, waitForLoad: { well.waitForImage() })
            return ServedLayout(style: .table, views: [view], newRowTitle: { TimestampReorderScenario.timestamp(Date()) })
        case .sections: return ServedLayout(style: .sections)
        case .collections:
            // The tutorial's whole screen takes a drop, its source collection excepted: outside both collections
            // is the destination's.
            return ServedLayout(
                style: .collections, outsideDropsGoTo: 0,
                fadesRefusedDrags: CardCollectionsScenario.rules.fadesPreviewWhereRefused)
        }
    }

    /// The sample's delegate over each document the served board loads, editing through a board target.
    func makeTarget() -> @Sendable (BoardDocument, AdapterRegistry) -> ServedTarget {
        let (rules, view) = self.rules
        return { document, registry in
            let board = BoardDropTarget(document: document, app: ServedBoard.app, registry: registry)
            return ServedTarget(delegate: SeedAppTarget(board: board, rules: rules, viewName: view), board: board)
        }
    }
}

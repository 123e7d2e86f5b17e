import Adapters
import Boards
import BoardDrops
import DragDrop
import DragDropTesting
import Foundation
import ItemProviders
import Testing
import UniformTypes

@Suite("BoardDropTarget: another app's items are copied through the adapter registry")
struct BoardDropTargetImportTests {
    func registryReadingHTML() -> AdapterRegistry {
        let registry = AdapterRegistry.standard()
        registry.register(TestHTMLImporter())
        return registry
    }

    @Test func plainTextFromAnotherAppBecomesCardsAtTheRow() {
        let fixture = Fixture([("Todo", ["A", "B"])])
        let outcome = fixture.stranger.drag(
            items: [DragItem(itemProvider: textProvider("Buy milk\nCall Bob"))],
            over: [DropLocation(section: 0, row: 1, fractionInRow: 0)], of: fixture.endpoint)
        #expect(outcome.operation == .copy)
        #expect(outcome.waitForPlaceholders())
        #expect(titles(fixture.document.board) == [["A", "Buy milk", "Call Bob", "B"]])
    }

    @Test func theRichestReadableRepresentationIsTheOnlyOneLoaded() {
        let fixture = Fixture([("Todo", [])], registry: registryReadingHTML())
        let counter = LoadCounter()
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .html) { done in
            counter.count("public.html")
            done(Data("<ul><li>From HTML</li></ul>".utf8), nil)
            return nil
        }
        provider.registerDataRepresentation(for: .plainText) { done in
            counter.count("public.plain-text")
            done(Data("From text".utf8), nil)
            return nil
        }
        let outcome = fixture.stranger.drag(
            items: [DragItem(itemProvider: provider)], over: [DropLocation(section: 0)], of: fixture.endpoint)
        #expect(outcome.waitForPlaceholders())
        #expect(titles(fixture.document.board) == [["From HTML"]])
        #expect(counter.loaded == ["public.html": 1])
    }

    @Test func withoutAnHTMLReaderThePlainTextIsLoadedInstead() {
        // The standard registry reads HTML since the markup adapters joined it: this registry reads text only.
        let textOnly = AdapterRegistry()
        textOnly.register(PlainTextAdapter())
        let fixture = Fixture([("Todo", [])], registry: textOnly)
        let counter = LoadCounter()
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .html) { done in
            counter.count("public.html")
            done(Data("<p>From HTML</p>".utf8), nil)
            return nil
        }
        provider.registerDataRepresentation(for: .plainText) { done in
            counter.count("public.plain-text")
            done(Data("From text".utf8), nil)
            return nil
        }
        let outcome = fixture.stranger.drag(
            items: [DragItem(itemProvider: provider)], over: [DropLocation(section: 0)], of: fixture.endpoint)
        #expect(outcome.waitForPlaceholders())
        #expect(titles(fixture.document.board) == [["From text"]])
        #expect(counter.loaded == ["public.plain-text": 1])
    }

    @Test func representationsHiddenFromTheDestinationAppAreNeverLoaded() {
        let fixture = Fixture([("Todo", [])], registry: registryReadingHTML())
        let counter = LoadCounter()
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .html, visibility: .ownProcess) { done in
            counter.count("public.html")
            done(Data("<p>Private</p>".utf8), nil)
            return nil
        }
        provider.registerDataRepresentation(for: .plainText, visibility: .all) { done in
            counter.count("public.plain-text")
            done(Data("Public".utf8), nil)
            return nil
        }
        let outcome = DragDropHarness(sourceApp: Apps.stranger).drag(
            items: [DragItem(itemProvider: provider)], over: [DropLocation(section: 0)], of: fixture.endpoint)
        #expect(outcome.waitForPlaceholders())
        #expect(titles(fixture.document.board) == [["Public"]])
        #expect(counter.loaded == ["public.plain-text": 1])
    }

    @Test func aTeamRepresentationReachesAnAppOfTheSameTeamOnly() {
        func drop(from app: AppIdentity) -> [[String]] {
            let fixture = Fixture([("Todo", [])], registry: registryReadingHTML())
            let provider = ItemProvider()
            provider.registerDataRepresentation(for: .html, visibility: .team) { done in
                done(Data("<p>Team</p>".utf8), nil)
                return nil
            }
            provider.registerDataRepresentation(for: .plainText) { done in
                done(Data("Everyone".utf8), nil)
                return nil
            }
            let outcome = DragDropHarness(sourceApp: app).drag(
                items: [DragItem(itemProvider: provider)], over: [DropLocation(section: 0)], of: fixture.endpoint)
            #expect(outcome.waitForPlaceholders())
            return titles(fixture.document.board)
        }
        #expect(drop(from: Apps.teammate) == [["Team"]])
        #expect(drop(from: Apps.stranger) == [["Everyone"]])
    }

    @Test func aLocalObjectNeverCrossesToAnotherApp() {
        let source = Fixture([("Todo", ["Secret card"])])
        let destination = BoardDropTarget(document: BoardDocument(board: makeBoard([("Inbox", [])])), app: Apps.stranger)
        let outcome = source.local.drag(
            rows: [row(0, 0)], over: [DropLocation(section: 0)], of: DropEndpoint(app: Apps.stranger, delegate: destination))
        #expect(outcome.operation == .copy)
        #expect(outcome.waitForPlaceholders())
        #expect(titles(destination.document.board) == [["Secret card"]])
        #expect(titles(source.document.board) == [["Secret card"]])
    }
}

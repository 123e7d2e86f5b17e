import Foundation
import ItemProviders
import Testing
import UniformTypes

@Suite struct VisibilityTests {
    /// A provider with one representation per visibility, most open first.
    func mixedProvider(counter: Counter) -> ItemProvider {
        let provider = ItemProvider()
        provider.registerDataRepresentation(for: .utf8PlainText, visibility: .all,
                                            loadHandler: immediateLoader(Data("all".utf8), counter: counter))
        provider.registerDataRepresentation(for: .html, visibility: .team,
                                            loadHandler: immediateLoader(Data("team".utf8), counter: counter))
        provider.registerDataRepresentation(for: .json, visibility: .group,
                                            loadHandler: immediateLoader(Data("group".utf8), counter: counter))
        provider.registerDataRepresentation(for: .xml, visibility: .ownProcess,
                                            loadHandler: immediateLoader(Data("own".utf8), counter: counter))
        provider.suggestedName = "Board"
        return provider
    }

    @Test func visibilityRulesFollowTeamsAndGroups() {
        let seen = Dictionary(uniqueKeysWithValues: ItemProviderRepresentationVisibility.allCases.map { visibility in
            (visibility, ItemProviderAccessContext.allCases.filter { visibility.isVisible(to: $0) })
        })
        #expect(seen[.all] == [.ownProcess, .sameGroup, .sameTeam, .otherTeam])
        #expect(seen[.team] == [.ownProcess, .sameGroup, .sameTeam])
        #expect(seen[.group] == [.ownProcess, .sameGroup])
        #expect(seen[.ownProcess] == [.ownProcess])
    }

    @Test func viewsShowOnlyWhatEachContextMaySee() {
        let provider = mixedProvider(counter: Counter())
        #expect(provider.view(for: .ownProcess).registeredTypeIdentifiers
            == ["public.utf8-plain-text", "public.html", "public.json", "public.xml"])
        #expect(provider.view(for: .sameGroup).registeredTypeIdentifiers
            == ["public.utf8-plain-text", "public.html", "public.json"])
        #expect(provider.view(for: .sameTeam).registeredTypeIdentifiers == ["public.utf8-plain-text", "public.html"])
        #expect(provider.view(for: .otherTeam).registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.registeredTypeIdentifiers(visibleTo: .sameTeam) == ["public.utf8-plain-text", "public.html"])
        #expect(provider.view(for: .otherTeam).suggestedName == "Board")
        #expect(provider.visibility(forTypeIdentifier: "public.json") == .group)
        #expect(provider.view(for: .sameTeam).visibility(forTypeIdentifier: "public.html") == .team)
    }

    @Test func viewLoadsLazilyThroughTheOriginalLoaderAndHidesTheRest() throws {
        let counter = Counter()
        let provider = mixedProvider(counter: counter)
        let view = provider.view(for: .otherTeam)
        #expect(counter.count == 0)
        let done = Recorder<DataOutcome>()
        view.loadDataRepresentation(for: .text, completionHandler: recordData(done))
        #expect(done.first()?.data == Data("all".utf8))
        #expect(counter.count == 1)
        let hidden = Recorder<DataOutcome>()
        view.loadDataRepresentation(for: .xml, completionHandler: recordData(hidden))
        let error = try #require(hidden.first()?.providerError)
        #expect(error.code == .itemUnavailable)
        #expect(error.offeredTypes == ["public.utf8-plain-text"], "a hidden type is not named to another team")
        #expect(counter.count == 1)
    }

    @Test func objectVisibilityIsTheMoreClosedOfBoth() {
        let provider = ItemProvider()
        provider.registerObject(Secret(), visibility: .team)
        #expect(provider.visibility(forTypeIdentifier: "public.utf8-plain-text") == .team)
        #expect(provider.visibility(forTypeIdentifier: "public.json") == .ownProcess)
        #expect(provider.view(for: .sameTeam).registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.view(for: .otherTeam).registeredTypeIdentifiers.isEmpty)
    }
}

/// A value whose JSON form stays in its own process.
struct Secret: ItemProviderWriting {
    static let writableTypeIdentifiersForItemProvider = ["public.utf8-plain-text", "public.json"]

    static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> ItemProviderRepresentationVisibility {
        typeIdentifier == "public.json" ? .ownProcess : .all
    }

    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        completionHandler(Data("secret".utf8), nil)
        return nil
    }
}

import Foundation
import ItemProviders
import Testing
import UniformTypes

@Suite struct AsyncLoadingTests {
    @Test func loadsDataObjectsAndFiles() async throws {
        let provider = ItemProvider(object: "Ship it")
        provider.suggestedName = "Note"
        #expect(try await provider.loadData(for: .utf8PlainText) == Data("Ship it".utf8))
        #expect(try await provider.loadObject(ofClass: String.self) == "Ship it")
        let file = try await provider.loadFile(for: .utf8PlainText)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        #expect(try Data(contentsOf: file) == Data("Ship it".utf8), "the caller owns the file after the load")
    }

    @Test func errorsAreThrown() async throws {
        let provider = ItemProvider(item: Data("x".utf8), typeIdentifier: UTType.html.identifier)
        let error = await #expect(throws: ItemProviderError.self) { try await provider.loadData(for: .png) }
        #expect(error?.code == .itemUnavailable)
    }

    @Test func timeoutNamesTheRepresentationThatDidNotArrive() async throws {
        let provider = ItemProvider()
        let loaderProgress = Progress.discreteProgress(totalUnitCount: 1)
        provider.registerDataRepresentation(for: .png) { _ in nil }
        provider.registerDataRepresentation(for: .html) { _ in loaderProgress }  // never calls back
        let error = await #expect(throws: ItemProviderError.self) {
            try await provider.loadData(for: .text, timeout: .milliseconds(50))
        }
        #expect(error?.code == .timedOut)
        #expect(error?.representation == "public.html")
        #expect(error?.message.contains("public.html") == true)
        #expect(error?.message.contains("public.text") == true)
        await drainLoaderQueue()
        #expect(loaderProgress.isCancelled, "the timed-out load cancels its loader")
    }

    @Test func timeoutDoesNotFireForALoadThatArrives() async throws {
        let provider = ItemProvider(item: Data("in time".utf8), typeIdentifier: UTType.plainText.identifier)
        #expect(try await provider.loadData(for: .plainText, timeout: .seconds(30)) == Data("in time".utf8))
    }

    @Test func taskCancellationCancelsTheLoad() async throws {
        let provider = ItemProvider()
        let loaderProgress = Progress.discreteProgress(totalUnitCount: 1)
        let started = Recorder<Bool>()
        provider.registerDataRepresentation(for: .plainText) { _ in
            started.record(true)
            return loaderProgress  // never calls back
        }
        let task = Task { try await provider.loadData(for: .plainText) }
        // The task needs a thread of Swift's cooperative pool to start, and on a 2-core machine other suites'
        // tests may hold both for a while (a full run under the thread sanitizer took minutes): wait long.
        #expect(await started.waited(seconds: 300))
        task.cancel()
        let result = await task.result
        #expect((result.failure as? ItemProviderError)?.code == .cancelled)
        await drainLoaderQueue()
        #expect(loaderProgress.isCancelled)
    }

    @Test func alreadyCancelledTaskThrowsCancelled() async throws {
        let provider = ItemProvider(item: Data("x".utf8), typeIdentifier: UTType.plainText.identifier)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await provider.loadData(for: .plainText)
        }
        let result = await task.result
        // The load may have completed before the cancellation reached it; either way it completes once.
        if case .failure(let error) = result {
            #expect((error as? ItemProviderError)?.code == .cancelled)
        }
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

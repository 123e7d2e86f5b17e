import DragDrop
import Foundation
import ItemProviders
import UniformTypes

/// A representation whose load a test paces by hand: it reports progress when told and delivers its bytes
/// only when released, as a large file from another app would.
///
/// Register it on a provider, start the drop, wait until the load is under way with ``waitUntilFollowed(timeout:)``
/// (after that, progress reported here is what the load's `Progress` shows), report progress with
/// ``report(_:)``, and let the load finish with ``finish()``. Safe from any thread.
public final class SlowLoad: Sendable {
    /// The load's own progress, in `totalUnitCount` steps.
    public let progress: Progress
    private let data: Data
    private let followed = DispatchSemaphore(value: 0)
    private let released = DispatchSemaphore(value: 0)

    /// A load that will deliver `data` in `steps` steps.
    public init(data: Data, steps: Int64 = 10) {
        self.data = data
        self.progress = TreeProgress(totalUnitCount: steps)
    }

    /// Registers the load on `provider` as a data representation of `type`.
    public func register(on provider: ItemProvider, as type: UTType) {
        provider.registerDataRepresentation(for: type) { [self] done in
            // A barrier on the loaders' queue runs once this handler has returned and the provider follows
            // the progress returned below.
            ItemProvider.loaderQueue.async(flags: .barrier) { self.followed.signal() }
            DispatchQueue.global().async {
                self.released.wait()
                self.progress.completedUnitCount = self.progress.totalUnitCount
                done(self.data, nil)
            }
            return self.progress
        }
    }

    /// Waits until a load has started and its provider follows its progress; false after `timeout`.
    public func waitUntilFollowed(timeout: DispatchTimeInterval = .seconds(10)) -> Bool {
        followed.wait(timeout: .now() + timeout) == .success
    }

    /// Reports that `completed` of the load's steps are done.
    public func report(_ completed: Int64) {
        progress.completedUnitCount = completed
    }

    /// Lets the load deliver its bytes.
    public func finish() {
        released.signal()
    }
}

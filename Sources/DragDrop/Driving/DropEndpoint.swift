
/// A drop destination in an app: the app and the delegate of the view the pointer is over.
public struct DropEndpoint: Sendable {
    /// The app the destination belongs to.
    public var app: AppIdentity
    /// The destination's delegate.
    public var delegate: any DropDelegate

    /// Creates an endpoint.
    public init(app: AppIdentity, delegate: any DropDelegate) {
        self.app = app
        self.delegate = delegate
    }
}

/// A window that takes XDND drops, and where its messages go.
///
/// XDND's messages name the target window; they are sent to its proxy when the window has `XdndProxy` naming a
/// window whose own `XdndProxy` names itself (a stale property left by a crashed client does not count), else to
/// the window. The window (or its proxy) must have `XdndAware` with version 3 or later.
struct XdndTarget: Sendable, Equatable {
    /// The window the messages are about.
    var window: UInt32
    /// Where the messages go: the proxy, or the window itself.
    var destination: UInt32
    /// The protocol version both sides speak: the lower of the target's `XdndAware` and Cardport's 5.
    var version: UInt32

    /// The target `candidate` is, or nil when it takes no XDND drops.
    static func resolve(_ candidate: UInt32, on connection: X11Connection) -> XdndTarget? {
        guard candidate != 0 else { return nil }
        let proxyAtom = connection.atom("XdndProxy")
        var destination = candidate
        if let proxy = connection.getProperty(candidate, property: proxyAtom, delete: false)?.values32.first,
           proxy != 0,
           connection.getProperty(proxy, property: proxyAtom, delete: false)?.values32.first == proxy {
            destination = proxy
        }
        guard let aware = connection.getProperty(destination, property: connection.atom("XdndAware"), delete: false),
              let version = aware.values32.first, version >= 3 else {
            return nil
        }
        return XdndTarget(window: candidate, destination: destination, version: min(version, 5))
    }

    /// Whether a message naming `sender` comes from this target (or the proxy it speaks through).
    func sent(_ sender: UInt32) -> Bool {
        sender == window || sender == destination
    }
}

import CWayland

/// What the compositor told the clipboard, written by libwayland's callbacks while a dispatch runs.
///
/// Touched only by the thread that dispatches, under the clipboard's lock.
final class WaylandEvents {
    /// The globals the registry announced: name, interface and version.
    var globals: [(name: UInt32, interface: String, version: UInt32)] = []
    /// The types each live offer carries, in the order the owner offered them.
    var offerTypes: [OpaquePointer: [String]] = [:]
    /// The offer that is the selection now, if any.
    var selection: OpaquePointer?
    /// Whether the compositor took the data device away.
    var finished = false
    /// Requests for our own selection's data, not yet answered.
    var sendRequests: [(type: String, fd: Int32)] = []
    /// Whether another client took the selection from us.
    var cancelled = false

    /// The context pointer the callbacks receive.
    var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    static func from(_ context: UnsafeMutableRawPointer?) -> WaylandEvents {
        Unmanaged<WaylandEvents>.fromOpaque(context!).takeUnretainedValue()
    }

    // MARK: The listeners, at stable addresses for as long as the process runs

    nonisolated(unsafe) static let registryListener: UnsafeMutablePointer<cardport_wl_registry_listener> = {
        let listener = UnsafeMutablePointer<cardport_wl_registry_listener>.allocate(capacity: 1)
        listener.initialize(to: cardport_wl_registry_listener(
            global: { context, _, name, interface, version in
                let events = WaylandEvents.from(context)
                events.globals.append((name, interface.map { String(cString: $0) } ?? "", version))
            },
            global_remove: { _, _, _ in }))
        return listener
    }()

    nonisolated(unsafe) static let deviceListener: UnsafeMutablePointer<cardport_wl_device_listener> = {
        let listener = UnsafeMutablePointer<cardport_wl_device_listener>.allocate(capacity: 1)
        listener.initialize(to: cardport_wl_device_listener(
            data_offer: { context, _, offer in
                guard let offer else { return }
                let events = WaylandEvents.from(context)
                events.offerTypes[offer] = []
                _ = cardport_wl_add_listener(offer, WaylandEvents.offerListener, context)
            },
            selection: { context, _, offer in
                let events = WaylandEvents.from(context)
                // The previous selection's offer is ours to destroy once a new one (or none) replaces it.
                for (old, _) in events.offerTypes where old != offer {
                    cardport_wl_destroy(old, 1)
                    events.offerTypes[old] = nil
                }
                events.selection = offer
            },
            finished: { context, _ in
                WaylandEvents.from(context).finished = true
            }))
        return listener
    }()

    nonisolated(unsafe) static let offerListener: UnsafeMutablePointer<cardport_wl_offer_listener> = {
        let listener = UnsafeMutablePointer<cardport_wl_offer_listener>.allocate(capacity: 1)
        listener.initialize(to: cardport_wl_offer_listener(
            offer: { context, offer, type in
                guard let offer, let type else { return }
                WaylandEvents.from(context).offerTypes[offer, default: []].append(String(cString: type))
            }))
        return listener
    }()

    nonisolated(unsafe) static let sourceListener: UnsafeMutablePointer<cardport_wl_source_listener> = {
        let listener = UnsafeMutablePointer<cardport_wl_source_listener>.allocate(capacity: 1)
        listener.initialize(to: cardport_wl_source_listener(
            send: { context, _, type, fd in
                WaylandEvents.from(context).sendRequests.append((type.map { String(cString: $0) } ?? "", fd))
            },
            cancelled: { context, _ in
                WaylandEvents.from(context).cancelled = true
            }))
        return listener
    }()
}

import CWayland

extension WaylandWindow {
    /// The window's listeners, at stable addresses for as long as the process runs. libwayland calls them on the
    /// thread that dispatches (the window's event thread, or its init), with the window as context.
    enum Listeners {
        nonisolated(unsafe) static let wmBase: UnsafeMutablePointer<cardport_xdg_wm_base_listener> = {
            let listener = UnsafeMutablePointer<cardport_xdg_wm_base_listener>.allocate(capacity: 1)
            listener.initialize(to: cardport_xdg_wm_base_listener(
                ping: { context, _, serial in WaylandWindow.from(context).pong(serial) }))
            return listener
        }()

        nonisolated(unsafe) static let xdgSurface: UnsafeMutablePointer<cardport_xdg_surface_listener> = {
            let listener = UnsafeMutablePointer<cardport_xdg_surface_listener>.allocate(capacity: 1)
            listener.initialize(to: cardport_xdg_surface_listener(
                configure: { context, _, serial in
                    let window = WaylandWindow.from(context)
                    window.state.withLock { $0.configureSerial = serial }
                    // During the init nobody handles events yet: the init acknowledges the first configure.
                    guard window.state.withLock({ $0.handler != nil }) else { return }
                    window.acknowledgeConfigure()
                    let (width, height, changed) = window.state.withLock { state in
                        defer { state.announcedSize = (state.width, state.height) }
                        return (state.width, state.height, state.announcedSize.map { $0 != (state.width, state.height) } ?? true)
                    }
                    if changed { window.deliver(.resized(width: width, height: height)) }
                }))
            return listener
        }()

        nonisolated(unsafe) static let toplevel: UnsafeMutablePointer<cardport_xdg_toplevel_listener> = {
            let listener = UnsafeMutablePointer<cardport_xdg_toplevel_listener>.allocate(capacity: 1)
            listener.initialize(to: cardport_xdg_toplevel_listener(
                configure: { context, _, width, height, _ in
                    // Zero: the window chooses; the size takes effect with the xdg_surface configure that follows.
                    guard width > 0, height > 0 else { return }
                    WaylandWindow.from(context).state.withLock { state in
                        state.width = Int(width)
                        state.height = Int(height)
                    }
                },
                close: { context, _ in WaylandWindow.from(context).deliver(.closeRequested) }))
            return listener
        }()

        nonisolated(unsafe) static let device: UnsafeMutablePointer<wl_data_device_listener> = {
            let listener = UnsafeMutablePointer<wl_data_device_listener>.allocate(capacity: 1)
            listener.initialize(to: wl_data_device_listener(
                data_offer: { context, _, offer in
                    guard let offer else { return }
                    WaylandWindow.from(context).state.withLock { $0.offerTypes[UInt(bitPattern: offer)] = [] }
                    _ = cardport_wl_add_listener(offer, WaylandWindow.Listeners.offer, context)
                },
                enter: { context, _, serial, _, x, y, offer in
                    let window = WaylandWindow.from(context)
                    guard let offer else { return }  // A drag within one client carries no offer: not ours.
                    let id = UInt(bitPattern: offer)
                    let types = window.state.withLock { state in
                        state.drag = (id, serial)
                        return state.offerTypes[id] ?? []
                    }
                    window.deliver(.dragEntered(Offer(id: id, types: types), x: wl_fixed_to_double(x), y: wl_fixed_to_double(y)))
                },
                leave: { context, _ in
                    let window = WaylandWindow.from(context)
                    guard let offer = window.state.withLock({ $0.drag?.offer }) else { return }
                    window.deliver(.dragLeft)
                    window.destroyOffer(offer)
                },
                motion: { context, _, _, x, y in
                    let window = WaylandWindow.from(context)
                    guard window.state.withLock({ $0.drag != nil }) else { return }
                    window.deliver(.dragMoved(x: wl_fixed_to_double(x), y: wl_fixed_to_double(y)))
                },
                drop: { context, _ in
                    // The offer outlives the drag: the compositor's leave that follows a drop must not take it.
                    let window = WaylandWindow.from(context)
                    guard window.state.withLock({ state in defer { state.drag = nil }; return state.drag != nil }) else { return }
                    window.deliver(.dropped)
                },
                selection: { context, _, offer in
                    // The clipboard's offers are not the window's business: each is let go when another replaces it.
                    let window = WaylandWindow.from(context)
                    let id = offer.map { UInt(bitPattern: $0) }
                    let previous = window.state.withLock { state in
                        defer { state.selection = id }
                        return state.selection
                    }
                    if let previous, previous != id { window.destroyOffer(previous) }
                }))
            return listener
        }()

        nonisolated(unsafe) static let offer: UnsafeMutablePointer<wl_data_offer_listener> = {
            let listener = UnsafeMutablePointer<wl_data_offer_listener>.allocate(capacity: 1)
            listener.initialize(to: wl_data_offer_listener(
                offer: { context, offer, type in
                    guard let offer, let type else { return }
                    WaylandWindow.from(context).state.withLock {
                        $0.offerTypes[UInt(bitPattern: offer), default: []].append(String(cString: type))
                    }
                },
                source_actions: { context, offer, actions in
                    guard let offer else { return }
                    WaylandWindow.from(context).state.withLock {
                        $0.sourceActions[UInt(bitPattern: offer)] = Actions(rawValue: actions)
                    }
                },
                action: { _, _, _ in }))
            return listener
        }()

        nonisolated(unsafe) static let buffer: UnsafeMutablePointer<wl_buffer_listener> = {
            let listener = UnsafeMutablePointer<wl_buffer_listener>.allocate(capacity: 1)
            listener.initialize(to: wl_buffer_listener(
                release: { context, buffer in
                    guard let buffer else { return }
                    WaylandWindow.from(context).released(buffer)
                }))
            return listener
        }()

        nonisolated(unsafe) static let seat: UnsafeMutablePointer<wl_seat_listener> = {
            let listener = UnsafeMutablePointer<wl_seat_listener>.allocate(capacity: 1)
            listener.initialize(to: wl_seat_listener(
                capabilities: { context, _, capabilities in WaylandWindow.from(context).seatCapabilities(capabilities) },
                name: { _, _, _ in }))
            return listener
        }()

        nonisolated(unsafe) static let pointer: UnsafeMutablePointer<cardport_wl_pointer_listener> = {
            let listener = UnsafeMutablePointer<cardport_wl_pointer_listener>.allocate(capacity: 1)
            listener.initialize(to: cardport_wl_pointer_listener(
                enter: { _, _, _, _, _, _ in },
                leave: { _, _, _, _ in },
                motion: { _, _, _, _, _ in },
                button: { context, _, serial, _, button, state in
                    // The left button (Linux's BTN_LEFT), pressed.
                    guard button == 0x110, state == 1 else { return }
                    WaylandWindow.from(context).deliver(.pressed(serial: serial))
                },
                axis: { _, _, _, _, _ in }))
            return listener
        }()

        nonisolated(unsafe) static let source: UnsafeMutablePointer<wl_data_source_listener> = {
            let listener = UnsafeMutablePointer<wl_data_source_listener>.allocate(capacity: 1)
            listener.initialize(to: wl_data_source_listener(
                target: { context, _, type in
                    WaylandWindow.from(context).deliver(.sourceTarget(type.map { String(cString: $0) }))
                },
                send: { context, _, type, fd in
                    WaylandWindow.from(context).deliver(.sourceSend(type: type.map { String(cString: $0) } ?? "", fd: fd))
                },
                cancelled: { context, _ in WaylandWindow.from(context).deliver(.sourceCancelled) },
                dnd_drop_performed: { context, _ in WaylandWindow.from(context).deliver(.sourceDropped) },
                dnd_finished: { context, _ in WaylandWindow.from(context).deliver(.sourceFinished) },
                action: { context, _, action in WaylandWindow.from(context).deliver(.sourceAction(Actions(rawValue: action))) }))
            return listener
        }()
    }
}

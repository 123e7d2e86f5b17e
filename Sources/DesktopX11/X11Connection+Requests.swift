internal import CXCB
import Foundation

extension X11Connection {
    // MARK: - Atoms

    /// The atom named `name`, interned on first use and cached.
    package func atom(_ name: String) -> UInt32 {
        if let known = state.withLock({ $0.atoms[name] }) { return known }
        let cookie = xcb_intern_atom(xcb.pointer, 0, UInt16(name.utf8.count), name)
        guard let reply = xcb_intern_atom_reply(xcb.pointer, cookie, nil) else { return 0 }
        defer { free(reply) }
        let atom = reply.pointee.atom
        state.withLock { state in
            state.atoms[name] = atom
            state.names[atom] = name
        }
        return atom
    }

    /// The name of `atom`, asked of the server on first use and cached; nil for None or an unknown atom.
    package func atomName(_ atom: UInt32) -> String? {
        guard atom != 0 else { return nil }
        if let known = state.withLock({ $0.names[atom] }) { return known }
        let cookie = xcb_get_atom_name(xcb.pointer, atom)
        guard let reply = xcb_get_atom_name_reply(xcb.pointer, cookie, nil) else { return nil }
        defer { free(reply) }
        let length = Int(xcb_get_atom_name_name_length(reply))
        guard let bytes = xcb_get_atom_name_name(reply) else { return nil }
        let name = String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
        state.withLock { state in
            state.names[atom] = name
            state.atoms[name] = atom
        }
        return name
    }

    // MARK: - Windows

    static func makeWindow(_ xcb: XCBHandle, root: UInt32, visual: UInt32, eventMask: UInt32,
                           x: Int16 = -10, y: Int16 = -10, width: UInt16 = 1, height: UInt16 = 1) -> UInt32 {
        let window = xcb_generate_id(xcb.pointer)
        let values: [UInt32] = [0xffffff, eventMask]
        xcb_create_window(xcb.pointer, UInt8(XCB_COPY_FROM_PARENT), window, root, x, y, width, height, 0,
                          UInt16(XCB_WINDOW_CLASS_INPUT_OUTPUT.rawValue), visual,
                          XCB_CW_BACK_PIXEL.rawValue | XCB_CW_EVENT_MASK.rawValue, values)
        return window
    }

    /// Creates an unmapped window of Cardport's own that receives property changes (selection transfers go
    /// through its properties).
    package func createHiddenWindow() -> UInt32 {
        let window = Self.makeWindow(xcb, root: root, visual: rootVisual,
                                     eventMask: XCB_EVENT_MASK_PROPERTY_CHANGE.rawValue)
        flush()
        return window
    }

    /// The events a window that draws itself needs: exposures.
    package static var drawingEvents: UInt32 { XCB_EVENT_MASK_EXPOSURE.rawValue }

    /// The events a window needs to be dragged from: button presses and releases, and motion while a button is
    /// held.
    package static var pointerDragEvents: UInt32 {
        XCB_EVENT_MASK_BUTTON_PRESS.rawValue | XCB_EVENT_MASK_BUTTON_RELEASE.rawValue
            | XCB_EVENT_MASK_BUTTON_MOTION.rawValue
    }

    /// Creates a visible top-level window titled `title`.
    package func createVisibleWindow(title: String, x: Int16, y: Int16, width: UInt16, height: UInt16,
                                     eventMask: UInt32) -> UInt32 {
        let window = createTopLevelWindow(title: title, x: x, y: y, width: width, height: height, eventMask: eventMask)
        mapWindow(window)
        return window
    }

    /// Creates a top-level window titled `title`, described to the window manager but not yet shown: a window
    /// that draws itself registers its event handler first and then calls ``mapWindow(_:)``, so that its first
    /// `Expose` finds the handler (an event for a window without one is dropped, and without a window manager
    /// nothing exposes it again).
    package func createTopLevelWindow(title: String, x: Int16, y: Int16, width: UInt16, height: UInt16,
                                      eventMask: UInt32) -> UInt32 {
        let window = Self.makeWindow(xcb, root: root, visual: rootVisual,
                                     eventMask: eventMask | XCB_EVENT_MASK_PROPERTY_CHANGE.rawValue
                                        | XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue,
                                     x: x, y: y, width: width, height: height)
        changeProperty(window, property: atom("WM_NAME"), type: atom("STRING"), format: 8, data: Data(title.utf8))
        changeProperty(window, property: atom("_NET_WM_NAME"), type: atom("UTF8_STRING"), format: 8,
                       data: Data(title.utf8))
        describeToWindowManager(window, x: x, y: y, width: width, height: height)
        return window
    }

    /// Shows a window made by ``createTopLevelWindow(title:x:y:width:height:eventMask:)``.
    package func mapWindow(_ window: UInt32) {
        xcb_map_window(xcb.pointer, window)
        flush()
    }

    /// Destroys a window Cardport created.
    package func destroyWindow(_ window: UInt32) {
        xcb_destroy_window(xcb.pointer, window)
        flush()
    }

    /// Asks for property-change events on another client's window (for `INCR` transfers to it).
    package func watchProperties(of window: UInt32) {
        let values: [UInt32] = [XCB_EVENT_MASK_PROPERTY_CHANGE.rawValue]
        xcb_change_window_attributes(xcb.pointer, window, XCB_CW_EVENT_MASK.rawValue, values)
        flush()
    }

    /// Where the window's top-left corner and the point (`rootX`, `rootY`) are relative to each other: the
    /// point in the window's coordinates, or nil when the window is gone.
    package func translate(rootX: Int16, rootY: Int16, to window: UInt32) -> (x: Int16, y: Int16)? {
        let cookie = xcb_translate_coordinates(xcb.pointer, root, window, rootX, rootY)
        guard let reply = xcb_translate_coordinates_reply(xcb.pointer, cookie, nil) else { return nil }
        defer { free(reply) }
        return (reply.pointee.dst_x, reply.pointee.dst_y)
    }

    /// The top-level window under the pointer (a child of the root), or 0 over the bare root.
    package func topLevelWindowUnderPointer() -> UInt32 {
        childUnderPointer(of: root)
    }

    /// The child of `window` under the pointer, or 0 when the pointer is over none of its children.
    package func childUnderPointer(of window: UInt32) -> UInt32 {
        let cookie = xcb_query_pointer(xcb.pointer, window)
        guard let reply = xcb_query_pointer_reply(xcb.pointer, cookie, nil) else { return 0 }
        defer { free(reply) }
        return reply.pointee.child
    }

    /// The application's window under the pointer, as ICCCM finds it: the top-level window under the pointer,
    /// or, under a reparenting window manager (whose frame is the top-level window), the first window below it
    /// on the pointer's path that carries `WM_STATE`. Without a window manager no window has `WM_STATE` and the
    /// top-level window is the application's. 0 over the bare root.
    package func clientWindowUnderPointer() -> UInt32 {
        let topLevel = topLevelWindowUnderPointer()
        guard topLevel != 0 else { return 0 }
        let state = atom("WM_STATE")
        var candidate = topLevel
        // Frames nest a few levels at most; the bound keeps a window tree that changes under us from looping.
        for _ in 0..<16 {
            if let property = getProperty(candidate, property: state, delete: false), property.type != 0 {
                return candidate
            }
            let child = childUnderPointer(of: candidate)
            guard child != 0 else { break }
            candidate = child
        }
        return topLevel
    }

    /// The children of `window`, bottom to top; empty when it has none or is gone.
    package func children(of window: UInt32) -> [UInt32] {
        let cookie = xcb_query_tree(xcb.pointer, window)
        guard let reply = xcb_query_tree_reply(xcb.pointer, cookie, nil) else { return [] }
        defer { free(reply) }
        let count = Int(xcb_query_tree_children_length(reply))
        guard count > 0, let children = xcb_query_tree_children(reply) else { return [] }
        return Array(UnsafeBufferPointer(start: children, count: count))
    }

    /// The window's width and height, or nil when it is gone.
    package func size(of window: UInt32) -> (width: Int, height: Int)? {
        let cookie = xcb_get_geometry(xcb.pointer, window)
        guard let reply = xcb_get_geometry_reply(xcb.pointer, cookie, nil) else { return nil }
        defer { free(reply) }
        return (Int(reply.pointee.width), Int(reply.pointee.height))
    }

    /// The window's title: `_NET_WM_NAME` (UTF-8), else `WM_NAME`; nil when it has neither.
    package func title(of window: UInt32) -> String? {
        for name in ["_NET_WM_NAME", "WM_NAME"] {
            if let property = getProperty(window, property: atom(name), delete: false), property.type != 0,
               property.format == 8 {
                return String(decoding: property.data, as: UTF8.self)
            }
        }
        return nil
    }

    /// Tells a window manager what the window is: its class (`WM_CLASS` "cardport", "Cardport"), the place and
    /// size the user asked for (`WM_NORMAL_HINTS` with user-specified position and size, so a manager honours
    /// `--geometry` instead of placing the window itself), and that it takes `WM_DELETE_WINDOW` (closing the
    /// window through the manager sends a message instead of killing the connection).
    func describeToWindowManager(_ window: UInt32, x: Int16, y: Int16, width: UInt16, height: UInt16) {
        changeProperty(window, property: atom("WM_CLASS"), type: atom("STRING"), format: 8,
                       data: Data("cardport\0Cardport\0".utf8))
        // WM_SIZE_HINTS: flags, x, y, width, height (obsolete but read), min, max, increments, aspects, base,
        // gravity. USPosition (1) | USSize (2) | PPosition (4) | PSize (8).
        var hints = [UInt32](repeating: 0, count: 18)
        hints[0] = 1 | 2 | 4 | 8
        hints[1] = UInt32(bitPattern: Int32(x))
        hints[2] = UInt32(bitPattern: Int32(y))
        hints[3] = UInt32(width)
        hints[4] = UInt32(height)
        changeProperty(window, property: atom("WM_NORMAL_HINTS"), type: atom("WM_SIZE_HINTS"), values: hints)
        changeProperty(window, property: atom("WM_PROTOCOLS"), type: atom("ATOM"), values: [atom("WM_DELETE_WINDOW")])
    }

    // MARK: - Properties

    /// A window property: its type atom, format (8, 16 or 32) and bytes.
    package struct Property: Sendable {
        /// The type atom (0 when the property does not exist).
        package var type: UInt32
        /// Bits per unit.
        package var format: UInt8
        /// The value's bytes.
        package var data: Data

        /// Creates a property value.
        package init(type: UInt32, format: UInt8, data: Data) {
            self.type = type
            self.format = format
            self.data = data
        }

        /// The value as 32-bit units (atoms, integers, windows).
        package var values32: [UInt32] {
            guard format == 32 else { return [] }
            return data.withUnsafeBytes { raw in
                (0..<raw.count / 4).map { raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self) }
            }
        }
    }

    /// Reads the whole of `property` on `window`, deleting it when asked; nil when the window is gone.
    package func getProperty(_ window: UInt32, property: UInt32, delete: Bool) -> Property? {
        let cookie = xcb_get_property(xcb.pointer, delete ? 1 : 0, window, property, 0, 0, UInt32.max / 4)
        guard let reply = xcb_get_property_reply(xcb.pointer, cookie, nil) else { return nil }
        defer { free(reply) }
        let length = Int(xcb_get_property_value_length(reply))
        let data = length > 0
            ? Data(bytes: xcb_get_property_value(reply), count: length) : Data()
        if delete { flush() }
        return Property(type: reply.pointee.type, format: reply.pointee.format, data: data)
    }

    /// Replaces (or, with `append`, extends) `property` on `window`.
    package func changeProperty(_ window: UInt32, property: UInt32, type: UInt32, format: UInt8, data: Data,
                                append: Bool = false) {
        let units = UInt32(data.count / (Int(format) / 8))
        let mode = append ? XCB_PROP_MODE_APPEND : XCB_PROP_MODE_REPLACE
        data.withUnsafeBytes { raw in
            _ = xcb_change_property(xcb.pointer, UInt8(mode.rawValue), window, property, type, format, units,
                                    raw.baseAddress)
        }
    }

    /// Replaces `property` on `window` with 32-bit values.
    package func changeProperty(_ window: UInt32, property: UInt32, type: UInt32, values: [UInt32]) {
        let data = values.withUnsafeBytes { Data($0) }
        changeProperty(window, property: property, type: type, format: 32, data: data)
    }

    /// Deletes `property` on `window`.
    package func deleteProperty(_ window: UInt32, property: UInt32) {
        xcb_delete_property(xcb.pointer, window, property)
    }

    // MARK: - Selections

    /// The window owning `selection`, or 0 when nobody does.
    package func selectionOwner(_ selection: UInt32) -> UInt32 {
        let cookie = xcb_get_selection_owner(xcb.pointer, selection)
        guard let reply = xcb_get_selection_owner_reply(xcb.pointer, cookie, nil) else { return 0 }
        defer { free(reply) }
        return reply.pointee.owner
    }

    /// Makes `window` the owner of `selection` as of `time`.
    package func setSelectionOwner(_ window: UInt32, selection: UInt32, time: UInt32) {
        xcb_set_selection_owner(xcb.pointer, window, selection, time)
        flush()
    }

    /// Asks the owner of `selection` to convert it to `target` into `property` on `requestor`.
    package func convertSelection(_ selection: UInt32, target: UInt32, property: UInt32, requestor: UInt32,
                                  time: UInt32) {
        xcb_convert_selection(xcb.pointer, requestor, selection, target, property, time)
        flush()
    }

    /// Tells `requestor` that its conversion is done: `property` holds the data, or 0 when it was refused.
    package func sendSelectionNotify(requestor: UInt32, selection: UInt32, target: UInt32, property: UInt32,
                                     time: UInt32) {
        var event = xcb_selection_notify_event_t()
        event.response_type = UInt8(XCB_SELECTION_NOTIFY)
        event.time = time
        event.requestor = requestor
        event.selection = selection
        event.target = target
        event.property = property
        send(&event, to: requestor)
    }

    /// Sends a 32-bit client message of `type` about `window` (XDND's messages; five values) to `destination`,
    /// which is `window` itself unless the window named a proxy (`XdndProxy`) to receive its messages.
    package func sendClientMessage(to window: UInt32, via destination: UInt32? = nil, type: UInt32, data: [UInt32]) {
        var event = xcb_client_message_event_t()
        event.response_type = UInt8(XCB_CLIENT_MESSAGE)
        event.format = 32
        event.window = window
        event.type = type
        let d = (data + [0, 0, 0, 0, 0]).prefix(5).map { $0 }
        event.data.data32 = (d[0], d[1], d[2], d[3], d[4])
        send(&event, to: destination ?? window)
    }

    private func send<Event>(_ event: inout Event, to window: UInt32) {
        // Every X event is 32 bytes on the wire; XCB's event structs are exactly that.
        var bytes = [CChar](repeating: 0, count: 32)
        withUnsafeBytes(of: &event) { raw in
            bytes.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: raw.prefix(32))) }
        }
        xcb_send_event(xcb.pointer, 0, window, 0, bytes)
        flush()
    }

    /// Sends buffered requests to the server.
    package func flush() {
        xcb_flush(xcb.pointer)
    }
}

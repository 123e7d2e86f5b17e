/// The X events that selections and XDND are made of, decoded from XCB's wire structs on the event thread.
///
/// Values only: nothing here points into XCB's memory, so an event can be handed to any thread.
package enum X11Event: Sendable {
    /// Someone asks the selection's owner (`owner`) to convert it to `target` into `property` on `requestor`.
    case selectionRequest(time: UInt32, owner: UInt32, requestor: UInt32, selection: UInt32, target: UInt32,
                          property: UInt32)
    /// The owner answered a conversion: `property` on `requestor` holds the data, or is 0 (None) when refused.
    case selectionNotify(time: UInt32, requestor: UInt32, selection: UInt32, target: UInt32, property: UInt32)
    /// `owner` lost the selection to another client.
    case selectionClear(time: UInt32, owner: UInt32, selection: UInt32)
    /// `atom` on `window` was given a new value (`deleted` false) or deleted.
    case propertyNotify(window: UInt32, atom: UInt32, time: UInt32, deleted: Bool)
    /// A client message of `type` sent to `window`, its data as five 32-bit values (XDND speaks in these).
    case clientMessage(window: UInt32, type: UInt32, data: [UInt32])
    /// A pointer button was pressed (`pressed`) or released in `window`, at (`rootX`, `rootY`) on the screen.
    case button(window: UInt32, pressed: Bool, rootX: Int16, rootY: Int16, time: UInt32)
    /// The pointer moved over `window` (or while `window` holds the pointer) to (`rootX`, `rootY`).
    case motion(window: UInt32, rootX: Int16, rootY: Int16, time: UInt32)
    /// `window` was destroyed (by Cardport or by another client, a window manager killing it among them).
    case destroyed(window: UInt32)
    /// Part of `window` must be drawn again (the last of a series of exposures).
    case exposed(window: UInt32)
    /// `window` was resized (or moved) to `width` × `height`.
    case configured(window: UInt32, width: Int, height: Int)

    /// The window the event is about: the one whose handlers receive it.
    var window: UInt32 {
        switch self {
        case .selectionRequest(_, let owner, _, _, _, _): owner
        case .selectionNotify(_, let requestor, _, _, _): requestor
        case .selectionClear(_, let owner, _): owner
        case .propertyNotify(let window, _, _, _): window
        case .clientMessage(let window, _, _): window
        case .button(let window, _, _, _, _): window
        case .motion(let window, _, _, _): window
        case .destroyed(let window): window
        case .exposed(let window): window
        case .configured(let window, _, _): window
        }
    }
}

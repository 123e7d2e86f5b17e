internal import CXCB
import Foundation

/// One rectangle a window of Cardport's draws: a drop zone with its name and a line under it.
package struct PaintedZone: Sendable, Hashable {
    /// How the zone looks: at rest, or under a drag it takes or refuses.
    package enum Look: Sendable, Hashable {
        case idle, accepting, refusing
    }

    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int
    package var title: String
    package var detail: String
    package var look: Look

    package init(x: Int, y: Int, width: Int, height: Int, title: String, detail: String, look: Look) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.title = title
        self.detail = detail
        self.look = look
    }
}

extension X11Connection {
    /// The colours of a zone: its fill and its border, as red, green and blue from 0 to 1.
    private static func colours(_ look: PaintedZone.Look) -> (fill: (Double, Double, Double), border: (Double, Double, Double)) {
        switch look {
        case .idle: ((0.92, 0.93, 0.95), (0.62, 0.65, 0.70))
        case .accepting: ((0.85, 0.93, 0.86), (0.13, 0.55, 0.25))
        case .refusing: ((0.97, 0.88, 0.87), (0.75, 0.15, 0.12))
        }
    }

    /// Draws `zones` on `window` (`width` × `height`) with Cairo on an XCB surface: a light background, each zone
    /// a rounded rectangle coloured by its look, its title in bold and its detail under it, both cut with "…" to
    /// fit. The drawing is made off screen and shown whole. Safe from any thread; nothing is kept between calls.
    package func paint(_ zones: [PaintedZone], on window: UInt32, width: Int, height: Int) {
        guard width > 0, height > 0, let visual = rootVisualType() else { return }
        guard let surface = cairo_xcb_surface_create(xcb.pointer, window, visual, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(surface) }
        keepCairoDevice(of: surface)
        guard let cairo = cairo_create(surface) else { return }
        defer { cairo_destroy(cairo) }
        // Drawn off screen, then shown in one request: the window never shows half a drawing.
        cairo_push_group(cairo)
        Self.draw(zones, cairo)
        cairo_pop_group_to_source(cairo)
        cairo_paint(cairo)
        cairo_surface_flush(surface)
        flush()
    }

    /// Draws `zones` as ``paint(_:on:width:height:)`` does into memory: `width` × `height` pixels of Cairo's
    /// `ARGB32` (premultiplied, native byte order: a Wayland `ARGB8888` buffer), `stride` bytes a row.
    package static func paint(_ zones: [PaintedZone], intoPixels pixels: UnsafeMutableRawPointer, width: Int, height: Int,
                              stride: Int) {
        guard width > 0, height > 0, let surface = cairo_image_surface_create_for_data(
            pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
        else { return }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { return }
        defer { cairo_destroy(cairo) }
        draw(zones, cairo)
        cairo_surface_flush(surface)
    }

    /// The drawing both kinds of surface share: a light background, then each zone.
    private static func draw(_ zones: [PaintedZone], _ cairo: OpaquePointer) {
        cairo_set_source_rgb(cairo, 0.98, 0.98, 0.99)
        cairo_paint(cairo)
        for zone in zones {
            let (fill, border) = Self.colours(zone.look)
            roundedRectangle(cairo, x: Double(zone.x) + 0.5, y: Double(zone.y) + 0.5, width: Double(zone.width) - 1,
                             height: Double(zone.height) - 1, radius: 8)
            cairo_set_source_rgb(cairo, fill.0, fill.1, fill.2)
            cairo_fill_preserve(cairo)
            cairo_set_source_rgb(cairo, border.0, border.1, border.2)
            cairo_set_line_width(cairo, zone.look == .idle ? 1 : 3)
            cairo_stroke(cairo)
            let room = Double(zone.width - 24)
            cairo_set_source_rgb(cairo, 0.09, 0.17, 0.30)
            cairo_select_font_face(cairo, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
            cairo_set_font_size(cairo, 15)
            show(fitted(zone.title, in: room, cairo), cairo, x: zone.x + 12, y: zone.y + 28)
            cairo_select_font_face(cairo, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
            cairo_set_font_size(cairo, 12)
            cairo_set_source_rgb(cairo, 0.31, 0.37, 0.47)
            show(fitted(zone.detail, in: room, cairo), cairo, x: zone.x + 12, y: zone.y + 48)
        }
    }

    /// Keeps a reference to Cairo's device for this connection, the first time something is drawn on it.
    ///
    /// Cairo keeps a connection of its own for every XCB connection it draws on, found again by the XCB
    /// connection's address, until its device is finished; its XCB backend cannot see a connection close. Left
    /// alone, it outlives ``close()``, and a later connection that `malloc` places at the same address is given
    /// the closed one's state: its screens, its surfaces and their X resources.
    private func keepCairoDevice(of surface: OpaquePointer) {
        guard let device = cairo_surface_get_device(surface) else { return }
        state.withLock { state in
            guard state.cairoDevice == 0 else { return }
            state.cairoDevice = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(cairo_device_reference(device))))
        }
    }

    /// Finishes and lets go of Cairo's device for this connection, if anything was drawn: called by ``close()``
    /// before the connection is closed.
    func finishCairoDevice() {
        let address = state.withLock { state in
            defer { state.cairoDevice = 0 }
            return state.cairoDevice
        }
        guard let device = OpaquePointer(bitPattern: address) else { return }
        cairo_device_finish(device)
        cairo_device_destroy(device)
    }

    /// The colours of a row of `window`'s pixels at `y`, from `x` for `width` pixels, as `0xRRGGBB`; nil when the
    /// window is gone or its pixels are not 24- or 32-bit true colour. For tests of what a window shows.
    package func pixels(of window: UInt32, x: Int, y: Int, width: Int) -> [UInt32]? {
        let cookie = xcb_get_image(xcb.pointer, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), window, Int16(x), Int16(y),
                                   UInt16(width), 1, ~0)
        guard let reply = xcb_get_image_reply(xcb.pointer, cookie, nil) else { return nil }
        defer { free(reply) }
        guard reply.pointee.depth >= 24, let data = xcb_get_image_data(reply) else { return nil }
        let length = Int(xcb_get_image_data_length(reply))
        guard length >= width * 4 else { return nil }
        return (0..<width).map { index in
            let pixel = data.advanced(by: index * 4)
            return UInt32(pixel[2]) << 16 | UInt32(pixel[1]) << 8 | UInt32(pixel[0])
        }
    }

    /// The visual of the root window, described as Cairo needs it.
    private func rootVisualType() -> UnsafeMutablePointer<xcb_visualtype_t>? {
        var screens = xcb_setup_roots_iterator(xcb_get_setup(xcb.pointer))
        while screens.rem > 0 {
            var depths = xcb_screen_allowed_depths_iterator(screens.data)
            while depths.rem > 0 {
                var visuals = xcb_depth_visuals_iterator(depths.data)
                while visuals.rem > 0 {
                    if visuals.data.pointee.visual_id == rootVisual { return visuals.data }
                    xcb_visualtype_next(&visuals)
                }
                xcb_depth_next(&depths)
            }
            xcb_screen_next(&screens)
        }
        return nil
    }

    private static func roundedRectangle(_ cairo: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double) {
        let r = min(radius, width / 2, height / 2)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x + width - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cairo, x + width - r, y + height - r, r, 0, Double.pi / 2)
        cairo_arc(cairo, x + r, y + height - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cairo, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
    }

    /// `text` as it fits in `room` points at the current font: whole, or cut at a character with "…".
    private static func fitted(_ text: String, in room: Double, _ cairo: OpaquePointer) -> String {
        func width(_ text: String) -> Double {
            var extents = cairo_text_extents_t()
            cairo_text_extents(cairo, text, &extents)
            return extents.x_advance
        }
        guard width(text) > room else { return text }
        var cut = text
        while !cut.isEmpty, width(cut + "…") > room { cut.removeLast() }
        return cut.isEmpty ? "" : cut + "…"
    }

    private static func show(_ text: String, _ cairo: OpaquePointer, x: Int, y: Int) {
        cairo_move_to(cairo, Double(x), Double(y))
        cairo_show_text(cairo, text)
    }
}

#ifndef CARDPORT_CWAYLAND_SHIM_H
#define CARDPORT_CWAYLAND_SHIM_H

#include <stdint.h>
#include <wayland-client.h>

/* The data-control protocol wlroots compositors (sway, and others built on wlroots) offer to clipboard tools:
   zwlr_data_control_manager_v1, version 1. libwayland-client needs each interface as a table of its messages
   (name, wire signature, the interfaces of object arguments); these tables are written from the protocol's
   specification. Only the signatures and opcodes travel on the wire. */

static const struct wl_interface cardport_wl_data_control_device_interface;
static const struct wl_interface cardport_wl_data_control_source_interface;
static const struct wl_interface cardport_wl_data_control_offer_interface;

static const struct wl_interface *cardport_wl_manager_request_types[] = {
    &cardport_wl_data_control_source_interface,   /* create_data_source: new_id */
    &cardport_wl_data_control_device_interface,   /* get_data_device: new_id, */
    &wl_seat_interface,                           /*   seat */
};
static const struct wl_message cardport_wl_manager_requests[] = {
    {"create_data_source", "n", cardport_wl_manager_request_types + 0},
    {"get_data_device", "no", cardport_wl_manager_request_types + 1},
    {"destroy", "", NULL},
};
static const struct wl_interface cardport_wl_data_control_manager_interface = {
    "zwlr_data_control_manager_v1", 1, 3, cardport_wl_manager_requests, 0, NULL,
};

static const struct wl_interface *cardport_wl_device_types[] = {
    &cardport_wl_data_control_source_interface,   /* set_selection: source */
    &cardport_wl_data_control_offer_interface,    /* data_offer: new_id */
    &cardport_wl_data_control_offer_interface,    /* selection: offer */
};
static const struct wl_message cardport_wl_device_requests[] = {
    {"set_selection", "?o", cardport_wl_device_types + 0},
    {"destroy", "", NULL},
};
static const struct wl_message cardport_wl_device_events[] = {
    {"data_offer", "n", cardport_wl_device_types + 1},
    {"selection", "?o", cardport_wl_device_types + 2},
    {"finished", "", NULL},
};
static const struct wl_interface cardport_wl_data_control_device_interface = {
    "zwlr_data_control_device_v1", 1, 2, cardport_wl_device_requests, 3, cardport_wl_device_events,
};

static const struct wl_interface *cardport_wl_no_types[] = { NULL, NULL };
static const struct wl_message cardport_wl_source_requests[] = {
    {"offer", "s", cardport_wl_no_types},
    {"destroy", "", NULL},
};
static const struct wl_message cardport_wl_source_events[] = {
    {"send", "sh", cardport_wl_no_types},
    {"cancelled", "", NULL},
};
static const struct wl_interface cardport_wl_data_control_source_interface = {
    "zwlr_data_control_source_v1", 1, 2, cardport_wl_source_requests, 2, cardport_wl_source_events,
};

static const struct wl_message cardport_wl_offer_requests[] = {
    {"receive", "sh", cardport_wl_no_types},
    {"destroy", "", NULL},
};
static const struct wl_message cardport_wl_offer_events[] = {
    {"offer", "s", cardport_wl_no_types},
};
static const struct wl_interface cardport_wl_data_control_offer_interface = {
    "zwlr_data_control_offer_v1", 1, 2, cardport_wl_offer_requests, 1, cardport_wl_offer_events,
};

/* Listeners: one function pointer per event, in the protocol's order. */
struct cardport_wl_registry_listener {
    void (*global)(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version);
    void (*global_remove)(void *data, struct wl_registry *registry, uint32_t name);
};
struct cardport_wl_device_listener {
    void (*data_offer)(void *data, struct wl_proxy *device, struct wl_proxy *offer);
    void (*selection)(void *data, struct wl_proxy *device, struct wl_proxy *offer);
    void (*finished)(void *data, struct wl_proxy *device);
};
struct cardport_wl_source_listener {
    void (*send)(void *data, struct wl_proxy *source, const char *mime_type, int32_t fd);
    void (*cancelled)(void *data, struct wl_proxy *source);
};
struct cardport_wl_offer_listener {
    void (*offer)(void *data, struct wl_proxy *offer, const char *mime_type);
};

static inline int cardport_wl_add_listener(struct wl_proxy *proxy, const void *listener, void *data) {
    return wl_proxy_add_listener(proxy, (void (**)(void))listener, data);
}

/* Requests. libwayland's marshalling function is variadic, which Swift cannot call; these wrap it. */
static inline struct wl_registry *cardport_wl_get_registry(struct wl_display *display) {
    return wl_display_get_registry(display);
}
static inline struct wl_proxy *cardport_wl_bind_seat(struct wl_registry *registry, uint32_t name, uint32_t version) {
    return (struct wl_proxy *)wl_registry_bind(registry, name, &wl_seat_interface, version);
}
static inline struct wl_proxy *cardport_wl_bind_data_control(struct wl_registry *registry, uint32_t name) {
    return (struct wl_proxy *)wl_registry_bind(registry, name, &cardport_wl_data_control_manager_interface, 1);
}
static inline struct wl_proxy *cardport_wl_create_source(struct wl_proxy *manager) {
    return wl_proxy_marshal_flags(manager, 0, &cardport_wl_data_control_source_interface,
                                  wl_proxy_get_version(manager), 0, NULL);
}
static inline struct wl_proxy *cardport_wl_get_device(struct wl_proxy *manager, struct wl_proxy *seat) {
    return wl_proxy_marshal_flags(manager, 1, &cardport_wl_data_control_device_interface,
                                  wl_proxy_get_version(manager), 0, NULL, seat);
}
static inline void cardport_wl_set_selection(struct wl_proxy *device, struct wl_proxy *source) {
    wl_proxy_marshal_flags(device, 0, NULL, wl_proxy_get_version(device), 0, source);
}
static inline void cardport_wl_source_offer(struct wl_proxy *source, const char *mime_type) {
    wl_proxy_marshal_flags(source, 0, NULL, wl_proxy_get_version(source), 0, mime_type);
}
static inline void cardport_wl_offer_receive(struct wl_proxy *offer, const char *mime_type, int32_t fd) {
    wl_proxy_marshal_flags(offer, 0, NULL, wl_proxy_get_version(offer), 0, mime_type, fd);
}
/* The destructors: request 1 of device, source and offer, request 2 of the manager. */
static inline void cardport_wl_destroy(struct wl_proxy *proxy, uint32_t opcode) {
    wl_proxy_marshal_flags(proxy, opcode, NULL, wl_proxy_get_version(proxy), WL_MARSHAL_FLAG_DESTROY);
}
static inline void cardport_wl_seat_release(struct wl_proxy *seat) {
    wl_proxy_destroy(seat);
}

/* xdg-shell (stable), the windows of a Wayland desktop: xdg_wm_base, xdg_surface and xdg_toplevel, version 2 (the
   messages of versions 1 and 2 are the same; later versions add events Cardport does not ask for). Written from
   wayland-protocols' stable/xdg-shell/xdg-shell.xml, message by message in its order, which gives the opcodes.
   xdg_positioner and xdg_popup appear only as the types of requests Cardport never sends (create_positioner,
   get_popup), so their tables name them and list no messages. */

static const struct wl_interface cardport_xdg_positioner_interface;
static const struct wl_interface cardport_xdg_popup_interface;
static const struct wl_interface cardport_xdg_surface_interface;
static const struct wl_interface cardport_xdg_toplevel_interface;

static const struct wl_interface cardport_xdg_positioner_interface = { "xdg_positioner", 2, 0, NULL, 0, NULL };
static const struct wl_interface cardport_xdg_popup_interface = { "xdg_popup", 2, 0, NULL, 0, NULL };

static const struct wl_interface *cardport_xdg_types[] = {
    NULL, NULL, NULL, NULL,                      /* 0: no object arguments (uint, int, string, array) */
    &cardport_xdg_positioner_interface,          /* 4: xdg_wm_base.create_positioner: new_id */
    &cardport_xdg_surface_interface,             /* 5: xdg_wm_base.get_xdg_surface: new_id, */
    &wl_surface_interface,                       /* 6:   surface */
    &cardport_xdg_toplevel_interface,            /* 7: xdg_surface.get_toplevel: new_id */
    &cardport_xdg_popup_interface,               /* 8: xdg_surface.get_popup: new_id, */
    &cardport_xdg_surface_interface,             /* 9:   parent (may be null), */
    &cardport_xdg_positioner_interface,          /* 10:  positioner */
    &cardport_xdg_toplevel_interface,            /* 11: xdg_toplevel.set_parent: parent (may be null) */
    &wl_seat_interface, NULL, NULL, NULL,        /* 12: xdg_toplevel.show_window_menu: seat, serial, x, y */
    &wl_seat_interface, NULL,                    /* 16: xdg_toplevel.move: seat, serial */
    &wl_seat_interface, NULL, NULL,              /* 18: xdg_toplevel.resize: seat, serial, edges */
    &wl_output_interface,                        /* 21: xdg_toplevel.set_fullscreen: output (may be null) */
};

static const struct wl_message cardport_xdg_wm_base_requests[] = {
    {"destroy", "", cardport_xdg_types + 0},
    {"create_positioner", "n", cardport_xdg_types + 4},
    {"get_xdg_surface", "no", cardport_xdg_types + 5},
    {"pong", "u", cardport_xdg_types + 0},
};
static const struct wl_message cardport_xdg_wm_base_events[] = {
    {"ping", "u", cardport_xdg_types + 0},
};
static const struct wl_interface cardport_xdg_wm_base_interface = {
    "xdg_wm_base", 2, 4, cardport_xdg_wm_base_requests, 1, cardport_xdg_wm_base_events,
};

static const struct wl_message cardport_xdg_surface_requests[] = {
    {"destroy", "", cardport_xdg_types + 0},
    {"get_toplevel", "n", cardport_xdg_types + 7},
    {"get_popup", "n?oo", cardport_xdg_types + 8},
    {"set_window_geometry", "iiii", cardport_xdg_types + 0},
    {"ack_configure", "u", cardport_xdg_types + 0},
};
static const struct wl_message cardport_xdg_surface_events[] = {
    {"configure", "u", cardport_xdg_types + 0},
};
static const struct wl_interface cardport_xdg_surface_interface = {
    "xdg_surface", 2, 5, cardport_xdg_surface_requests, 1, cardport_xdg_surface_events,
};

static const struct wl_message cardport_xdg_toplevel_requests[] = {
    {"destroy", "", cardport_xdg_types + 0},
    {"set_parent", "?o", cardport_xdg_types + 11},
    {"set_title", "s", cardport_xdg_types + 0},
    {"set_app_id", "s", cardport_xdg_types + 0},
    {"show_window_menu", "ouii", cardport_xdg_types + 12},
    {"move", "ou", cardport_xdg_types + 16},
    {"resize", "ouu", cardport_xdg_types + 18},
    {"set_max_size", "ii", cardport_xdg_types + 0},
    {"set_min_size", "ii", cardport_xdg_types + 0},
    {"set_maximized", "", cardport_xdg_types + 0},
    {"unset_maximized", "", cardport_xdg_types + 0},
    {"set_fullscreen", "?o", cardport_xdg_types + 21},
    {"unset_fullscreen", "", cardport_xdg_types + 0},
    {"set_minimized", "", cardport_xdg_types + 0},
};
static const struct wl_message cardport_xdg_toplevel_events[] = {
    {"configure", "iia", cardport_xdg_types + 0},
    {"close", "", cardport_xdg_types + 0},
};
static const struct wl_interface cardport_xdg_toplevel_interface = {
    "xdg_toplevel", 2, 14, cardport_xdg_toplevel_requests, 2, cardport_xdg_toplevel_events,
};

struct cardport_xdg_wm_base_listener {
    void (*ping)(void *data, struct wl_proxy *wm_base, uint32_t serial);
};
struct cardport_xdg_surface_listener {
    void (*configure)(void *data, struct wl_proxy *surface, uint32_t serial);
};
struct cardport_xdg_toplevel_listener {
    void (*configure)(void *data, struct wl_proxy *toplevel, int32_t width, int32_t height, struct wl_array *states);
    void (*close)(void *data, struct wl_proxy *toplevel);
};

static inline struct wl_proxy *cardport_xdg_bind_wm_base(struct wl_registry *registry, uint32_t name, uint32_t version) {
    return (struct wl_proxy *)wl_registry_bind(registry, name, &cardport_xdg_wm_base_interface, version);
}
static inline void cardport_xdg_wm_base_pong(struct wl_proxy *wm_base, uint32_t serial) {
    wl_proxy_marshal_flags(wm_base, 3, NULL, wl_proxy_get_version(wm_base), 0, serial);
}
static inline struct wl_proxy *cardport_xdg_get_xdg_surface(struct wl_proxy *wm_base, struct wl_surface *surface) {
    return wl_proxy_marshal_flags(wm_base, 2, &cardport_xdg_surface_interface, wl_proxy_get_version(wm_base), 0,
                                  NULL, surface);
}
static inline struct wl_proxy *cardport_xdg_get_toplevel(struct wl_proxy *xdg_surface) {
    return wl_proxy_marshal_flags(xdg_surface, 1, &cardport_xdg_toplevel_interface, wl_proxy_get_version(xdg_surface),
                                  0, NULL);
}
static inline void cardport_xdg_surface_ack_configure(struct wl_proxy *xdg_surface, uint32_t serial) {
    wl_proxy_marshal_flags(xdg_surface, 4, NULL, wl_proxy_get_version(xdg_surface), 0, serial);
}
static inline void cardport_xdg_toplevel_set_title(struct wl_proxy *toplevel, const char *title) {
    wl_proxy_marshal_flags(toplevel, 2, NULL, wl_proxy_get_version(toplevel), 0, title);
}
static inline void cardport_xdg_toplevel_set_app_id(struct wl_proxy *toplevel, const char *app_id) {
    wl_proxy_marshal_flags(toplevel, 3, NULL, wl_proxy_get_version(toplevel), 0, app_id);
}
/* The destructors: request 0 of xdg_wm_base, xdg_surface and xdg_toplevel (cardport_wl_destroy(proxy, 0)). */

/* The core protocol's objects a window needs (wl_compositor, wl_shm, wl_data_device_manager) come with
   libwayland-client; these wrap the variadic marshalling of the requests Cardport sends. */
static inline struct wl_proxy *cardport_wl_bind_compositor(struct wl_registry *registry, uint32_t name, uint32_t version) {
    return (struct wl_proxy *)wl_registry_bind(registry, name, &wl_compositor_interface, version);
}
static inline struct wl_proxy *cardport_wl_bind_shm(struct wl_registry *registry, uint32_t name) {
    return (struct wl_proxy *)wl_registry_bind(registry, name, &wl_shm_interface, 1);
}
static inline struct wl_proxy *cardport_wl_bind_data_device_manager(struct wl_registry *registry, uint32_t name,
                                                                    uint32_t version) {
    return (struct wl_proxy *)wl_registry_bind(registry, name, &wl_data_device_manager_interface, version);
}
static inline struct wl_surface *cardport_wl_create_surface(struct wl_proxy *compositor) {
    return wl_compositor_create_surface((struct wl_compositor *)compositor);
}
static inline struct wl_buffer *cardport_wl_shm_buffer(struct wl_proxy *shm, int32_t fd, int32_t width, int32_t height) {
    struct wl_shm_pool *pool = wl_shm_create_pool((struct wl_shm *)shm, fd, width * height * 4);
    struct wl_buffer *buffer = wl_shm_pool_create_buffer(pool, 0, width, height, width * 4, WL_SHM_FORMAT_ARGB8888);
    wl_shm_pool_destroy(pool);
    return buffer;
}
static inline void cardport_wl_buffer_destroy(struct wl_buffer *buffer) { wl_buffer_destroy(buffer); }
static inline void cardport_wl_surface_show(struct wl_surface *surface, struct wl_buffer *buffer, int32_t width,
                                            int32_t height) {
    wl_surface_attach(surface, buffer, 0, 0);
    wl_surface_damage(surface, 0, 0, width, height);
    wl_surface_commit(surface);
}
static inline void cardport_wl_surface_commit(struct wl_surface *surface) { wl_surface_commit(surface); }
static inline void cardport_wl_surface_destroy(struct wl_surface *surface) { wl_surface_destroy(surface); }
static inline struct wl_data_device *cardport_wl_get_data_device(struct wl_proxy *manager, struct wl_proxy *seat) {
    return wl_data_device_manager_get_data_device((struct wl_data_device_manager *)manager, (struct wl_seat *)seat);
}
static inline void cardport_wl_data_device_release(struct wl_data_device *device) { wl_data_device_release(device); }
static inline void cardport_wl_data_offer_accept(struct wl_data_offer *offer, uint32_t serial, const char *mime_type) {
    wl_data_offer_accept(offer, serial, mime_type);
}
static inline void cardport_wl_data_offer_receive(struct wl_data_offer *offer, const char *mime_type, int32_t fd) {
    wl_data_offer_receive(offer, mime_type, fd);
}
static inline void cardport_wl_data_offer_set_actions(struct wl_data_offer *offer, uint32_t actions, uint32_t preferred) {
    wl_data_offer_set_actions(offer, actions, preferred);
}
static inline void cardport_wl_data_offer_finish(struct wl_data_offer *offer) { wl_data_offer_finish(offer); }
static inline void cardport_wl_data_offer_destroy(struct wl_data_offer *offer) { wl_data_offer_destroy(offer); }
/* Dragging out of a window: the seat's pointer (wl_seat version 1, so wl_pointer's events of version 1 only, in the
   protocol's order) gives the press's serial; a wl_data_source offers the types and start_drag begins the drag. */
struct cardport_wl_pointer_listener {
    void (*enter)(void *data, struct wl_proxy *pointer, uint32_t serial, struct wl_surface *surface, wl_fixed_t x,
                  wl_fixed_t y);
    void (*leave)(void *data, struct wl_proxy *pointer, uint32_t serial, struct wl_surface *surface);
    void (*motion)(void *data, struct wl_proxy *pointer, uint32_t time, wl_fixed_t x, wl_fixed_t y);
    void (*button)(void *data, struct wl_proxy *pointer, uint32_t serial, uint32_t time, uint32_t button,
                   uint32_t state);
    void (*axis)(void *data, struct wl_proxy *pointer, uint32_t time, uint32_t axis, wl_fixed_t value);
};
static inline struct wl_proxy *cardport_wl_seat_get_pointer(struct wl_proxy *seat) {
    return (struct wl_proxy *)wl_seat_get_pointer((struct wl_seat *)seat);
}
static inline struct wl_data_source *cardport_wl_create_drag_source(struct wl_proxy *manager) {
    return wl_data_device_manager_create_data_source((struct wl_data_device_manager *)manager);
}
static inline void cardport_wl_drag_source_offer(struct wl_data_source *source, const char *mime_type) {
    wl_data_source_offer(source, mime_type);
}
static inline void cardport_wl_drag_source_set_actions(struct wl_data_source *source, uint32_t actions) {
    wl_data_source_set_actions(source, actions);
}
static inline void cardport_wl_drag_source_destroy(struct wl_data_source *source) { wl_data_source_destroy(source); }
static inline void cardport_wl_start_drag(struct wl_data_device *device, struct wl_data_source *source,
                                          struct wl_surface *origin, uint32_t serial) {
    wl_data_device_start_drag(device, source, origin, NULL, serial);
}

/* wlroots' virtual pointer, zwlr_virtual_pointer_manager_v1 and zwlr_virtual_pointer_v1, version 1: how
   `cardport drag-into` (DesktopWayland's WaylandVirtualPointer) moves the pointer to start and carry a drag on a
   wlroots compositor, and how the tests drag on a headless one, which has no input device.
   Written from wlr-protocols' unstable/wlr-virtual-pointer-unstable-v1.xml, requests in its order. */

static const struct wl_interface cardport_wl_virtual_pointer_interface;

static const struct wl_interface *cardport_wl_virtual_pointer_types[] = {
    NULL, NULL, NULL, NULL, NULL,                /* 0: no object arguments */
    &wl_seat_interface,                          /* 5: create_virtual_pointer: seat (may be null), */
    &cardport_wl_virtual_pointer_interface,      /* 6:   new_id */
};
static const struct wl_message cardport_wl_virtual_pointer_manager_requests[] = {
    {"create_virtual_pointer", "?on", cardport_wl_virtual_pointer_types + 5},
};
static const struct wl_interface cardport_wl_virtual_pointer_manager_interface = {
    "zwlr_virtual_pointer_manager_v1", 1, 1, cardport_wl_virtual_pointer_manager_requests, 0, NULL,
};
static const struct wl_message cardport_wl_virtual_pointer_requests[] = {
    {"motion", "uff", cardport_wl_virtual_pointer_types + 0},
    {"motion_absolute", "uuuuu", cardport_wl_virtual_pointer_types + 0},
    {"button", "uuu", cardport_wl_virtual_pointer_types + 0},
    {"axis", "uuf", cardport_wl_virtual_pointer_types + 0},
    {"frame", "", cardport_wl_virtual_pointer_types + 0},
    {"axis_source", "u", cardport_wl_virtual_pointer_types + 0},
    {"axis_stop", "uu", cardport_wl_virtual_pointer_types + 0},
    {"axis_discrete", "uufi", cardport_wl_virtual_pointer_types + 0},
    {"destroy", "", cardport_wl_virtual_pointer_types + 0},
};
static const struct wl_interface cardport_wl_virtual_pointer_interface = {
    "zwlr_virtual_pointer_v1", 1, 9, cardport_wl_virtual_pointer_requests, 0, NULL,
};

static inline struct wl_proxy *cardport_wl_bind_virtual_pointer_manager(struct wl_registry *registry, uint32_t name) {
    return (struct wl_proxy *)wl_registry_bind(registry, name, &cardport_wl_virtual_pointer_manager_interface, 1);
}
static inline struct wl_proxy *cardport_wl_create_virtual_pointer(struct wl_proxy *manager, struct wl_proxy *seat) {
    return wl_proxy_marshal_flags(manager, 0, &cardport_wl_virtual_pointer_interface, wl_proxy_get_version(manager), 0,
                                  seat, NULL);
}
static inline void cardport_wl_virtual_pointer_motion_absolute(struct wl_proxy *pointer, uint32_t time, uint32_t x,
                                                               uint32_t y, uint32_t x_extent, uint32_t y_extent) {
    wl_proxy_marshal_flags(pointer, 1, NULL, wl_proxy_get_version(pointer), 0, time, x, y, x_extent, y_extent);
}
static inline void cardport_wl_virtual_pointer_button(struct wl_proxy *pointer, uint32_t time, uint32_t button,
                                                      uint32_t state) {
    wl_proxy_marshal_flags(pointer, 2, NULL, wl_proxy_get_version(pointer), 0, time, button, state);
}
static inline void cardport_wl_virtual_pointer_frame(struct wl_proxy *pointer) {
    wl_proxy_marshal_flags(pointer, 4, NULL, wl_proxy_get_version(pointer), 0);
}
/* The virtual pointer's destructor is its request 8: cardport_wl_destroy(pointer, 8). */

#endif

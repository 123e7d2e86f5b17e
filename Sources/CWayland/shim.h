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

#endif

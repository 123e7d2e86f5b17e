// XCB's core protocol header: the X11 connection, atoms, windows, properties and events that DesktopTransfer
// speaks (selections and XDND need nothing beyond the core protocol), and Cairo's XCB surface, which draws the
// drop window. One module for both: cairo-xcb.h includes XCB's headers, which a second module would define again.
#include <xcb/xcb.h>
#include <xcb/xproto.h>
#include <cairo/cairo-xcb.h>
#include <poll.h>

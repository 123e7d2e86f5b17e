// XCB's core protocol header: the X11 connection, atoms, windows, properties and events that DesktopTransfer
// speaks (selections and XDND need nothing beyond the core protocol).
#include <xcb/xcb.h>
#include <xcb/xproto.h>
#include <poll.h>

// The connections and their errors live in DesktopX11 and DesktopWayland (the only modules that import XCB and
// libwayland-client, kept apart from libxml2's ICU); users of DesktopTransfer see them without importing them.
@_exported import DesktopWayland
@_exported import DesktopX11

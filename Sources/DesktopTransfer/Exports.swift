// The connection and its errors live in DesktopX11 (the only module that imports XCB, kept apart from
// libxml2's ICU); users of DesktopTransfer see them without importing it.
@_exported import DesktopX11

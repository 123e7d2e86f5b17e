// The types adapters speak in: callers of Adapters see them without importing the modules themselves.
@_exported import Boards
@_exported import UniformTypes
@_exported import struct Foundation.Data
@_exported import struct Foundation.URL

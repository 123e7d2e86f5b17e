import Foundation
import StreamingJSON

extension SwayIPC {
    /// The windows sway manages and the extent of its layout (all outputs together), from `GET_TREE`.
    public struct Tree: Sendable {
        /// The layout's bounding box: what a virtual pointer's absolute motion spans.
        public var layout: SwayWindow.Rect
        /// Every client window, tiled or floating, in the tree's order.
        public var windows: [SwayWindow]
    }

    /// The windows sway manages now and its layout's extent.
    /// - Throws: ``WaylandError`` `noWindowList` when sway cannot be reached, `connectionLost` when its answer
    ///   is not the tree, `timeout`.
    public func tree() throws(WaylandError) -> Tree {
        let reply = try send(.getTree, payload: Data())
        do {
            return try JSONReader.read(reply, maximumDepth: 256) { reader in
                var tree = Tree(layout: SwayWindow.Rect(x: 0, y: 0, width: 0, height: 0), windows: [])
                let root = try Self.node(&reader, visible: true, into: &tree.windows)
                tree.layout = root.rect
                return tree
            }
        } catch {
            throw WaylandError(.connectionLost, "sway's IPC answered GET_TREE with bad JSON: \(error)")
        }
    }

    /// What one node of the tree says of itself.
    private struct Node {
        var id = 0
        var name: String?
        var appID: String?
        var pid: Int?
        var rect = SwayWindow.Rect(x: 0, y: 0, width: 0, height: 0)
        var windowRect = SwayWindow.Rect(x: 0, y: 0, width: 0, height: 0)
        var visible: Bool?
        var isWindow = false
    }

    /// Reads the node at `reader`, appending the windows in it (and under it) to `windows`.
    private static func node(_ reader: inout JSONReader, visible parentVisible: Bool,
                             into windows: inout [SwayWindow]) throws -> Node {
        var node = Node()
        var children: [SwayWindow] = []
        try reader.forEachMember { reader, key in
            switch key {
            case "id": node.id = try reader.readInteger()
            case "name": node.name = try reader.readOptionalString()
            case "app_id": node.appID = try reader.readOptionalString()
            case "pid": node.pid = try reader.readOptionalInteger()
            case "rect": node.rect = try rect(&reader)
            case "window_rect": node.windowRect = try rect(&reader)
            case "visible": node.visible = try reader.readOptionalBool()
            // A client's window has a shell (xdg_shell or xwayland); containers and workspaces have none.
            case "shell": node.isWindow = try reader.readOptionalString() != nil
            case "nodes", "floating_nodes":
                try reader.forEachElement { reader, _ in _ = try Self.node(&reader, visible: parentVisible, into: &children) }
            default: try reader.skipValue()
            }
        }
        if node.isWindow {
            let content = SwayWindow.Rect(x: node.rect.x + node.windowRect.x, y: node.rect.y + node.windowRect.y,
                                          width: node.windowRect.width > 0 ? node.windowRect.width : node.rect.width,
                                          height: node.windowRect.height > 0 ? node.windowRect.height : node.rect.height)
            windows.append(SwayWindow(id: node.id, name: node.name, appID: node.appID, pid: node.pid, rect: content,
                                      visible: node.visible ?? parentVisible))
        }
        windows += children
        return node
    }

    private static func rect(_ reader: inout JSONReader) throws -> SwayWindow.Rect {
        var rect = SwayWindow.Rect(x: 0, y: 0, width: 0, height: 0)
        try reader.forEachMember { reader, key in
            switch key {
            case "x": rect.x = try reader.readInteger()
            case "y": rect.y = try reader.readInteger()
            case "width": rect.width = try reader.readInteger()
            case "height": rect.height = try reader.readInteger()
            default: try reader.skipValue()
            }
        }
        return rect
    }
}

extension SwayIPC.Tree {
    /// The windows `name` names: the one whose container id it is (when it is all digits), else those whose
    /// title is exactly `name`, else those whose app id is; windows of process `excluded` left out.
    public func windows(named name: String, excludingProcess excluded: Int? = nil) -> [SwayWindow] {
        let candidates = windows.filter { excluded == nil || $0.pid != excluded }
        if !name.isEmpty, name.allSatisfy(\.isASCII), name.allSatisfy(\.isNumber), let id = Int(name),
           let window = candidates.first(where: { $0.id == id }) {
            return [window]
        }
        let titled = candidates.filter { $0.name == name }
        return titled.isEmpty ? candidates.filter { $0.appID == name } : titled
    }
}

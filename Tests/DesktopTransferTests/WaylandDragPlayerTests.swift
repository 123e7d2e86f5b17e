@testable import DesktopTransfer
import DesktopWayland
import Testing

/// When `drag-into` on Wayland leaves a window and enters it again, and where it goes to leave it. The drags
/// themselves are played into GTK 4 in `WaylandWindowCommandTests`.
@Suite("A Wayland drag into a window that lost it")
struct WaylandDragPlayerTests {
    @Test("a window that took a type and then refused it is entered again; one that refused from the start is not")
    func refusedAfterAccepting() {
        #expect(WaylandDragPlayer.refusedAfterAccepting(["text/plain", nil]))
        #expect(WaylandDragPlayer.refusedAfterAccepting([nil, "text/uri-list", "text/uri-list", nil, nil]))
        // A window that takes none of the types has answered: its refusal is what the report says.
        #expect(!WaylandDragPlayer.refusedAfterAccepting([nil, nil]))
        #expect(!WaylandDragPlayer.refusedAfterAccepting([]))
        // A window that refused and then took a type holds it now.
        #expect(!WaylandDragPlayer.refusedAfterAccepting([nil, "text/plain"]))
    }

    /// Windows on one 1024 × 768 output (the last on a second output to its right), and where the drag leaves them.
    static let windows: [(name: String, window: SwayWindow.Rect, layout: SwayWindow.Rect, outside: [Int])] = [
        ("tiled under sway's title bar: the row above its content", SwayWindow.Rect(x: 516, y: 25, width: 508, height: 739),
         SwayWindow.Rect(x: 0, y: 0, width: 1024, height: 768), [770, 24]),
        ("at the top of the output: below it", SwayWindow.Rect(x: 0, y: 0, width: 512, height: 700),
         SwayWindow.Rect(x: 0, y: 0, width: 1024, height: 768), [256, 700]),
        ("as tall as the output: its left", SwayWindow.Rect(x: 100, y: 0, width: 400, height: 768),
         SwayWindow.Rect(x: 0, y: 0, width: 1024, height: 768), [99, 384]),
        ("as tall as the output at its left edge: its right", SwayWindow.Rect(x: 0, y: 0, width: 500, height: 768),
         SwayWindow.Rect(x: 0, y: 0, width: 1024, height: 768), [500, 384]),
        ("filling a second output: the first, in the layout's coordinates", SwayWindow.Rect(x: 1024, y: 0, width: 1024, height: 768),
         SwayWindow.Rect(x: 0, y: 0, width: 2048, height: 768), [1023, 384]),
    ]

    @Test("the drag leaves through the window's title bar, else its nearest side inside the layout",
          arguments: windows.indices)
    func pointOutside(_ index: Int) throws {
        let (name, window, layout, outside) = Self.windows[index]
        let point = try #require(WaylandDragPlayer.pointOutside(window, in: layout), "\(name)")
        #expect([point.x, point.y] == outside, "\(name)")
    }

    @Test("a window that fills the layout has no outside: the drag is not left")
    func fullscreen() {
        let output = SwayWindow.Rect(x: 0, y: 0, width: 1024, height: 768)
        #expect(WaylandDragPlayer.pointOutside(output, in: output) == nil)
    }
}

@testable import DesktopTransfer
import DesktopWayland
import Testing

/// When `drag-into` on Wayland leaves a window and enters it again, and where it goes to leave it. The drags
/// themselves are played into GTK 4 in `WaylandWindowCommandTests`.
@Suite("A Wayland drag into a window that lost it")
struct WaylandDragPlayerTests {
    /// One 1024 × 768 output.
    let layout = SwayWindow.Rect(x: 0, y: 0, width: 1024, height: 768)

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

    @Test("the drag leaves through the window's title bar, else its nearest side inside the layout")
    func pointOutside() throws {
        // Tiled on the right under sway's title bar: the row just above the content, in the middle.
        let tiled = SwayWindow.Rect(x: 516, y: 25, width: 508, height: 739)
        let above = try #require(WaylandDragPlayer.pointOutside(tiled, in: layout))
        #expect(above == (770, 24))
        // At the top of the output: below it.
        let top = SwayWindow.Rect(x: 0, y: 0, width: 512, height: 700)
        let below = try #require(WaylandDragPlayer.pointOutside(top, in: layout))
        #expect(below == (256, 700))
        // As tall as the output: beside it, left first.
        let column = SwayWindow.Rect(x: 100, y: 0, width: 400, height: 768)
        let left = try #require(WaylandDragPlayer.pointOutside(column, in: layout))
        #expect(left == (99, 384))
        let leftColumn = SwayWindow.Rect(x: 0, y: 0, width: 500, height: 768)
        let right = try #require(WaylandDragPlayer.pointOutside(leftColumn, in: layout))
        #expect(right == (500, 384))
        // On a second output to the right, the layout's coordinates, not the output's.
        let wide = SwayWindow.Rect(x: 0, y: 0, width: 2048, height: 768)
        let second = SwayWindow.Rect(x: 1024, y: 0, width: 1024, height: 768)
        let back = try #require(WaylandDragPlayer.pointOutside(second, in: wide))
        #expect(back == (1023, 384))
    }

    @Test("a window that fills the layout has no outside: the drag is not left")
    func fullscreen() {
        #expect(WaylandDragPlayer.pointOutside(layout, in: layout) == nil)
    }
}

@testable import DesktopTransfer
import DesktopTestSupport
import DesktopX11
import DragDrop
import Foundation
import Testing

/// The drop window draws its zones with Cairo: one column per zone, in the window's own pixels.
@Suite("A drop window's zones, drawn")
struct DropZoneDrawingTests {
    /// A delegate that takes nothing: these tests only look.
    final class NoDrops: DropDelegate {
        func canHandle(_ session: DropSession) -> Bool { false }
        func dropSessionDidUpdate(_ session: DropSession, at location: DropLocation) -> DropProposal {
            DropProposal(operation: .forbidden)
        }
        func performDrop(with coordinator: DropCoordinator) {}
    }

    /// The row of `window`'s pixels at `y` as first seen different from the background at its left edge (the
    /// first zone's fill at x 100), or as it is after 30 s.
    private static func firstDrawnRow(
        of window: XdndDropWindow, on connection: X11Connection, y: Int, width: Int
    ) async throws -> [UInt32] {
        var row: [UInt32] = []
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            row = connection.pixels(of: window.window, x: 0, y: y, width: width) ?? []
            if row.count == width, row[100] != row[0] { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        return row
    }

    @Test func zonesAreColumnsOfEqualWidthThatCoverTheWindow() {
        let frames = DropZone.frames(count: 3, width: 600, height: 300)
        #expect(frames.map(\.width) == [189, 189, 189])
        #expect(frames.map(\.x) == [8, 205, 402])
        #expect(frames.allSatisfy { $0.y == 8 && $0.height == 284 })
        // Every x belongs to a zone: the one whose column holds it, or the nearest across a margin.
        #expect([0, 8, 196, 200, 201, 300, 500, 599].map { DropZone.index(atX: $0, count: 3, width: 600) } == [0, 0, 0, 0, 1, 1, 2, 2])
        #expect(DropZone.index(atX: 300, count: 1, width: 600) == 0)
    }

    @Test func theWindowShowsEachZoneAsAColumnWithItsName() async throws {
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        let connection = try X11Connection(displayName: display.name)
        defer { connection.close() }
        let zones = ["To Do", "Doing", "Done"].enumerated().map { index, name in
            DropZone(title: name, detail: "\(index) cards", location: DropLocation(section: index))
        }
        let window = XdndDropWindow(
            connection: connection, title: "zones", x: 0, y: 0, width: 600, height: 300,
            app: AppIdentity(bundleIdentifier: "app.cardport.tests", teamIdentifier: "cardport"),
            delegate: NoDrops(), zones: zones)
        defer { window.close() }
        #expect(window.location(atX: 500, y: 150) == DropLocation(section: 2))
        #expect(window.location(atX: 10, y: 150) == DropLocation(section: 0))

        // Wait for the first exposure to be drawn: the middle row shows the zones' fill on the background.
        // The window draws on its first Expose, which must find its handler: nothing exposes it again.
        let row = try await Self.firstDrawnRow(of: window, on: connection, y: 200, width: 600)
        try #require(row.count == 600)
        let background = row[0], zoneFill = row[100]
        #expect(background != zoneFill)
        // Three runs of the zone's fill, with the background between them.
        var runs = 0
        for (index, pixel) in row.enumerated() where pixel == zoneFill && (index == 0 || row[index - 1] != zoneFill) {
            runs += 1
        }
        #expect(runs == 3, "\(Set(row).map { String($0, radix: 16) })")
        #expect(row[200] == background && row[599] == background)
        // Each zone's title is drawn: dark pixels on its first line of text.
        for frame in DropZone.frames(count: 3, width: 600, height: 300) {
            var dark = 0
            for y in (frame.y + 14)...(frame.y + 30) {
                let line = connection.pixels(of: window.window, x: frame.x, y: y, width: frame.width) ?? []
                dark += line.count { pixel in (pixel >> 16 & 0xff) < 0x80 && (pixel >> 8 & 0xff) < 0x80 }
            }
            #expect(dark > 20, "zone at x \(frame.x)")
        }
    }
    @Test func connectionsOpenedAndClosedOneAfterAnotherEachDrawTheirOwnWindow() async throws {
        // Cairo finds its state for a connection by the connection's address; a closed connection's state must
        // not reach a new one that malloc puts at the same address.
        guard let display = try await VirtualDisplay.startOrExplain() else { return }
        defer { display.stop() }
        for round in 0..<40 {
            let connection = try X11Connection(displayName: display.name)
            let window = XdndDropWindow(
                connection: connection, title: "round \(round)", x: 0, y: 0, width: 300, height: 120,
                app: AppIdentity(bundleIdentifier: "app.cardport.tests", teamIdentifier: "cardport"),
                delegate: NoDrops(), zones: [DropZone(title: "Only", detail: "\(round)", location: DropLocation(section: 0))])
            let row = try await Self.firstDrawnRow(of: window, on: connection, y: 60, width: 300)
            #expect(row.count == 300 && row[100] != row[0], "round \(round): the zone was not drawn")
            window.close()
            connection.close()
        }
    }
}

import DragDrop

/// A part of a drop window that stands for one place drops go, such as a list of a board: drawn as a column
/// with its title and a line under it, and the location a drop over it is made at.
public struct DropZone: Hashable, Sendable {
    /// The name drawn at the top: a list's name.
    public var title: String
    /// The line drawn under it: how many cards the list holds.
    public var detail: String
    /// Where a drop over the zone goes.
    public var location: DropLocation

    /// Creates a zone.
    /// - Parameters:
    ///   - title: The name drawn at the top.
    ///   - detail: The line drawn under it.
    ///   - location: Where a drop over the zone goes.
    public init(title: String, detail: String = "", location: DropLocation) {
        self.title = title
        self.detail = detail
        self.location = location
    }

    /// The space between zones and around them, in pixels.
    static let margin = 8

    /// The rectangles `count` zones take in a window of `width` × `height`: columns of equal width side by side,
    /// each the window's height less the margins, with the margin between them and around them.
    static func frames(count: Int, width: Int, height: Int) -> [(x: Int, y: Int, width: Int, height: Int)] {
        guard count > 0 else { return [] }
        let column = max(1, (width - margin * (count + 1)) / count)
        return (0..<count).map { index in
            (margin + index * (column + margin), margin, column, max(1, height - 2 * margin))
        }
    }

    /// The index of the zone of `count` whose column holds `x` in a window `width` wide: the nearest column when
    /// `x` is in a margin, so every point of the window belongs to a zone.
    static func index(atX x: Int, count: Int, width: Int) -> Int {
        guard count > 1, width > 0 else { return 0 }
        let frames = frames(count: count, width: width, height: 1)
        return frames.lastIndex { $0.x - margin / 2 <= x } ?? 0
    }

    /// What a drop window draws for `zones` in a window of `width` × `height`: each zone's column, lit green or
    /// red when a drag is over it (`highlight`: its index, and whether the drop there would be taken).
    static func painted(_ zones: [DropZone], width: Int, height: Int, highlight: (zone: Int, accepting: Bool)?)
        -> [PaintedZone]
    {
        let frames = frames(count: zones.count, width: width, height: height)
        return zip(zones, frames).enumerated().map { index, pair in
            let (zone, frame) = pair
            let look: PaintedZone.Look = highlight?.zone != index ? .idle : highlight!.accepting ? .accepting : .refusing
            return PaintedZone(x: frame.x, y: frame.y, width: frame.width, height: frame.height, title: zone.title,
                               detail: zone.detail, look: look)
        }
    }
}

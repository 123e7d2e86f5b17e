/// How a lifted item's preview looks: its visible outline and the colour behind it.
///
/// Mirrors UIKit's `UIDragPreviewParameters`. A drag source gives these per row through
/// ``DragSourceDelegate/dragPreviewParameters(forItemAt:)``; `nil` there means the system's default preview
/// (the whole row, square corners).
public struct DragPreviewParameters: Hashable, Sendable, CustomStringConvertible {
    /// The part of the view the preview shows; `nil` for the whole view.
    public var visiblePath: PreviewPath?
    /// The colour behind the preview's content, as a CSS colour (`"clear"`, `"#ffffff"`); `nil` for the default.
    public var backgroundColor: String?

    /// Creates preview parameters.
    public init(visiblePath: PreviewPath? = nil, backgroundColor: String? = nil) {
        self.visiblePath = visiblePath
        self.backgroundColor = backgroundColor
    }

    /// `rounded 300×44 r10 on clear`.
    public var description: String {
        [visiblePath.map { "\($0)" } ?? "whole view", backgroundColor.map { "on \($0)" }]
            .compactMap { $0 }.joined(separator: " ")
    }
}

/// What another application did with a drag Cardport played into its window (`cardport drag-into`): one report
/// for both desktops, from ``XdndDragPlayer`` on X11 and ``WaylandDragPlayer`` on Wayland.
///
/// The fields keep XDND's names; on Wayland each is what the data source heard from the compositor, as the
/// field says.
public struct DragIntoReport: Sendable, Codable, Equatable {
    /// The window the drag was played into: its X window id, or sway's container id on Wayland.
    public var window: UInt32
    /// The window XDND's messages went to: the target's proxy (`XdndProxy`) or the window itself; on Wayland
    /// the window itself.
    public var messagesWentTo: UInt32
    /// The XDND version both sides spoke; on Wayland the version of `wl_data_device_manager` used.
    public var version: UInt32
    /// The targets (MIME types on Wayland) the drag offered, in the order offered.
    public var offered: [String]
    /// The targets the application asked for, in the order it asked (`TARGETS` and other protocol targets
    /// included), over the whole drag; on Wayland each type a `wl_data_source.send` asked for.
    public var requested: [String]
    /// Whether the application's last `XdndStatus` before the drop accepted it; on Wayland whether, at the
    /// release, it took a type (`wl_data_source.target`) with an action.
    public var accepted: Bool
    /// The action that status named (`XdndActionCopy`, `XdndActionAsk`, …), nil when none; on Wayland the
    /// action the compositor chose with the target (`copy`, `move` or `ask`).
    public var acceptedAction: String?
    /// Whether `XdndDrop` was sent (only after an acceptance); on Wayland whether the source heard
    /// `dnd_drop_performed`.
    public var dropped: Bool
    /// Whether `XdndFinished` arrived in time; on Wayland `dnd_finished`.
    public var finished: Bool
    /// Whether `XdndFinished` said the drop succeeded (version 5; earlier versions say nothing: true); on
    /// Wayland, where a target that fails lets the offer go unfinished, the same as ``finished``.
    public var succeeded: Bool
    /// The action `XdndFinished` named, nil when none; on Wayland the action in force at `dnd_finished`.
    public var finishedAction: String?
    /// Whether the application kept Cardport waiting longer than the timeout for an answer.
    public var timedOut: Bool
    /// On Wayland, the types the application said it would take (`wl_data_source.target`), in order, a repeat
    /// of the one before left out; nil on X11, whose `XdndStatus` names no type.
    public var acceptedTypes: [String]?
    /// On Wayland, how many times the drag left the window and entered it again because the application refused
    /// what it had taken (a GTK 4 drop target forgets a drop when its window is laid out again during the drag);
    /// nil on X11.
    public var enteredAgain: Int?
}

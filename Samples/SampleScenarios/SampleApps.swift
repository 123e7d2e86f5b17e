import BoardDrops
import DragDrop
import DragDropTesting

/// The apps the samples drag between.
public enum SampleApps {
    /// The board app the samples run in.
    public static let board = AppIdentity(bundleIdentifier: "com.example.board", teamIdentifier: "BOARDTEAM")
    /// A notes app of another developer, whose text is dropped onto the board.
    public static let notes = AppIdentity(bundleIdentifier: "org.example.notes", teamIdentifier: "NOTESTEAM")
}

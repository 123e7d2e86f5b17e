import DragDrop
@_exported import CardportTestSupport
import Foundation
import ItemProviders
import UniformTypes

/// Apps the tests drag between.
enum Apps {
    static let board = AppIdentity(bundleIdentifier: "com.example.board", teamIdentifier: "TEAMA", appGroups: ["group.a"])
    static let boardWidget = AppIdentity(bundleIdentifier: "com.example.board.widget", teamIdentifier: "TEAMA", appGroups: ["group.a"])
    static let teammate = AppIdentity(bundleIdentifier: "com.example.mail", teamIdentifier: "TEAMA")
    static let stranger = AppIdentity(bundleIdentifier: "org.other.notes", teamIdentifier: "TEAMB")
}



func row(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

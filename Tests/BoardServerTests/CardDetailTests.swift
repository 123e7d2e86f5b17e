import Boards
import Foundation
import Testing
@testable import BoardServer

/// A card's detail names people as the board's directory shows them.
@Suite struct CardDetailTests {
    @Test func membersAndCommentAuthorsShowTheirDirectoryNames() {
        var card = Card(id: "c", title: "Plan", members: ["p1", "bo", "someone else"])
        card.comments = [Comment(id: "k", author: "p1", date: Date(timeIntervalSince1970: 0), text: "Done")]
        let list = BoardList(id: "l", name: "Doing", cards: [card])
        let board = Board(
            id: "b", name: "B", lists: [list],
            people: [Person(id: "p1", name: "Ada Lovelace"), Person(id: "p2", username: "bo")])
        let html = BoardPage.cardDetail(card, in: list, board: board)
        // By id, by username (a person with no name shows the username), and a name the directory lacks as given.
        #expect(html.contains("<p class=\"people\">Ada Lovelace, bo, someone else</p>"))
        #expect(html.contains("<strong>Ada Lovelace</strong>"))
        #expect(!html.contains(">p1<"))
    }

    @Test func theEditorNamesMembersAndAuthorsAsTheDetailDoes() {
        var card = Card(id: "c", title: "Plan", members: ["p1", "bo", "someone else"])
        card.comments = [Comment(id: "k", author: "bo", date: Date(timeIntervalSince1970: 0), text: "Done")]
        let board = Board(
            id: "b", name: "B", lists: [BoardList(id: "l", name: "Doing", cards: [card])],
            people: [Person(id: "p1", name: "Ada Lovelace"), Person(id: "p2", username: "bo")])
        let people = BoardDirectory(board, cards: false)
        let members = BoardPage.membersSection(card, board: board, people: people)
        // The board's two people, both ticked (one named by id, one by username), and the name it lacks, once.
        #expect(members.components(separatedBy: " checked").count - 1 == 3)
        #expect(members.contains("> Ada Lovelace</label>"))
        #expect(members.contains("> bo</label>"))
        #expect(members.components(separatedBy: "> someone else</label>").count - 1 == 1)
        #expect(BoardPage.commentsSection(card, board: board, people: people).contains("<strong>bo</strong>"))
    }
}

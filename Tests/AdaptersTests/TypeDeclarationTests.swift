import Adapters
import Foundation
import Testing

@Suite struct TypeDeclarationTests {
    @Test func cardportTypesAreDeclaredWithTheirParentsAndTags() {
        #expect(UTType.cardportBoard.identifier == "app.cardport.board")
        #expect(UTType.cardportBoard.isDeclared)
        #expect(UTType.cardportBoard.conforms(to: .json))
        #expect(UTType.cardportBoard.preferredFilenameExtension == "cardport")
        #expect(UTType.cardportBoard.preferredMIMEType == "application/vnd.cardport.board+json")
        #expect(UTType.cardportBoard.declaration?.kind == .exported)
        #expect(UTType.cardportBoardXML.conforms(to: .xml))
        #expect(UTType.cardportBundle.conforms(to: .zip))
        #expect(UTType.cardportBundle.preferredFilenameExtension == "cardportbundle")
        #expect(UTType.cardportBundle.declaration?.kind == .exported)
        #expect(UTType.trelloBoardExport.conforms(to: .json))
        #expect(UTType.trelloBoardExport.declaration?.kind == .imported)
        #expect(UTType.opml.conforms(to: .xml))
        #expect(UTType.jiraIssueXML.conforms(to: .xml))
        #expect(UTType.obsidianKanban.conforms(to: .markdown))
        #expect(UTType.obsidianKanban.conforms(to: .plainText))
    }

    @Test func tagsLeadToTheCardportTypes() {
        _ = UTType.cardportBoard
        #expect(UTType(filenameExtension: "cardport") == .cardportBoard)
        #expect(UTType(filenameExtension: "opml") == .opml)
        #expect(UTType(mimeType: "text/x-opml") == .opml)
        #expect(UTType(filenameExtension: "taskpaper") == .taskPaper)
        #expect(UTType(filenameExtension: "todo") == .plainTasks)
        #expect(UTType.plainTasks.conforms(to: .taskPaper))
        #expect(UTType.todoTxt.conforms(to: .plainText))
        // The general types keep their own extensions.
        #expect(UTType(filenameExtension: "json") == .json)
        #expect(UTType(filenameExtension: "md") == .markdown)
    }

    @Test func aSeparateRegistryGetsTheDeclarationsOnceAndAgainWithoutError() throws {
        let registry = TypeRegistry()
        registry.registerSystemDeclarations()
        try registry.registerCardportDeclarations()
        try registry.registerCardportDeclarations()
        #expect(registry.conforms("com.trello.board-export", to: "public.json"))
        #expect(registry.conforms("md.obsidian.kanban", to: "public.plain-text"))
        #expect(registry.conforms("com.github.aziz.plaintasks", to: "com.hogbaysoftware.taskpaper"))
        #expect(TypeRegistry.cardportDeclarations.count == 19)
        #expect(registry.conforms("com.trello.card", to: "public.json"))
        #expect(registry.conforms("com.github.issues-json", to: "public.json"))
    }
}

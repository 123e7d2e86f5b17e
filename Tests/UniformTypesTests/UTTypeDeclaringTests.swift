import Dispatch
import Synchronization
import Testing
import UniformTypes

@Suite struct UTTypeDeclaringTests {
    @Test func exportedAsDeclaresAnUndeclaredType() throws {
        let type = UTType(exportedAs: "org.cardport.tests.exported-board", conformingTo: .json)
        #expect(type.isDeclared)
        #expect(type.declaration?.kind == .exported)
        #expect(type.conforms(to: .json))
        #expect(type.conforms(to: .text))
        #expect(UTType("org.cardport.tests.exported-board") == type)
    }

    @Test func theDefaultParentIsData() {
        let type = UTType(importedAs: "org.cardport.tests.imported-default")
        #expect(type.declaration?.kind == .imported)
        #expect(type.declaration?.conformsTo == ["public.data"])
        #expect(type.conforms(to: .data))
    }

    @Test func anExistingDeclarationIsKept() {
        let text = UTType(importedAs: "public.plain-text", conformingTo: .image)
        #expect(text == .plainText)
        #expect(!text.conforms(to: .image))
        let again = UTType(exportedAs: "public.plain-text", conformingTo: .image)
        #expect(!again.conforms(to: .image))
    }

    @Test func exportedAsUpgradesAnImportedDeclaration() {
        _ = UTType(importedAs: "org.cardport.tests.upgraded", conformingTo: .text)
        let exported = UTType(exportedAs: "org.cardport.tests.upgraded", conformingTo: .json)
        #expect(exported.declaration?.kind == .exported)
        #expect(exported.conforms(to: .json))
    }

    @Test func anInvalidIdentifierDeclaresNothing() {
        let type = UTType(exportedAs: "not an identifier")
        #expect(!type.isDeclared)
        #expect(!type.conforms(to: .data))
        #expect(type.conforms(to: type))
    }

    @Test func concurrentDeclarationsOfOneTypeAgree() {
        let identifiers = Mutex<Set<String>>([])
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let type = index % 2 == 0
                ? UTType(exportedAs: "org.cardport.tests.raced", conformingTo: .text)
                : UTType(importedAs: "org.cardport.tests.raced", conformingTo: .text)
            identifiers.withLock { _ = $0.insert(type.identifier) }
        }
        #expect(identifiers.withLock { $0 } == ["org.cardport.tests.raced"])
        #expect(UTType("org.cardport.tests.raced")?.declaration?.kind == .exported)
    }
}

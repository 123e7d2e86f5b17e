import Dispatch
import Foundation
import Synchronization
import Testing
import UniformTypes

@Suite struct TypeRegistryTests {
    @Test func anExportedDeclarationReplacesAnImportedOne() throws {
        let registry = TypeRegistry()
        try registry.register(TypeDeclaration(
            identifier: "org.cardport.t", kind: .imported, tags: [.filenameExtension: ["old"]]))
        try registry.register(TypeDeclaration(
            identifier: "ORG.cardport.T", kind: .exported, tags: [.filenameExtension: ["new"]]))
        #expect(registry.declaration(forIdentifier: "org.cardport.t")?.kind == .exported)
        #expect(registry.types(tag: "old", tagClass: .filenameExtension, conformingTo: nil).isEmpty)
        #expect(registry.types(tag: "new", tagClass: .filenameExtension, conformingTo: nil).count == 1)
    }

    @Test func anImportedDeclarationDoesNotReplaceAnything() throws {
        let registry = TypeRegistry()
        try registry.register(TypeDeclaration(identifier: "org.cardport.t", kind: .exported, description: "ours"))
        try registry.register(TypeDeclaration(identifier: "org.cardport.t", kind: .imported, description: "theirs"))
        #expect(registry.declaration(forIdentifier: "org.cardport.t")?.description == "ours")
    }

    @Test func aSecondExportedDeclarationIsAnError() throws {
        let registry = TypeRegistry()
        try registry.register(TypeDeclaration(identifier: "org.cardport.t", kind: .exported))
        #expect {
            try registry.register(TypeDeclaration(identifier: "org.cardport.t", kind: .exported))
        } throws: { ($0 as? TypeRegistryError)?.code == .duplicateExportedDeclaration }
    }

    @Test func aCycleIsReportedAndNothingChanges() throws {
        let registry = TypeRegistry()
        try registry.register(TypeDeclaration(identifier: "org.cardport.a", kind: .exported, conformsTo: ["org.cardport.c"]))
        try registry.register(TypeDeclaration(identifier: "org.cardport.b", kind: .exported, conformsTo: ["org.cardport.a"]))
        #expect {
            try registry.register(TypeDeclaration(identifier: "org.cardport.c", kind: .exported, conformsTo: ["org.cardport.b"]))
        } throws: { error in
            let error = error as? TypeRegistryError
            return error?.code == .cyclicConformance
                && error?.message.contains("org.cardport.c → org.cardport.b → org.cardport.a → org.cardport.c") == true
        }
        #expect(registry.declaration(forIdentifier: "org.cardport.c") == nil)
        #expect(!registry.conforms("org.cardport.c", to: "org.cardport.b"))
    }

    @Test func aTypeNamingItselfIsRejected() {
        #expect {
            try TypeRegistry().register(TypeDeclaration(identifier: "org.a", kind: .exported, conformsTo: ["ORG.A"]))
        } throws: { ($0 as? TypeRegistryError)?.code == .cyclicConformance }
    }

    @Test func registrationInvalidatesConformanceAnswers() throws {
        let registry = TypeRegistry()
        try registry.register(TypeDeclaration(identifier: "org.cardport.child", kind: .exported, conformsTo: ["org.cardport.parent"]))
        #expect(!registry.conforms("org.cardport.child", to: "org.cardport.grandparent"))
        try registry.register(TypeDeclaration(
            identifier: "org.cardport.parent", kind: .exported, conformsTo: ["org.cardport.grandparent"]))
        #expect(registry.conforms("org.cardport.child", to: "org.cardport.grandparent"))
    }

    @Test func concurrentRegistrationsAndQueriesAllLand() throws {
        let registry = TypeRegistry()
        registry.registerSystemDeclarations()
        let count = 400
        let wrongAnswers = Mutex(0)
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: count * 2) { index in
            if index % 2 == 0 {
                let n = index / 2
                let parent = n == 0 ? "public.plain-text" : "org.cardport.concurrent-\(n - 1)"
                do {
                    try registry.register(TypeDeclaration(
                        identifier: "org.cardport.concurrent-\(n)", kind: .exported, conformsTo: [parent],
                        tags: [.filenameExtension: ["cc\(n)"]]))
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            } else {
                // Answers about system types never change while others register.
                let right = registry.conforms("public.utf8-plain-text", to: "public.data")
                    && !registry.conforms("public.html", to: "public.plain-text")
                    && registry.types(tag: "txt", tagClass: .filenameExtension, conformingTo: nil).first?.identifier
                        == "public.plain-text"
                if !right { wrongAnswers.withLock { $0 += 1 } }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        #expect(wrongAnswers.withLock { $0 } == 0)
        for n in 0..<count {
            #expect(registry.conforms("org.cardport.concurrent-\(n)", to: "public.text"))
            #expect(registry.type(tag: "cc\(n)", tagClass: .filenameExtension, conformingTo: nil)?.identifier
                == "org.cardport.concurrent-\(n)")
        }
        #expect(registry.conforms("org.cardport.concurrent-\(count - 1)", to: "org.cardport.concurrent-0"))
    }
}

// The presets Cardport ships: one per tool whose CSV export it knows. The README's table lists the same.

extension CSVPreset {
    /// The built-in presets, most specific signature first (Cardport's own, then Jira, then the others);
    /// ``generic`` is the fallback and is not among them.
    public static let builtIn: [CSVPreset] = [cardport, jira, trello, asana, clickUp, linear, taiga, gitHubProjects, notion]

    /// Cardport's own CSV (what `cardport export --as public.comma-separated-values-text` writes).
    public static let cardport = CSVPreset(
        name: "cardport", displayName: "Cardport",
        signature: [["Card ID"], ["Title"], ["List"], ["Checklist"]],
        columns: [
            .id: ["Card ID"], .title: ["Title"], .list: ["List"], .description: ["Description"],
            .labels: ["Labels"], .assignees: ["Members"], .reporter: ["Reporter"], .start: ["Start"],
            .due: ["Due"], .created: ["Created"], .done: ["Done"], .archived: ["Archived"],
            .parent: ["Parent"], .url: ["URL"], .checklist: ["Checklist"], .attachments: ["Attachments"],
            .board: ["Board"],
        ],
        separator: .newline)

    /// Jira's CSV export ("Export CSV (all fields)"), whose headers follow the exporting user's language: English,
    /// Spanish (Jira Cloud's current `Persona asignada` and the older `Responsable`), French, German, Brazilian
    /// Portuguese and Japanese, as Jira's own translations name the fields. Repeated columns (`Labels`,
    /// `Comment`, `Attachment`, `Watchers`, `Sprint`) all count. Sub-tasks become cards with a parent link.
    public static let jira = CSVPreset(
        name: "jira", displayName: "Jira",
        signature: [
            ["Summary", "Resumen", "Résumé", "Zusammenfassung", "Resumo", "要約"],
            ["Issue key", "Clave de incidencia", "Clé de ticket", "Vorgangsschlüssel", "Chave da item", "Chave do item", "課題キー"],
        ],
        columns: [
            .id: ["Issue id", "ID de la incidencia", "Id. de incidencia", "ID de ticket", "Vorgangs-ID", "ID do item", "課題 ID", "課題ID"],
            .key: ["Issue key", "Clave de incidencia", "Clé de ticket", "Vorgangsschlüssel", "Chave da item", "Chave do item", "課題キー"],
            .title: ["Summary", "Resumen", "Résumé", "Zusammenfassung", "Resumo", "要約"],
            .list: ["Status", "Estado", "État", "Etat", "ステータス"],
            .description: ["Description", "Descripción", "Descriptif", "Beschreibung", "Descrição", "説明"],
            .labels: ["Labels", "Etiquetas", "Étiquettes", "Stichwörter", "ラベル"],
            .type: [
                "Issue Type", "Tipo de Incidencia", "Type de demande", "Type de ticket", "Vorgangstyp", "Tipo de item",
                "課題タイプ",
            ],
            .assignees: ["Assignee", "Persona asignada", "Responsable", "Bearbeiter", "Zugewiesene Person", "Responsável", "担当者"],
            .reporter: ["Reporter", "Informador", "Rapporteur", "Autor", "Relator", "報告者"],
            .due: [
                "Due date", "Due Date", "Fecha de vencimiento", "Fecha límite", "Date d'échéance", "Fälligkeitsdatum",
                "Data limite", "期限",
            ],
            .start: ["Custom field (Start date)", "Campo personalizado (Start date)", "Campo personalizado (Fecha de inicio)"],
            .created: ["Created", "Creada", "Création", "Erstellt", "Criado", "作成日"],
            .done: ["Status Category", "Categoría de estado", "Resolved", "Resuelta", "Résolue", "Erledigt", "Resolvido", "解決日"],
            .priority: ["Priority", "Prioridad", "Priorité", "Priorität", "Prioridade", "優先度"],
            .estimate: [
                "Custom field (Story Points)", "Custom field (Story point estimate)",
                "Campo personalizado (Story Points)", "Campo personalizado (Estimación de puntos de historia)",
            ],
            .milestone: ["Fix versions", "Fix Version/s", "Versiones de corrección"],
            .sprint: ["Sprint"],
            .comments: ["Comment", "Comentario", "Commentaire", "Kommentar", "Comentário", "コメント"],
            .attachments: ["Attachment", "Adjunto", "Pièce jointe", "Anhang", "Anexo", "添付ファイル"],
            .parent: ["Parent id", "Parent", "Parent ID", "ID principal", "Principal"],
            .board: ["Project name", "Nombre del proyecto", "Nom du projet", "Projektname", "Nome do projeto", "プロジェクト名"],
        ],
        separator: .none,
        listOrder: ["Backlog", "To Do", "Selected for Development", "In Progress", "In Review", "Done",
                    "Tareas por hacer", "En curso", "Listo", "Hecho", "A faire", "En cours", "Terminé"])

    /// Trello's own CSV export (a Premium feature): `Card Name`, `List Name`, labels as `name (color)`.
    public static let trello = CSVPreset(
        name: "trello", displayName: "Trello",
        signature: [["Card ID"], ["Card Name"], ["List Name"]],
        columns: [
            .id: ["Card ID"], .title: ["Card Name"], .url: ["Card URL"], .description: ["Card Description"],
            .labels: ["Labels"], .assignees: ["Members"], .due: ["Due Date"], .start: ["Start Date"],
            .attachments: ["Attachment Links"], .list: ["List Name"], .board: ["Board Name"],
            .archived: ["Archived"], .done: ["Due Complete"],
        ])

    /// Asana's project export: sections are lists, `Completed At` marks done, `Parent task` names the parent.
    public static let asana = CSVPreset(
        name: "asana", displayName: "Asana",
        signature: [["Task ID"], ["Section/Column"]],
        columns: [
            .id: ["Task ID"], .title: ["Name"], .list: ["Section/Column"], .description: ["Notes"],
            .assignees: ["Assignee"], .due: ["Due Date"], .start: ["Start Date"], .created: ["Created At"],
            .done: ["Completed At"], .labels: ["Tags"], .parent: ["Parent task"], .board: ["Projects"],
        ])

    /// ClickUp's task export: `[a, b]` lists in cells, statuses as ClickUp's defaults order them.
    public static let clickUp = CSVPreset(
        name: "clickup", displayName: "ClickUp",
        signature: [["Task ID"], ["Task Name"]],
        columns: [
            .id: ["Task ID"], .title: ["Task Name"], .description: ["Task Content"], .list: ["Status"],
            .labels: ["Tags"], .assignees: ["Assignees"], .due: ["Due Date"], .start: ["Start Date"],
            .created: ["Date Created"], .done: ["Date Closed", "Date Done"], .priority: ["Priority"],
            .estimate: ["Time Estimated"], .parent: ["Parent ID"], .attachments: ["Attachments"],
            .comments: ["Comments"], .board: ["List Name"], .url: ["Task URL"],
        ],
        listOrder: ["to do", "open", "in progress", "review", "complete", "closed"])

    /// Linear's issue export: cycles are sprints, `Completed` marks done.
    public static let linear = CSVPreset(
        name: "linear", displayName: "Linear",
        signature: [["ID"], ["Team"], ["Title"], ["Status"], ["Cycle Name", "Cycle Number", "Triaged"]],
        columns: [
            .id: ["ID"], .title: ["Title"], .description: ["Description"], .list: ["Status"],
            .estimate: ["Estimate"], .priority: ["Priority"], .reporter: ["Creator"], .assignees: ["Assignee"],
            .labels: ["Labels"], .sprint: ["Cycle Name"], .milestone: ["Project Milestone"],
            .created: ["Created"], .start: ["Started"], .done: ["Completed"], .archived: ["Archived"],
            .due: ["Due Date"], .parent: ["Parent issue"], .board: ["Project"],
        ],
        listOrder: ["Triage", "Backlog", "Todo", "In Progress", "In Review", "Done", "Canceled", "Duplicate"])

    /// Taiga's user story export (`ref`, `subject`, `is_closed`).
    public static let taiga = CSVPreset(
        name: "taiga", displayName: "Taiga",
        signature: [["ref"], ["subject"], ["is_closed"]],
        columns: [
            .id: ["ref"], .title: ["subject"], .description: ["description"], .list: ["status"],
            .done: ["is_closed"], .assignees: ["assigned_users_full_name", "assigned_to_full_name"],
            .reporter: ["owner_full_name", "owner"], .labels: ["tags"], .due: ["due_date"],
            .created: ["created_date"], .sprint: ["sprint"], .estimate: ["total-points", "total_points"],
            .attachments: ["attachments"],
        ],
        listOrder: ["New", "Ready", "In progress", "Ready for test", "Done", "Archived"])

    /// A GitHub Projects table exported as CSV.
    public static let gitHubProjects = CSVPreset(
        name: "github-projects", displayName: "GitHub Projects",
        signature: [["Title"], ["URL"], ["Assignees"], ["Status"], ["Repository", "Linked pull requests"]],
        columns: [
            .title: ["Title"], .url: ["URL"], .assignees: ["Assignees"], .list: ["Status"],
            .labels: ["Labels"], .milestone: ["Milestone"], .estimate: ["Estimate", "Size"],
            .priority: ["Priority"], .sprint: ["Iteration"], .start: ["Start date"], .due: ["End date", "Target date"],
            .parent: ["Parent issue"],
        ],
        listOrder: ["Backlog", "Todo", "Ready", "In Progress", "In progress", "In Review", "In review", "Done"])

    /// A Notion database exported as CSV: the title property is `Name` (or `Task name`), with Notion's own
    /// columns beside it, or the person property of Notion's templates (`Assign` in the task lists, `Assigned To`
    /// in the roadmap, whose `Date` holds ranges). A database whose title property has another name
    /// (`Project Name`) is known by Notion's own columns (`Created time`, `Last edited time`, `Last edited by`),
    /// and its first column, where Notion writes the title, is the title.
    public static let notion = CSVPreset(
        name: "notion", displayName: "Notion",
        signature: [["Name", "Task name"], ["Created time", "Last edited time", "Assign", "Assigned To", "Date Created"]],
        columns: [
            .title: ["Name", "Task name"], .list: ["Status"], .labels: ["Tags", "Tag", "Labels"],
            .assignees: ["Assign", "Assigned To", "Assignee", "Assignees", "Person"],
            .due: ["Due", "Due date", "Date", "Deadline"],
            .created: ["Created time", "Created", "Date Created"], .priority: ["Priority"],
            .description: ["Description", "Notes"], .reporter: ["Created by"], .done: ["Done", "Completed"],
            .estimate: ["Estimate", "Estimates", "Points"], .sprint: ["Sprint"], .parent: ["Parent item", "Parent task"],
        ],
        listOrder: ["Not started", "In progress", "Done"],
        ownColumns: ["Created time", "Last edited time", "Last edited by"], firstColumnIsTitle: true)

    /// Any other CSV: common column names, in English and Spanish. Needs at least a title column, else
    /// `--map` must name one.
    public static let generic = CSVPreset(
        name: "generic", displayName: "generic CSV", signature: [],
        columns: [
            .id: ["ID", "Id", "Key"],
            .title: ["Title", "Name", "Summary", "Task", "Subject", "Card", "Card Name", "Task Name", "Título", "Titulo", "Nombre", "Tarea"],
            .list: ["Status", "State", "List", "Column", "Stage", "Section", "Lane", "Estado", "Lista", "Columna"],
            .description: ["Description", "Notes", "Details", "Body", "Content", "Descripción", "Descripcion", "Notas"],
            .labels: ["Labels", "Tags", "Label", "Tag", "Etiquetas"],
            .assignees: ["Assignee", "Assignees", "Owner", "Members", "Responsable", "Asignado"],
            .reporter: ["Reporter", "Author", "Creator", "Created by", "Autor"],
            .due: ["Due", "Due date", "Deadline", "Due Date", "Fecha límite", "Vencimiento"],
            .start: ["Start", "Start date", "Fecha de inicio"],
            .created: ["Created", "Created at", "Creation date", "Creado"],
            .done: ["Done", "Completed", "Closed", "Hecho"],
            .priority: ["Priority", "Prioridad"],
            .estimate: ["Estimate", "Points", "Story Points", "Estimación"],
            .milestone: ["Milestone", "Hito"],
            .sprint: ["Sprint", "Iteration"],
            .parent: ["Parent", "Parent ID"],
            .url: ["URL", "Link"],
        ])
}

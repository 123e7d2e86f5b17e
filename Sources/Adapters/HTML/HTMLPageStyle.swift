/// The style sheet of ``HTMLExporter``'s page: inline in the page, no fonts, images or scripts from elsewhere.
enum HTMLPageStyle {
    /// Trello's label colours, by the names Trello exports (`green`, `sky_dark`…; the prefix picks the hue).
    private static let labelColors: [(String, String)] = [
        ("green", "#4bce97"), ("yellow", "#f5cd47"), ("orange", "#fea362"), ("red", "#f87168"),
        ("purple", "#9f8fef"), ("blue", "#579dff"), ("sky", "#6cc3e0"), ("lime", "#94c748"),
        ("pink", "#e774bb"), ("black", "#8590a2"),
    ]

    static let css: String = {
        var css = """
        *{box-sizing:border-box}
        body{margin:0;font:14px/1.4 -apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;\
        background:#0079bf;color:#172b4d}
        .board-header{padding:12px 16px;color:#fff}
        .board-header h1{margin:0 0 4px;font-size:20px}
        .board-header .notes{white-space:pre-wrap;opacity:.9}
        .lists{display:flex;align-items:flex-start;gap:12px;padding:0 16px 16px;overflow-x:auto}
        .list{flex:0 0 272px;background:#ebecf0;border-radius:12px;padding:8px}
        .list[data-archived=true]{opacity:.6}
        .list h2{font-size:14px;margin:4px 8px 8px}
        .card{background:#fff;border-radius:8px;box-shadow:0 1px 1px #091e4240;padding:8px;margin:0 0 8px}
        .card[data-archived=true]{opacity:.6}
        .card h3{font-size:14px;font-weight:500;margin:0;overflow-wrap:anywhere;white-space:pre-wrap}
        .card .notes{white-space:pre-wrap;overflow-wrap:anywhere;color:#44546f;font-size:13px;margin:4px 0}
        .notes:empty{display:none}
        ul.labels,ul.members,ul.attachments,.checklist ul,ol.comments{list-style:none;margin:4px 0;padding:0}
        ul.labels li{display:inline-block;min-width:40px;min-height:8px;border-radius:4px;padding:0 6px;\
        margin:0 4px 4px 0;font-size:12px;font-weight:600;background:#dcdfe4}
        ul.members li{display:inline-block;background:#dfe1e6;border-radius:10px;padding:0 8px;margin-right:4px;font-size:12px}
        .dates{font-size:12px;color:#44546f;margin:4px 0}
        .dates time{white-space:nowrap}
        .dates .done{background:#1f845a;color:#fff;border-radius:3px;padding:0 4px}
        .checklist h4{font-size:12px;margin:6px 0 2px}
        .checklist li[data-done=true] span{text-decoration:line-through;color:#626f86}
        .attachments li,.comments li{font-size:12px;margin:2px 0;overflow-wrap:anywhere}
        .comments .author{font-weight:600}
        .comments div{white-space:pre-wrap}
        .source{font-size:11px;color:#626f86;margin:4px 0 0;overflow-wrap:anywhere}
        """
        for (name, color) in labelColors {
            css += "\n.labels [data-color^=\(name)]{background:\(color)}"
        }
        return css + "\n"
    }()
}

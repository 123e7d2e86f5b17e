// The board page's behaviour. The server decides every rule; this script only reports what the person does
// (where the pointer is, what is dragged, what was dropped) and draws what the server answers.
"use strict";

(function () {
  const CARDPORT_TYPE = "application/vnd.cardport.board+json";
  let localDrag = null;        // { cardIDs, lift, proposal, dropped } while cards of this page are dragged
  let lastKey = null;          // where the last proposal was asked for
  let lastProposal = null;     // the server's answer for lastKey
  let asking = null;           // the key of the proposal request in flight
  const representations = new Map(); // card id -> [{type, data}] for drags out, per board version
  const lifts = new Map();           // card id -> how the server says it looks when lifted, per board version
  let representationsVersion = 0;

  const version = () => Number(document.getElementById("board")?.dataset.version || 0);

  // MARK: - Talking to the server

  async function post(path, body) {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    let answer = {};
    try { answer = await response.json(); } catch (_) { answer = {}; }
    if (response.status === 409) {
      await refresh();
      notify(answer.message || "The board changed elsewhere; it has been reloaded.", "warning");
      return null;
    }
    if (!response.ok) {
      notify(answer.message || ("The server answered " + response.status + "."), "error");
      return null;
    }
    return answer;
  }

  /// As post, for an upload: `progress` hears the fraction sent so far, 0 to 1.
  function postWithProgress(path, body, progress) {
    return new Promise(function (resolve) {
      const request = new XMLHttpRequest();
      request.open("POST", path);
      request.setRequestHeader("Content-Type", "application/json");
      request.upload.onprogress = function (event) {
        if (event.lengthComputable) { progress(event.loaded / Math.max(1, event.total)); }
      };
      request.onload = async function () {
        let answer = {};
        try { answer = JSON.parse(request.responseText); } catch (_) { answer = {}; }
        if (request.status === 409) {
          await refresh();
          notify(answer.message || "The board changed elsewhere; it has been reloaded.", "warning");
          resolve(null);
        } else if (request.status < 200 || request.status >= 300) {
          notify(answer.message || ("The server answered " + request.status + "."), "error");
          resolve(null);
        } else {
          resolve(answer);
        }
      };
      request.onerror = function () { notify("The upload failed.", "error"); resolve(null); };
      request.send(JSON.stringify(body));
    });
  }

  // One redraw at a time, and none when the server draws what is already shown: a change announced live and the
  // answer to the person's own edit both ask for the same drawing, and drawing it twice would replace the field
  // they have just started typing in.
  let redrawing = Promise.resolve();
  let drawn = null;  // the fragment last drawn
  function refresh() {
    redrawing = redrawing.then(redraw, redraw);
    return redrawing;
  }

  async function redraw() {
    const response = await fetch("/fragment", { credentials: "same-origin" });
    if (!response.ok) { return; }
    const html = await response.text();
    if (html === drawn) { return; }
    // A change patched in while the fragment was on its way is newer than the fragment: it stays.
    const fetched = /data-version="(\d+)"/.exec(html.slice(0, 4096));
    if (fetched && Number(fetched[1]) < version()) { return; }
    drawn = html;
    const app = document.getElementById("app");
    const kept = typedFields(app);
    app.innerHTML = html;
    restoreFields(app, kept);
    applyFilter();
    clearIndicators();
    document.dispatchEvent(new CustomEvent("cardport:drawn"));
  }

  /// Brings the page to the version an answer says the board is at: nothing when it shows it already, the
  /// changed cards when the answer says which (`change`), else the whole board fetched again.
  async function settle(answer) {
    if (answer.version === version()) { return; }
    if (patch(answer.change)) { return; }
    await refresh();
  }

  // MARK: - Changes drawn card by card

  function cardNode(id) {
    return document.querySelector('#board .card[data-card-id="' + CSS.escape(id) + '"]');
  }

  function cardsArea(listID) {
    return document.querySelector('#board .list[data-list-id="' + CSS.escape(listID || "") + '"] > .cards');
  }

  // MARK: - Long lists, drawn a screenful at a time

  // The server draws a list's first cards (BoardPage.screenful) and, for a longer list, a sentinel after them;
  // the rest come from GET /board/cards, drawn by the server's own card renderer, as the list is scrolled near
  // its end, and when the filter, the keyboard or a drop needs them. The cards drawn are always the list's first
  // ones, so the next to fetch start at the count drawn; `data-cards` on the list's cards says its real count.
  const BATCH = 200;       // cards asked for at once as a list scrolls
  const MOST = 2000;       // the most the server sends at once
  const NEAR = 600;        // how close (px) the end of the drawn part comes before the next cards are asked for
  const loading = new Map();  // cards area -> the request for its next cards
  const watched = new WeakSet();
  const again = new Set();    // cards areas whose request met another version: asked again once it is drawn

  /// The cards drawn in a list's cards area.
  function cardsIn(area) { return area ? Array.from(area.querySelectorAll(":scope > .card")) : []; }
  /// The list's sentinel (only while part of it is not drawn): where cards drawn last go before.
  function cardsEnd(area) { return area ? area.querySelector(":scope > .more") : null; }
  /// The list's real count of open cards, drawn or not.
  function totalIn(area) {
    const total = Number(area && area.dataset.cards);
    return Number.isFinite(total) && area.dataset.cards !== undefined ? total : cardsIn(area).length;
  }
  /// Whether some of the list's cards are not drawn.
  function partial(area) { return Boolean(cardsEnd(area)) && cardsIn(area).length < totalIn(area); }

  /// Fetches and draws the list's next cards (at least `wanted` when given), after the moves on their way (the
  /// count drawn is then the count at the page's version). Resolves to whether any were drawn; false when the
  /// board moved on meanwhile (the next change is patched in, and the list asked again).
  function loadMore(area, wanted) {
    if (loading.has(area)) { return loading.get(area); }
    const run = editing.then(async function () {
      if (!area.isConnected || !partial(area)) { return false; }
      const from = cardsIn(area).length;
      const at = version();
      const listID = area.closest(".list").dataset.listId;
      const response = await fetch("/board/cards?list=" + encodeURIComponent(listID) + "&from=" + from
        + "&count=" + Math.min(Math.max(wanted || 0, BATCH), MOST) + "&version=" + at, { credentials: "same-origin" });
      if (!response.ok) {
        if (response.status === 409) { again.add(area); }
        return false;
      }
      const html = await response.text();
      if (!area.isConnected || version() !== at || cardsIn(area).length !== from) { again.add(area); return false; }
      const template = document.createElement("template");
      template.innerHTML = html;
      const nodes = Array.from(template.content.children);
      for (const node of nodes) { node.tabIndex = -1; }
      area.insertBefore(template.content, cardsEnd(area));
      if (document.getElementById("board").dataset.filtered === "true") { filterDrawn(); }
      document.dispatchEvent(new CustomEvent("cardport:drawn", { detail: { cards: nodes } }));
      return nodes.length > 0;
    }).catch(function () { return false; }).finally(function () { loading.delete(area); });
    loading.set(area, run);
    return run;
  }

  /// Draws the list's cards until at least `count` are drawn, or all of them.
  async function ensureDrawn(area, count) {
    while (area && area.isConnected && partial(area) && cardsIn(area).length < count) {
      if (!(await loadMore(area, count - cardsIn(area).length))) { return; }
    }
  }

  /// Draws every card of every list (the filter matches the cards as drawn).
  function drawAll() {
    return Promise.all(Array.from(document.querySelectorAll("#board .list > .cards")).map(function (area) {
      return ensureDrawn(area, Infinity);
    }));
  }

  /// Whether the end of the drawn part of the list is within NEAR of what is seen of it.
  function nearEnd(area) {
    const sentinel = cardsEnd(area);
    if (!sentinel || !partial(area)) { return false; }
    const seen = scrolls(area) ? area.getBoundingClientRect().bottom : window.innerHeight;
    return sentinel.getBoundingClientRect().top < seen + NEAR;
  }

  function scrolls(area) { return /(auto|scroll)/.test(getComputedStyle(area).overflowY); }

  function loadNear(area) {
    loadMore(area).then(function (drawn) { if (drawn && nearEnd(area)) { loadNear(area); } });
  }

  /// Each list's sentinel watched, and its aria-setsize / aria-posinset said from the real count while it is
  /// drawn in part; the sentinel goes when the whole list is drawn.
  function tidyLists() {
    for (const area of document.querySelectorAll("#board .list > .cards")) {
      const sentinel = cardsEnd(area);
      if (sentinel && !partial(area)) { sentinel.remove(); }
      if (sentinel && sentinel.isConnected && !watched.has(sentinel)) {
        watched.add(sentinel);
        const observer = new IntersectionObserver(function (entries) {
          if (entries.some(function (entry) { return entry.isIntersecting; })) { loadNear(area); }
        }, { root: scrolls(area) ? area : null, rootMargin: "0px 0px " + NEAR + "px 0px" });
        observer.observe(sentinel);
      }
      if (!sentinel && !area.hasAttribute("data-numbered")) { continue; }
      area.setAttribute("data-numbered", "");
      const total = String(totalIn(area));
      cardsIn(area).forEach(function (card, index) {
        if (card.getAttribute("aria-setsize") !== total) { card.setAttribute("aria-setsize", total); }
        const position = String(index + 1);
        if (card.getAttribute("aria-posinset") !== position) { card.setAttribute("aria-posinset", position); }
      });
      // The sentinel's watcher hears it come near by scrolling or by cards leaving; a request that met another
      // version is made again now that the change is drawn.
      if (again.delete(area) && nearEnd(area)) { loadNear(area); }
    }
  }

  document.addEventListener("cardport:drawn", function (event) {
    // A move drawn ahead of the server's answer is numbered when the answer is drawn.
    if (event.detail && event.detail.ahead) { return; }
    tidyLists();
  });

  /// Draws a change the server announced (a PageChange: the cards drawn again, each before the card it now
  /// precedes, the cards gone, the lists' counts, the history buttons) on the version it was made on. False
  /// when this page shows another version or the change does not fit what is drawn: the page fetches the board.
  function patch(change) {
    const board = document.getElementById("board");
    if (!change || !board || change.from !== version()) { return false; }
    for (const card of change.cards) { if (!cardsArea(card.listID)) { return false; } }
    for (const id of change.removedCardIDs.concat(change.cards.map(function (card) { return card.id; }))) {
      const node = cardNode(id);
      if (node) { node.remove(); }
    }
    const drawnCards = [];
    function insert(card, area, before) {
      const template = document.createElement("template");
      template.innerHTML = card.html;
      const node = template.content.firstElementChild;
      node.tabIndex = -1;  // the keyboard script gives the list's one tab stop back
      area.insertBefore(node, before);
      drawnCards.push(node);
    }
    // Last first, each before the card it now precedes: that card is then drawn already, whether it changed or
    // not (and a move this page drew ahead of its answer does not shift the others).
    const past = [];
    for (let index = change.cards.length - 1; index >= 0; index--) {
      const card = change.cards[index];
      const area = cardsArea(card.listID);
      const before = card.beforeCardID ? cardNode(card.beforeCardID) : null;
      if (card.beforeCardID ? !before : cardsEnd(area)) { past.push(card); continue; }
      insert(card, area, before);
    }
    // Before a card not drawn, or last, in a long list drawn in part: at the end of the drawn part when every card
    // before it is drawn (its place says so), in board order; otherwise drawn when that part is.
    for (const card of past.reverse()) {
      const area = cardsArea(card.listID);
      if (card.index <= cardsIn(area).length) { insert(card, area, cardsEnd(area)); }
    }
    for (const list of change.lists) {
      const count = document.querySelector('#board .list[data-list-id="' + CSS.escape(list.id) + '"] .list-header .count');
      if (count) { count.textContent = list.count; }
      const area = cardsArea(list.id);
      if (area) { area.dataset.cards = String(list.cards); }
    }
    for (const [id, html] of [["undo", change.undo], ["redo", change.redo]]) {
      const button = document.getElementById(id);
      if (!button) { continue; }
      const template = document.createElement("template");
      template.innerHTML = html;
      button.replaceWith(template.content.firstElementChild);
    }
    board.dataset.version = String(change.version);
    const toolbar = document.querySelector("header.toolbar");
    if (toolbar) { toolbar.dataset.version = String(change.version); }
    drawn = null;  // the page no longer shows the fragment last fetched
    if (board.dataset.filtered === "true") { applyFilter(); }
    document.dispatchEvent(new CustomEvent("cardport:drawn", { detail: { cards: drawnCards } }));
    return true;
  }

  /// Moves cards at once where a drop of them lands (the proposal's place, or the pointer's when the server
  /// has not answered yet), before the server is asked: the answer confirms or corrects it. Only an insertion
  /// is drawn ahead; a merge, or a place the server refused, is left for the answer. Returns what puts the
  /// cards back, or null when nothing was drawn.
  function drawMoveAtOnce(cardIDs, pointer, proposal) {
    if (pointer.merge || pointer.viewID) { return null; }
    if (proposal && (proposal.operation !== "move" || proposal.intent !== "insert")) { return null; }
    const area = cardsArea(proposal ? proposal.listID : pointer.listID);
    const nodes = cardIDs.map(cardNode).filter(Boolean);
    if (!area || !nodes.length) { return null; }
    const moving = new Set(nodes);  // looked up once per card of the list below, not searched
    let before = null;
    if (proposal) {
      before = proposal.beforeCardID ? cardNode(proposal.beforeCardID) : null;
    } else if (pointer.cardID) {
      const under = cardNode(pointer.cardID);
      before = under && (pointer.fraction === undefined || pointer.fraction < 0.5 ? under : under.nextElementSibling);
    }
    while (before && moving.has(before)) { before = before.nextElementSibling; }
    if (before && !before.classList.contains("card")) { before = null; }
    // Into the part of a long list that is not drawn: out of sight until that part is drawn. Right after the
    // last card drawn (the pointer over its lower half) is still in sight.
    const shown = cardsIn(area).filter(function (node) { return !moving.has(node); });
    const last = shown[shown.length - 1];
    const afterLast = last && pointer.cardID === last.dataset.cardId && pointer.fraction >= 0.5;
    const hidden = !before && partial(area) && !afterLast;
    const places = nodes.map(function (node) { return { node: node, parent: node.parentNode, next: node.nextSibling }; });
    for (const node of nodes) {
      if (hidden) { node.remove(); } else { area.insertBefore(node, before || cardsEnd(area)); }
    }
    drawn = null;
    // The same nodes, moved: nothing new to watch.
    document.dispatchEvent(new CustomEvent("cardport:drawn", { detail: { cards: [], ahead: true } }));
    return function () {
      for (const place of places.reverse()) {
        const next = place.next && place.next.parentNode === place.parent ? place.next : cardsEnd(place.parent);
        if (place.parent.isConnected) { place.parent.insertBefore(place.node, next); }
      }
      document.dispatchEvent(new CustomEvent("cardport:drawn", { detail: { cards: [] } }));
    };
  }

  /// A drop of this page's cards, the one road a mouse drag, a touch drag, the keyboard and the move menu take:
  /// drawn at once, sent after the edits before it, then confirmed (the changed cards patched in) or put back
  /// where they were when the server refuses it (its reason shown). Resolves to the answer, or null.
  function moveCards(cardIDs, pointer, proposal) {
    const putBack = drawMoveAtOnce(cardIDs, pointer, proposal);
    const sent = editing.then(async function () {
      let answer = null;
      try {
        answer = await post("/api/move", { version: version(), cardIDs: cardIDs, pointer: pointer });
      } catch (_) {
        notify("The move could not be sent; the card is back where it was.", "error");
      }
      if (!answer) {
        if (putBack) { putBack(); }
        return null;
      }
      await settle(answer);
      return answer;
    });
    editing = sent.catch(function () { return null; });
    return sent;
  }

  // MARK: - What the person is typing, kept across a redraw

  /// Names a form the same way in every drawing of the board (an edit form by its data-key).
  function formKey(form) {
    if (form.dataset.key) { return form.dataset.key; }
    if (form.classList.contains("filter")) { return "filter"; }
    return form.classList.contains("add-list") ? "list" : "item:" + form.dataset.listId;
  }

  const KEPT_FORMS = "form.add, form.edit, form.filter";

  /// The fields under `root` the person has typed in (or has the focus in): kept across a redraw and a
  /// refused edit.
  function typedFields(root) {
    const kept = [];
    for (const form of root.querySelectorAll(KEPT_FORMS)) {
      for (const field of Array.from(form.elements)) {
        if (!field.name || field.type === "checkbox" || field.tagName === "BUTTON") { continue; }
        const focused = field === document.activeElement;
        const changed = field.tagName === "SELECT" ? field.value !== "" : field.value !== field.defaultValue;
        if (!changed && !focused) { continue; }
        let start = null, end = null;
        try { start = field.selectionStart; end = field.selectionEnd; } catch (_) { start = null; }
        kept.push({ key: formKey(form), name: field.name, value: field.value, focused: focused, start: start, end: end });
      }
    }
    return kept;
  }

  function restoreFields(root, kept) {
    const forms = Array.from(root.querySelectorAll(KEPT_FORMS));
    for (const entry of kept) {
      const form = forms.find(function (candidate) { return formKey(candidate) === entry.key; });
      const field = form && form.elements.namedItem(entry.name);
      if (!field || field.value === undefined) { continue; }
      field.value = entry.value;
      if (entry.focused) {
        field.focus();
        try { if (entry.start !== null) { field.setSelectionRange(entry.start, entry.end); } } catch (_) { /* not a text field */ }
      }
    }
  }

  function formInput(key) {
    for (const form of document.querySelectorAll("form.add")) {
      if (formKey(form) === key) { return form.querySelector("input"); }
    }
    return null;
  }

  let noticeTimer = null;
  function notify(text, kind) {
    const notice = document.getElementById("notice");
    notice.textContent = text;
    notice.dataset.kind = kind || "info";
    notice.hidden = false;
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(function () { notice.hidden = true; }, 8000);
  }

  // MARK: - Live updates

  function listen() {
    const events = new EventSource("/api/events");
    events.addEventListener("board", function (event) {
      const data = JSON.parse(event.data);
      if (data.version === version()) { return; }
      // The changed cards when this page shows the version before; after a gap, the whole board.
      if (!patch(data.change)) { refresh(); }
    });
  }

  // MARK: - Undo and redo

  async function history(which) {
    const answer = await post("/api/" + which, { version: version() });
    if (answer) { await settle(answer); }
  }

  document.addEventListener("click", function (event) {
    const button = event.target.closest("button.history");
    if (button && !button.disabled) { history(button.id); return; }
    if (event.target.closest("[data-close]")) { document.getElementById("card-dialog").close(); return; }
    const card = event.target.closest(".board .card");
    if (card && (event.ctrlKey || event.metaKey || event.shiftKey)) {
      // Several cards are dragged together once selected.
      card.classList.toggle("selected");
      return;
    }
    for (const selected of document.querySelectorAll(".card.selected")) { selected.classList.remove("selected"); }
    if (card) { openCard(card.dataset.cardId); }
  });

  // MARK: - Adding lists and items

  document.addEventListener("submit", async function (event) {
    const form = event.target.closest("form.add");
    if (!form) { return; }
    event.preventDefault();
    const input = form.querySelector("input");
    const text = input.value.trim();
    if (!text) { return; }
    // Sent text leaves the field at once, so no redraw while it is on its way puts it back.
    const key = formKey(form);
    input.value = "";
    const answer = form.classList.contains("add-list")
      ? await post("/api/lists", { version: version(), name: text })
      : await post("/api/cards", { version: version(), listID: form.dataset.listId, title: text });
    if (answer) { await settle(answer); return; }
    const field = formInput(key);  // refused: the text goes back for another try
    if (field && !field.value) { field.value = text; }
  });

  // The layout's add (+) button: the server titles the new row and puts it first.
  document.addEventListener("click", async function (event) {
    const button = event.target.closest && event.target.closest("button.add-row");
    if (!button) { return; }
    const answer = await post("/api/cards", { version: version(), listID: button.dataset.listId, title: "", newRow: true });
    if (answer) { await settle(answer); }
  });

  document.addEventListener("keydown", function (event) {
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== "z") { return; }
    if (event.target.closest("input, textarea")) { return; }
    event.preventDefault();
    history(event.shiftKey ? "redo" : "undo");
  });

  document.addEventListener("keydown", function (event) {
    const card = event.target.closest && event.target.closest(".board .card");
    if (card && event.key === "Enter") { openCard(card.dataset.cardId); }
  });

  // MARK: - Card detail

  async function openCard(id) {
    const response = await fetch("/cards/" + encodeURIComponent(id) + "?fragment=1", { credentials: "same-origin" });
    if (!response.ok) { return; }
    const dialog = document.getElementById("card-dialog");
    const html = await response.text();
    const again = dialog.open && dialog.querySelector(".detail") && dialog.querySelector(".detail").dataset.cardId === id;
    const kept = again ? typedFields(dialog) : [];
    const previews = again ? shownPreviews(dialog, kept) : [];
    dialog.innerHTML = html;
    restoreFields(dialog, kept);
    restorePreviews(dialog, previews);
    if (!dialog.open) { dialog.showModal(); }
  }

  /// Draws the open card's dialog again (after an edit); closes it when the card is gone.
  async function reopenCard() {
    const dialog = document.getElementById("card-dialog");
    const detail = dialog.open && dialog.querySelector(".detail");
    if (!detail) { return; }
    const id = detail.dataset.cardId;
    if (!document.querySelector('.board .card[data-card-id="' + CSS.escape(id) + '"]')) {
      const response = await fetch("/cards/" + encodeURIComponent(id) + "?fragment=1", { credentials: "same-origin" });
      if (!response.ok) { dialog.close(); return; }
    }
    await openCard(id);
  }

  // MARK: - Editing on the page

  // Every control that edits names its edit as data-edit: the JSON of POST /api/edit without what the person
  // typed. The server makes it through the board session, as one step of the board's history.
  const NUMBER_FIELDS = ["at", "to", "limit"];

  function editOf(node, fields) {
    const edit = JSON.parse(node.dataset.edit);
    for (const name of Object.keys(fields)) {
      const value = fields[name];
      if (NUMBER_FIELDS.includes(name)) { edit[name] = value === "" ? null : Number(value); }
      else if (name === "date" || name === "author" || name === "title") { edit[name] = value === "" ? null : value; }
      else { edit[name] = value; }
    }
    return edit;
  }

  // Edits go one after the other, each from the version the one before it left: a tick right after a rename is
  // not refused as stale.
  let editing = Promise.resolve();
  function sendEdit(edit) {
    const sent = editing.then(function () { return sendEditNow(edit); });
    editing = sent.catch(function () { return null; });
    return sent;
  }

  async function sendEditNow(edit) {
    const answer = await post("/api/edit", { version: version(), edits: [edit] });
    if (answer) {
      await settle(answer);
      await reopenCard();
    }
    return answer;
  }

  document.addEventListener("submit", async function (event) {
    const form = event.target.closest("form.edit");
    if (!form) { return; }
    event.preventDefault();
    const fields = {};
    let typedSomething = false;
    for (const field of Array.from(form.elements)) {
      if (!field.name || field.tagName === "BUTTON") { continue; }
      const value = field.tagName === "TEXTAREA" ? field.value.replace(/\s+$/, "") : field.value.trim();
      fields[field.name] = value;
      if (value && field.tagName !== "SELECT") { typedSomething = true; }
    }
    if (form.hasAttribute("data-clears") && !typedSomething) { return; }
    const answer = await sendEdit(editOf(form, fields));
    if (!answer) { return; }  // refused: what was typed stays for another try
    const again = formNamed(form);
    if (again && form.hasAttribute("data-clears")) {
      for (const field of Array.from(again.elements)) {
        if (field.name && field.tagName !== "SELECT") { field.value = ""; }
      }
    }
  });

  // A name edited in place (the board's, a list's, the card's title) is saved when the field loses the focus, as
  // Trello does; Escape puts the saved name back.
  const NAME_FIELDS = ".board-name input, .list-name input, .title-form input";
  document.addEventListener("focusout", function (event) {
    const field = event.target;
    if (!field.matches || !field.matches(NAME_FIELDS)) { return; }
    if (field.value.trim() && field.value !== field.defaultValue) { field.form.requestSubmit(); }
  });
  document.addEventListener("keydown", function (event) {
    const field = event.target;
    if (event.key !== "Escape" || !field.matches || !field.matches(NAME_FIELDS)) { return; }
    if (field.value === field.defaultValue) { return; }
    event.preventDefault();  // the dialog stays open: only the typing is undone
    field.value = field.defaultValue;
  });

  /// The form with the same key in the page as it is drawn now.
  function formNamed(form) {
    const key = formKey(form);
    return Array.from(document.querySelectorAll("form.edit")).find(function (candidate) { return formKey(candidate) === key; });
  }

  document.addEventListener("change", async function (event) {
    const box = event.target;
    if (!box.matches || !box.matches('input[type="checkbox"][data-edit]')) { return; }
    const fields = {};
    if (box.dataset.field) { fields[box.dataset.field] = box.checked; }
    const answer = await sendEdit(editOf(box, fields));
    if (!answer && box.isConnected) { box.checked = !box.checked; }
  });

  document.addEventListener("click", function (event) {
    const button = event.target.closest && event.target.closest("button.edit-button[data-edit]");
    if (!button) { return; }
    event.preventDefault();
    if (button.dataset.confirm && !window.confirm(button.dataset.confirm)) { return; }
    sendEdit(editOf(button, {}));
  });

  // The description's preview: Markdown made into HTML by the server, shown above the field. The dialog may be
  // drawn again while the answer is on its way (another edit saved), so the preview is looked up when it arrives,
  // and shown only if the field still holds the text it was made from.
  document.addEventListener("click", async function (event) {
    const button = event.target.closest && event.target.closest("button.preview-button");
    if (!button) { return; }
    const clicked = button.closest("form");
    const text = clicked.elements.namedItem("text").value;
    const answer = await post("/api/markdown", { text: text });
    const form = formNamed(clicked);
    const preview = form && form.parentElement.querySelector('.markdown-preview[data-preview-of="' + CSS.escape(formKey(form)) + '"]');
    if (!answer || !preview || form.elements.namedItem("text").value !== text) { return; }
    preview.innerHTML = answer.html;
    preview.dataset.previewing = "true";
  });

  /// The previews shown of text the person has typed and not saved: kept across a redraw of the dialog, as the
  /// text itself is.
  function shownPreviews(root, kept) {
    return Array.from(root.querySelectorAll(".markdown-preview[data-previewing]"))
      .filter(function (preview) { return kept.some(function (entry) { return entry.key === preview.dataset.previewOf; }); })
      .map(function (preview) { return { of: preview.dataset.previewOf, html: preview.innerHTML }; });
  }

  function restorePreviews(root, previews) {
    for (const shown of previews) {
      const preview = root.querySelector('.markdown-preview[data-preview-of="' + CSS.escape(shown.of) + '"]');
      if (!preview) { continue; }
      preview.innerHTML = shown.html;
      preview.dataset.previewing = "true";
    }
  }

  // "Merge into…": the explicit way to make another card absorb this one.
  document.addEventListener("submit", async function (event) {
    const form = event.target.closest("form.merge");
    if (!form) { return; }
    event.preventDefault();
    const select = form.elements.namedItem("target");
    const option = select.selectedOptions[0];
    if (!option || !option.value) { return; }
    const pointer = { listID: option.dataset.listId, cardID: option.value, fraction: 0.5, merge: true };
    const answer = await moveCards([form.dataset.cardId], pointer, null);
    if (answer) { await reopenCard(); }
  });

  // MARK: - The filter

  /// Shows only the cards the filter's text, label, member and due date match (the board is unchanged). The
  /// filter matches the cards as drawn, so while it is on every card of a long list is drawn.
  function applyFilter() {
    if (filterDrawn()) { drawAll(); }
  }

  /// Filters the cards drawn; true when the filter is on.
  function filterDrawn() {
    const form = document.querySelector("form.filter");
    if (!form) { return; }
    const text = form.elements.namedItem("text").value.trim().toLowerCase();
    const label = form.elements.namedItem("label").value;
    const member = form.elements.namedItem("member").value;
    const due = form.elements.namedItem("due").value;
    const board = document.getElementById("board");
    board.dataset.filtered = text || label || member || due ? "true" : "false";
    for (const card of document.querySelectorAll(".board .card")) {
      const shown = (!text || card.textContent.toLowerCase().includes(text))
        && (!label || (card.dataset.labels || "").split(" ").includes(label))
        && (!member || (card.dataset.members || "").split(" ").includes(member))
        && (!due || card.dataset.due === due);
      card.classList.toggle("filtered-out", !shown);
    }
    return board.dataset.filtered === "true";
  }

  document.addEventListener("input", function (event) {
    if (event.target.closest && event.target.closest("form.filter")) { applyFilter(); }
  });
  document.addEventListener("change", function (event) {
    if (event.target.closest && event.target.closest("form.filter")) { applyFilter(); }
  });
  document.addEventListener("submit", function (event) {
    if (event.target.closest("form.filter")) { event.preventDefault(); }
  });

  // MARK: - Lists reordered by dragging their handle

  let listDrag = null;  // { listID } while a list is dragged by its handle

  document.addEventListener("dragstart", function (event) {
    const handle = event.target.closest && event.target.closest(".list-handle");
    if (!handle) { return; }
    const list = handle.closest(".list");
    listDrag = { listID: list.dataset.listId, to: null };
    event.dataTransfer.effectAllowed = "move";
    event.dataTransfer.setData("text/plain", list.querySelector(".list-name input").value);
    list.classList.add("list-dragging");
  });

  /// Where a dragged list would go: before the list under the pointer, or after it past its middle; the
  /// position in BoardEdit.moveList terms (among the lists once it is taken out).
  function listDropAt(event) {
    const lists = Array.from(document.querySelectorAll(".board > .list"));
    const from = lists.findIndex(function (node) { return node.dataset.listId === listDrag.listID; });
    let before = lists.length;
    for (const [index, node] of lists.entries()) {
      const box = node.getBoundingClientRect();
      if (event.clientX < box.left + box.width / 2) { before = index; break; }
    }
    return { before: before, to: before > from ? before - 1 : before, lists: lists };
  }

  function onListDragOver(event) {
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
    const at = listDropAt(event);
    listDrag.to = at.to;
    for (const node of document.querySelectorAll(".list-drop-before, .list-drop-after")) {
      node.classList.remove("list-drop-before", "list-drop-after");
    }
    if (at.before < at.lists.length) { at.lists[at.before].classList.add("list-drop-before"); }
    else if (at.lists.length) { at.lists[at.lists.length - 1].classList.add("list-drop-after"); }
  }

  function onListDrop(event) {
    event.preventDefault();
    const drag = listDrag;
    const at = listDropAt(event);
    listDrag = null;
    clearListIndicators();
    sendEdit({ kind: "moveList", list: drag.listID, to: at.to });
  }

  function clearListIndicators() {
    for (const node of document.querySelectorAll(".list-drop-before, .list-drop-after, .list-dragging")) {
      node.classList.remove("list-drop-before", "list-drop-after", "list-dragging");
    }
  }

  document.addEventListener("dragend", function () {
    if (listDrag) { listDrag = null; }
    clearListIndicators();
  });

  // MARK: - Drags out: the card's representations, fetched when the pointer reaches it

  /// How the server says cards look when lifted: hidden or not while dragged, faded or not after a cancel,
  /// and the preview's outline.
  async function lift(cardIDs) {
    return await post("/api/lift", { version: version(), cardIDs: cardIDs });
  }

  async function prefetch(card) {
    const id = card.dataset.cardId;
    if (representationsVersion !== version()) { representations.clear(); lifts.clear(); representationsVersion = version(); }
    if (!lifts.has(id)) {
      lifts.set(id, null);
      lift([id]).then(function (answer) {
        // The card may have been drawn again meanwhile: the node shown now is the one marked.
        if (answer) { lifts.set(id, answer); (cardNode(id) || card).dataset.lifted = "ready"; } else { lifts.delete(id); }
      });
    }
    if (representations.has(id)) {
      // The same card drawn again (a redraw after a patch): what was fetched for it is ready for this node too.
      if (representations.get(id)) { card.dataset.representations = "ready"; }
      if (lifts.get(id)) { card.dataset.lifted = "ready"; }
      return;
    }
    representations.set(id, null);
    const response = await fetch("/api/cards/" + encodeURIComponent(id) + "/representations", { credentials: "same-origin" });
    if (response.ok) {
      representations.set(id, await response.json());
      (cardNode(id) || card).dataset.representations = "ready";
    } else {
      representations.delete(id);
    }
  }

  document.addEventListener("pointerover", function (event) {
    const card = event.target.closest && event.target.closest(".board .card");
    if (card) { prefetch(card); }
  });
  document.addEventListener("focusin", function (event) {
    const card = event.target.closest && event.target.closest(".board .card");
    if (card) { prefetch(card); }
  });

  document.addEventListener("dragstart", function (event) {
    const card = event.target.closest && event.target.closest(".board .card");
    if (!card) { return; }
    const id = card.dataset.cardId;
    const selected = Array.from(document.querySelectorAll(".board .card.selected")).map(function (node) { return node.dataset.cardId; });
    const cardIDs = card.classList.contains("selected") && selected.length > 1 ? selected : [id];
    const drag = { cardIDs: cardIDs, lift: cardIDs.length === 1 ? lifts.get(id) || null : null, proposal: null, dropped: false };
    localDrag = drag;
    const transfer = event.dataTransfer;
    transfer.effectAllowed = "copyMove";
    const made = representations.get(id);
    if (made) {
      for (const representation of made) { transfer.setData(representation.type, representation.data); }
    } else {
      // Not fetched yet: the link and the title, which the page already has.
      transfer.setData("text/uri-list", new URL("/cards/" + encodeURIComponent(id), location.href).href);
      transfer.setData("text/plain", card.querySelector(".title").textContent);
    }
    card.classList.add("dragging");
    if (document.getElementById("board").dataset.refusedPreview) { drawGhost(drag, card, transfer, event); }
    if (drag.lift) {
      preview(card, drag.lift.preview, transfer);
      setTimeout(function () { showLifted(drag); }, 0);
    } else {
      lift(cardIDs).then(function (answer) { drag.lift = answer; if (localDrag === drag) { showLifted(drag); } });
    }
  });

  function cardsOf(cardIDs) {
    return cardIDs.map(function (id) {
      return document.querySelector('.board .card[data-card-id="' + CSS.escape(id) + '"]');
    }).filter(Boolean);
  }

  /// The dragged cards as the drag source says they look while dragged (hidden, or in place).
  function showLifted(drag) {
    if (!drag.lift) { return; }
    cardsOf(drag.cardIDs).forEach(function (node, index) {
      if (drag.lift.whileDragging[index] === "hidden") { node.classList.add("source-hidden"); }
    });
  }

  /// The dragged card drawn by the page, following the pointer, for a layout that shows it faded where a drop
  /// is refused (a browser's drag image cannot change during the drag): the browser's own image is left empty.
  function drawGhost(drag, card, transfer, event) {
    const ghost = document.createElement("div");
    ghost.className = "drag-ghost";
    ghost.setAttribute("aria-hidden", "true");
    ghost.textContent = card.querySelector(".title").textContent;
    document.body.appendChild(ghost);
    const empty = document.createElement("div");
    empty.className = "drag-empty";
    document.body.appendChild(empty);
    transfer.setDragImage(empty, 0, 0);
    setTimeout(function () { empty.remove(); }, 0);
    drag.ghost = ghost;
    moveGhost(event.clientX, event.clientY);
  }

  function moveGhost(x, y) {
    const ghost = localDrag && localDrag.ghost;
    if (!ghost || (!x && !y)) { return; }
    ghost.style.left = (x - ghost.offsetWidth / 2) + "px";
    ghost.style.top = (y - ghost.offsetHeight / 2) + "px";
  }

  /// Faded while the server refuses a drop where the pointer is, as it was drawn at full strength elsewhere.
  function shadeGhost() {
    const ghost = localDrag && localDrag.ghost;
    if (!ghost) { return; }
    const refused = lastProposal && (lastProposal.operation === "forbidden" || lastProposal.operation === "cancel");
    ghost.classList.toggle("faded", Boolean(refused));
  }

  /// The drag image in the outline the drag source asked for (the sectioned table's rounded row).
  function preview(card, outline, transfer) {
    if (!outline) { return; }
    const image = card.cloneNode(true);
    image.classList.add("drag-preview");
    image.style.width = outline.width + "px";
    image.style.height = outline.height + "px";
    image.style.borderRadius = outline.cornerRadius + "px";
    document.body.appendChild(image);
    transfer.setDragImage(image, outline.width / 2, outline.height / 2);
    const board = document.getElementById("board");
    board.dataset.preview = (outline.cornerRadius ? "rounded " : "") + outline.width + "x" + outline.height
      + (outline.cornerRadius ? " r" + outline.cornerRadius : "");
    setTimeout(function () { image.remove(); }, 0);
  }

  document.addEventListener("dragend", function (event) {
    const card = event.target.closest && event.target.closest(".card");
    if (card) { card.classList.remove("dragging"); }
    const drag = localDrag;
    localDrag = null;
    clearIndicators();
    if (!drag) { return; }
    if (drag.ghost) { drag.ghost.remove(); }
    for (const node of cardsOf(drag.cardIDs)) { node.classList.remove("source-hidden"); }
    if (drag.dropped) { return; }
    // Not dropped: each card looks as the source says after this end (faded on its way back), then as usual.
    const after = drag.proposal && drag.proposal.sourceAfter ? drag.proposal.sourceAfter
      : drag.lift ? drag.lift.afterCancel : [];
    cardsOf(drag.cardIDs).forEach(function (node, index) {
      if (after[index] !== "faded") { return; }
      node.classList.add("source-faded");
      setTimeout(function () { node.classList.remove("source-faded"); }, 1200);
    });
  });

  // MARK: - Drags over the board: ask, then draw

  /// Where the pointer is: the list under it, the card under it (or the one whose top edge is next below
  /// it), and how far down that card.
  function pointerAt(event) {
    const view = event.target.closest && event.target.closest(".plain-view");
    if (view) { return { viewID: view.dataset.viewId }; }
    const list = event.target.closest && event.target.closest(".list");
    if (!list) {
      // Outside every list: the list the layout gives such drops, at its end (the collections tutorial).
      const board = event.target.closest && event.target.closest("#board");
      return board && board.dataset.outsideList ? { listID: board.dataset.outsideList } : null;
    }
    const pointer = { listID: list.dataset.listId };
    // A card joins another only when the person asks for it (Alt or Option held); otherwise it is inserted.
    if (event.altKey) { pointer.merge = true; }
    const cards = cardsIn(list.querySelector(".cards"));
    for (const card of cards) {
      const box = card.getBoundingClientRect();
      if (event.clientY < box.bottom) {
        pointer.cardID = card.dataset.cardId;
        pointer.fraction = Math.min(1, Math.max(0, (event.clientY - box.top) / Math.max(1, box.height)));
        break;
      }
    }
    // Below the drawn part of a long list: right after its last card drawn, where the line is drawn, not at the
    // end of the cards not drawn yet.
    if (!pointer.cardID && cards.length && partial(list.querySelector(".cards"))) {
      pointer.cardID = cards[cards.length - 1].dataset.cardId;
      pointer.fraction = 1;
    }
    return pointer;
  }

  function keyOf(pointer) {
    if (pointer.viewID) { return "view|" + pointer.viewID; }
    if (!pointer.cardID) { return pointer.listID + "|"; }
    const band = pointer.fraction < 0.25 ? "top" : pointer.fraction > 0.75 ? "bottom" : "middle";
    return pointer.listID + "|" + pointer.cardID + "|" + band + (pointer.merge ? "|merge" : "");
  }

  /// What is dragged, as the server needs to know it: this page's cards, or the items another application
  /// offers (the string types as one item, each file as one item).
  function dragOf(transfer) {
    if (localDrag) { return { cardIDs: localDrag.cardIDs }; }
    const items = [];
    const strings = [];
    for (const item of Array.from(transfer.items || [])) {
      if (item.kind === "file") { items.push({ types: [item.type || ""], file: true }); }
      else if (item.kind === "string") { strings.push(item.type); }
    }
    if (strings.length) { items.unshift({ types: strings }); }
    return { items: items };
  }

  async function ask(key, drag, pointer) {
    asking = key;
    const answer = await post("/api/proposal", { version: version(), drag: drag, pointer: pointer });
    if (asking === key) { asking = null; }
    if (!answer || key !== lastKey) { return answer; }
    lastProposal = answer;
    if (localDrag) { localDrag.proposal = answer; }
    draw(answer);
    shadeGhost();
    return answer;
  }

  document.addEventListener("dragover", function (event) {
    if (listDrag) { onListDragOver(event); return; }
    moveGhost(event.clientX, event.clientY);
    const pointer = pointerAt(event);
    if (!pointer) { clearIndicators(); lastKey = null; lastProposal = null; shadeGhost(); return; }
    const key = keyOf(pointer);
    if (key !== lastKey) {
      lastKey = key;
      lastProposal = null;
      ask(key, dragOf(event.dataTransfer), pointer);
    }
    if (lastProposal && (lastProposal.operation === "forbidden" || lastProposal.operation === "cancel")) {
      event.dataTransfer.dropEffect = "none";
      return;
    }
    event.preventDefault();
    event.dataTransfer.dropEffect = lastProposal ? lastProposal.operation : (localDrag ? "move" : "copy");
  });

  document.addEventListener("dragleave", function (event) {
    if (!event.relatedTarget || !event.relatedTarget.closest || !event.relatedTarget.closest(".board")) {
      clearIndicators();
      lastKey = null;
      lastProposal = null;
    }
  });

  function clearIndicators() {
    for (const node of document.querySelectorAll(".drop-indicator")) { node.remove(); }
    for (const node of document.querySelectorAll(".drop-onto, .drop-target, .drop-forbidden, .drop-backdrop")) {
      node.classList.remove("drop-onto", "drop-target", "drop-forbidden", "drop-backdrop");
    }
    const board = document.getElementById("board");
    if (board) { delete board.dataset.proposal; delete board.dataset.highlight; }
  }

  /// Draws the server's answer: a line where the drop would land, the card it would join, or the list
  /// marked as refusing.
  function draw(proposal) {
    clearIndicators();
    const board = document.getElementById("board");
    board.dataset.proposal = proposal.operation + " " + proposal.intent;
    board.dataset.highlight = proposal.highlight || "none";
    if (proposal.viewID) {
      const view = board.querySelector('.plain-view[data-view-id="' + CSS.escape(proposal.viewID) + '"]');
      if (view) { view.classList.add(proposal.highlight === "view" ? "drop-target" : "drop-forbidden"); }
      return;
    }
    const list = board.querySelector('.list[data-list-id="' + CSS.escape(proposal.listID || "") + '"]');
    if (!list) { return; }
    if (proposal.operation === "forbidden") {
      list.classList.add("drop-forbidden");
      if (proposal.reason) { list.dataset.reason = proposal.reason; }
      return;
    }
    if (proposal.operation === "cancel" || proposal.highlight === "none") { return; }
    list.classList.add("drop-target");
    if (proposal.highlight === "row") {
      const card = list.querySelector('.card[data-card-id="' + CSS.escape(proposal.ontoCardID) + '"]');
      if (card) { card.classList.add("drop-onto"); }
      return;
    }
    const line = document.createElement("li");
    line.className = "drop-indicator";
    line.setAttribute("aria-hidden", "true");
    const cards = list.querySelector(".cards");
    const before = proposal.beforeCardID
      ? cards.querySelector('.card[data-card-id="' + CSS.escape(proposal.beforeCardID) + '"]') : null;
    cards.insertBefore(line, before || cardsEnd(cards));
    // The row at the index path the drop inserts at: a layout may draw a backdrop the size of that row (the
    // sectioned tutorial's), between rows as onto one.
    if (before) { before.classList.add("drop-backdrop"); }
  }

  // MARK: - Drops

  document.addEventListener("drop", function (event) {
    if (listDrag) { onListDrop(event); return; }
    const pointer = pointerAt(event);
    if (!pointer) { return; }
    event.preventDefault();
    const key = keyOf(pointer);
    const drag = dragOf(event.dataTransfer);
    const known = key === lastKey ? lastProposal : null;
    clearIndicators();
    lastKey = null;
    lastProposal = null;
    if (drag.cardIDs) {
      localDrag.dropped = true;
      dropCards(drag.cardIDs, pointer, known);
      return;
    }
    // The data can only be read now, during the event. When the server already said which representation it
    // loads, only that one is read; otherwise the strings are held here until it says.
    const transfer = event.dataTransfer;
    const strings = {};
    const stringTypes = drag.items.length && !drag.items[0].file ? drag.items[0].types : [];
    const wanted = known && known.load ? known.load[0] : null;
    for (const type of stringTypes) {
      if (!wanted || type === wanted) { strings[type] = transfer.getData(type); }
    }
    const files = Array.from(transfer.files || []);
    dropItems(drag, pointer, known, strings, files);
  });

  async function dropCards(cardIDs, pointer, proposal) {
    const answer = await moveCards(cardIDs, pointer, proposal);
    if (answer) { warn(answer); }
  }

  async function dropItems(drag, pointer, known, strings, files) {
    let named = 0;
    for (const item of drag.items) {
      if (item.file && files[named]) { item.name = files[named].name; item.types = [files[named].type || ""]; named++; }
    }
    const proposal = known && known.load ? known
      : await post("/api/proposal", { version: version(), drag: drag, pointer: pointer });
    if (!proposal) { return; }
    if (proposal.operation !== "copy" && proposal.operation !== "move") {
      notify(proposal.reason || "The board does not take this here.", "warning");
      return;
    }
    const items = [];
    let fileIndex = 0;
    for (const [index, item] of drag.items.entries()) {
      if (item.file) {
        const file = files[fileIndex++];
        if (!file) { continue; }
        items.push({ type: file.type || "", name: file.name, base64: await base64(file) });
      } else {
        const type = proposal.load[index];
        items.push({ type: type, text: strings[type] || "" });
      }
    }
    // While the upload is on its way a placeholder stands where the items will go, with the fraction sent.
    const placeholder = showPlaceholder(proposal);
    const answer = await postWithProgress("/api/drop", { version: version(), pointer: pointer, items: items }, function (fraction) {
      if (placeholder) { placeholder.update(fraction); }
    });
    if (placeholder) { placeholder.remove(); }
    if (!answer) { return; }
    // A drop on a sample's view (the table's image well) changes what the view shows, not the board's version.
    if (pointer.viewID) { await refresh(); warn(answer); } else { await finished(answer); }
  }

  function showPlaceholder(proposal) {
    const list = document.querySelector('.list[data-list-id="' + CSS.escape(proposal.listID || "") + '"]');
    if (!list) { return null; }
    const row = document.createElement("li");
    row.className = "placeholder";
    row.innerHTML = '<p class="title">Loading…</p><progress max="1" value="0"></progress><span class="fraction">0%</span>';
    const cards = list.querySelector(".cards");
    const before = proposal.beforeCardID
      ? cards.querySelector('.card[data-card-id="' + CSS.escape(proposal.beforeCardID) + '"]') : null;
    cards.insertBefore(row, before || cardsEnd(cards));
    return {
      update: function (fraction) {
        row.querySelector("progress").value = fraction;
        row.querySelector(".fraction").textContent = Math.round(fraction * 100) + "%";
        row.dataset.fraction = fraction.toFixed(2);
      },
      remove: function () { row.remove(); },
    };
  }

  async function finished(answer) {
    await settle(answer);
    warn(answer);
  }

  function warn(answer) {
    if (answer.warnings && answer.warnings.length) {
      notify(answer.warnings.join("\n"), "warning");
    }
  }

  function base64(file) {
    return new Promise(function (resolve, reject) {
      const reader = new FileReader();
      reader.onload = function () { resolve(String(reader.result).replace(/^data:[^,]*,/, "")); };
      reader.onerror = function () { reject(reader.error); };
      reader.readAsDataURL(file);
    });
  }

  // What keyboard.js, touch.js and dragout.js use of this script.
  window.CardportPage = {
    post: post, refresh: refresh, notify: notify, version: version, prefetch: prefetch, moveCards: moveCards,
    draw: draw, clearIndicators: clearIndicators, totalIn: totalIn, partial: partial, ensureDrawn: ensureDrawn,
  };

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", function () { listen(); tidyLists(); });
  } else {
    listen();
    tidyLists();
  }
})();
